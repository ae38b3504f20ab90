import type { ZodError } from 'zod';
import type { ApiError } from '../../contract';

/**
 * What can be wrong with a field, as keys the app translates (`account.errors.<key>`). The same
 * keys come from the client-side check (the contract's schemas) and from a 422 of the API.
 */
export const ACCOUNT_FIELD_ERRORS = [
  'required',
  'invalidEmail',
  'tooLong',
  'passwordTooShort',
  'passwordTooLong',
  'passwordCommon',
  'passwordWeak',
  'passwordPersonal',
  'confirmationMismatch',
  'currentPasswordRequired',
  'currentPasswordWrong',
  'emailTaken',
  'invalid',
] as const;
export type AccountFieldError = (typeof ACCOUNT_FIELD_ERRORS)[number];
/** The first problem of each field, by field name (`email`, `current_password`, …). */
export type AccountFieldErrors = Partial<Record<string, AccountFieldError>>;

const isPasswordField = (field: string) => field === 'password';

/** The key of one zod issue of the contract's request schemas. */
function issueKey(field: string, issue: ZodError['issues'][number]): AccountFieldError {
  if (field === 'password_confirmation' && issue.code === 'custom') return 'confirmationMismatch';
  if (field === 'current_password') return 'currentPasswordRequired';
  if (issue.code === 'invalid_type') return 'required';
  if (issue.code === 'invalid_format') return 'invalidEmail';
  if (issue.code === 'too_small') return isPasswordField(field) ? 'passwordTooShort' : 'required';
  if (issue.code === 'too_big') return isPasswordField(field) ? 'passwordTooLong' : 'tooLong';
  return 'invalid';
}

/** Client-side: the first issue per field of a failed `safeParse`. */
export function fieldErrorsOfIssues(error: ZodError): AccountFieldErrors {
  const errors: AccountFieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issueKey(field, issue);
  }
  return errors;
}

/** The key of one server message (Laravel's wording, as the API answers it) for a field. */
function messageKey(field: string, message: string): AccountFieldError {
  if (field === 'email' && /taken|already|registered|exists/i.test(message)) return 'emailTaken';
  if (field === 'current_password') return /required/i.test(message) ? 'currentPasswordRequired' : 'currentPasswordWrong';
  if (/confirmation/i.test(message)) return 'confirmationMismatch';
  if (/common|compromised|leak|breach/i.test(message)) return 'passwordCommon';
  if (/easy to guess|predictable/i.test(message)) return 'passwordWeak';
  if (/e-?mail address or name/i.test(message)) return 'passwordPersonal';
  if (/required/i.test(message)) return 'required';
  if (/valid email/i.test(message)) return 'invalidEmail';
  if (/at least/i.test(message)) return isPasswordField(field) ? 'passwordTooShort' : 'invalid';
  if (/greater than|too long|max/i.test(message)) return isPasswordField(field) ? 'passwordTooLong' : 'tooLong';
  return 'invalid';
}

/** Server-side: a 422 `{message, errors: {field: [messages]}}`, first message per field; any other status has none. */
export function fieldErrorsOfAnswer(error: ApiError): AccountFieldErrors {
  if (error.status !== 422) return {};
  const errors = (error.data as { errors?: unknown } | null)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const result: AccountFieldErrors = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') result[field] = messageKey(field, first);
  }
  return result;
}
