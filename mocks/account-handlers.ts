/**
 * MSW handlers of the account forms: PUT /users/me, /users/me/password and
 * /users/me/preferences, answering like the API (`{data: user}`, `{status}`, Laravel 422s).
 * Add them in a story: `beforeEach({ msw }) { msw.use(...accountFormHandlers()) }`.
 */
import { HttpResponse, http } from 'msw';
import { UpdatePasswordRequest, UpdatePreferencesRequest, UpdateProfileRequest } from '../contract';
import type { StatusResponse, User } from '../contract';
import { user } from './fixtures';
import { fieldErrorsOf, validationBody } from './handlers';

export const ACCOUNT_MOCK_PATHS = {
  profile: '*/users/me',
  password: '*/users/me/password',
  preferences: '*/users/me/preferences',
} as const;

/** The current password the mocks accept; any other is "incorrect". */
export const MOCK_CURRENT_PASSWORD = 'current-password';
/** An e-mail the mocks treat as registered by someone else. */
export const MOCK_TAKEN_EMAIL = 'taken@example.pt';
/** A new password the mocks refuse as too common. */
export const MOCK_COMMON_PASSWORD = 'password123';

const INCORRECT = 'The password is incorrect.';

const invalid = (errors: Record<string, string[]>) => HttpResponse.json(validationBody(errors), { status: 422 });

/** The three account PUTs for a signed-in `current` user. */
export function accountFormHandlers(current: User = user) {
  return [
    http.put(ACCOUNT_MOCK_PATHS.profile, async ({ request }) => {
      const body = UpdateProfileRequest.safeParse(await request.json().catch(() => null));
      if (!body.success) return invalid(fieldErrorsOf(body.error));
      const { current_password: password, ...fields } = body.data;
      if (fields.email.toLowerCase() !== current.email.toLowerCase()) {
        if (fields.email === MOCK_TAKEN_EMAIL) return invalid({ email: ['The email has already been taken.'] });
        if (!password) return invalid({ current_password: ['The current password field is required when email is changed.'] });
        if (password !== MOCK_CURRENT_PASSWORD) return invalid({ current_password: [INCORRECT] });
      }
      return HttpResponse.json<{ data: User }>({ data: { ...current, ...fields } });
    }),
    http.put(ACCOUNT_MOCK_PATHS.password, async ({ request }) => {
      const body = UpdatePasswordRequest.safeParse(await request.json().catch(() => null));
      if (!body.success) return invalid(fieldErrorsOf(body.error));
      if (body.data.current_password !== MOCK_CURRENT_PASSWORD) return invalid({ current_password: [INCORRECT] });
      if (body.data.password === MOCK_COMMON_PASSWORD) return invalid({ password: ['The given password is too common. Please choose a different password.'] });
      return HttpResponse.json<StatusResponse>({ status: 'password-updated' });
    }),
    http.put(ACCOUNT_MOCK_PATHS.preferences, async ({ request }) => {
      const body = UpdatePreferencesRequest.safeParse(await request.json().catch(() => null));
      if (!body.success) return invalid(fieldErrorsOf(body.error));
      return HttpResponse.json<{ data: User }>({ data: { ...current, ...body.data } });
    }),
  ];
}
