import { z } from 'zod';
import { Locale } from './locale';
import { User } from './user';
import { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from './constants';
export { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, AUTH_API_PATHS } from './constants';

const email = z.email({ error: 'The email field must be a valid email address.' }).max(255);
const password = z
  .string({ error: 'The password field is required.' })
  .min(PASSWORD_MIN_LENGTH, `The password field must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `The password field must not be greater than ${PASSWORD_MAX_LENGTH} characters.`);
const personName = (field: string) =>
  z.string({ error: `The ${field} field is required.` }).trim().min(1, `The ${field} field is required.`).max(100);

const confirmationMatches = <T extends { password: string; password_confirmation: string }>(value: T) =>
  value.password === value.password_confirmation;
const confirmationIssue = {
  path: ['password_confirmation'],
  message: 'The password field confirmation does not match.',
};

/** What an HTML form or a JSON client sends for a ticked box (Laravel's `accepted` values). */
const ACCEPTED_VALUES: readonly unknown[] = [true, 1, '1', 'true', 'on', 'yes'];
const ticked = (value: unknown) => ACCEPTED_VALUES.includes(value);

/**
 * §7 POST v1/users/register: email, password, password_confirmation, name, lastname — plus the acceptance of
 * the terms of service and the privacy policy (required: a shop's contract and its GDPR notice) and the
 * optional newsletter, confirmed by e-mail before anything is sent (double opt-in).
 * §5 names the field lastName; both spellings are accepted and read as `lastname`.
 */
export const RegisterRequest = z
  .object({
    email,
    password,
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
    name: personName('name'),
    lastname: personName('lastname').optional(),
    lastName: personName('lastname').optional(),
    terms_accepted: z.preprocess(ticked, z.boolean().refine((accepted) => accepted, 'The terms accepted field must be accepted.')),
    newsletter: z.preprocess((value) => value !== undefined && ticked(value), z.boolean()).optional(),
    /** The page's language: the newsletter's confirmation e-mail is written in it. */
    locale: Locale.optional(),
  })
  .refine((v) => v.lastname !== undefined || v.lastName !== undefined, {
    path: ['lastname'],
    message: 'The lastname field is required.',
  })
  .refine(confirmationMatches, confirmationIssue)
  .transform(({ lastName, lastname, ...rest }) => ({ ...rest, lastname: (lastname ?? lastName) as string }));
export type RegisterRequest = z.infer<typeof RegisterRequest>;
export type RegisterRequestInput = z.input<typeof RegisterRequest>;

/** POST /v1/newsletter/confirm: the token of the confirmation e-mail's link. */
export const NewsletterConfirmRequest = z.strictObject({ token: z.string({ error: 'The token field is required.' }).min(1, 'The token field is required.').max(300) });
export type NewsletterConfirmRequest = z.infer<typeof NewsletterConfirmRequest>;
export const NewsletterConfirmResponse = z.object({ data: z.object({ subscribed: z.literal(true) }) });
export type NewsletterConfirmResponse = z.infer<typeof NewsletterConfirmResponse>;

/** Register and login answer with the user and, in token mode, a bearer token. */
export const AuthResponse = z.object({ data: User, token: z.string().min(1).optional() });
export type AuthResponse = z.infer<typeof AuthResponse>;
export const RegisterResponse = AuthResponse;
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/** §7 configured login endpoint: credentials. */
export const LoginRequest = z.object({
  email,
  password: z.string({ error: 'The password field is required.' }).min(1, 'The password field is required.'),
  remember: z.boolean().optional(),
  device_name: z.string().min(1).max(255).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;
export const LoginResponse = AuthResponse;
export type LoginResponse = z.infer<typeof LoginResponse>;

/** Forgot and reset password (protocols.md §3.2): 200 `{status}` or 422. */
/** `locale`: the page's language, so the e-mail and its link (/en/recovery/…) match what the shopper reads. */
export const ForgotPasswordRequest = z.object({ email, locale: Locale.optional() });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;
export const ResetPasswordRequest = z
  .object({ token: z.string().min(1), email, password, password_confirmation: z.string() })
  .refine(confirmationMatches, confirmationIssue);
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;
export const StatusResponse = z.object({ status: z.string() });
export type StatusResponse = z.infer<typeof StatusResponse>;

/**
 * Account endpoints beyond §7 (/account/profile and /account/preferences). All answer
 * `{data: user}` like GET /users/me; unknown fields are refused (422).
 * PUT /users/me — name, lastname and e-mail; changing the e-mail needs the current password.
 */
export const UpdateProfileRequest = z.strictObject({
  name: personName('name'),
  lastname: personName('lastname'),
  email,
  current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

/** PUT /users/me/password — answers 200 `{status}`; `logout_other_sessions` ends every other session (A2). */
export const UpdatePasswordRequest = z
  .strictObject({
    current_password: z.string({ error: 'The current password field is required.' }).min(1, 'The current password field is required.'),
    password,
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
    logout_other_sessions: z.boolean().optional(),
  })
  .refine(confirmationMatches, confirmationIssue);
export type UpdatePasswordRequest = z.infer<typeof UpdatePasswordRequest>;

/** PUT /users/me/preferences — language (also saved in the i18n_locale cookie and storage by the web) and newsletter. */
export const UpdatePreferencesRequest = z.strictObject({ locale: Locale, newsletter: z.boolean() });
export type UpdatePreferencesRequest = z.infer<typeof UpdatePreferencesRequest>;

