import { createEffect } from 'effector';
import { AUTH_API_PATHS, userOf } from '../../contract/constants';
import type { ApiError, CurrentUserResponse, RegisterResponse, StatusResponse, User, ForgotPasswordRequest, LoginRequest, RegisterRequest, ResetPasswordRequest } from '../../contract';
import { anyBody, apiRequestFx, loadZod, SHOPPER_ANSWERS } from '../api-client';
import type { LazySchema } from '../api-client';

/** §7 leaves the auth endpoints "configured": every auth path comes from the contract (`AUTH_API_PATHS`). */
export const AUTH_PATHS = AUTH_API_PATHS;

/** The login answer; the user may be missing, which the model treats as a failed login (§8). */
const LoginAnswer: LazySchema<LoginAnswer> = async () => {
  const [z, { User }] = await Promise.all([loadZod(), import('../../contract/user')]);
  return z.looseObject({ data: User.nullable().optional(), token: z.string().min(1).optional() });
};
export type LoginAnswer = { data?: User | null; token?: string; [key: string]: unknown };

/** §7: before POST, PUT, PATCH or DELETE in cookie mode — sets the XSRF-TOKEN and session cookies. */
export const fetchCsrfCookieFx = createEffect<void, void, ApiError>(async () => {
  await apiRequestFx({ path: AUTH_PATHS.csrfCookie, schema: anyBody });
});

/** §7 POST the login endpoint with the credentials (plus device_name in token mode). */
export const postLoginFx = createEffect<LoginRequest, LoginAnswer, ApiError>(
  async (credentials) => (await apiRequestFx({ method: 'POST', path: AUTH_PATHS.login, body: credentials, schema: LoginAnswer, withAttribution: true, changesSession: true, expectedStatuses: SHOPPER_ANSWERS.login })) as LoginAnswer,
);

/** §7 GET /users/me: `{data: user}` or the user itself. */
export const fetchCurrentUserFx = createEffect<void, User, ApiError>(async () =>
  userOf((await apiRequestFx({ path: AUTH_PATHS.currentUser, schema: () => import('../../contract/user').then((contract) => contract.CurrentUserResponse) })) as CurrentUserResponse),
);

export const postLogoutFx = createEffect<void, void, ApiError>(async () => {
  await apiRequestFx({ method: 'POST', path: AUTH_PATHS.logout, schema: anyBody, changesSession: true });
});

/** §7 POST v1/users/register: email, password, name, lastname, password_confirmation. */
export const postRegisterFx = createEffect<RegisterRequest, RegisterResponse, ApiError>(
  async (body) => (await apiRequestFx({ method: 'POST', path: AUTH_PATHS.register, body, schema: () => import('../../contract/auth').then((contract) => contract.RegisterResponse), withAttribution: true, changesSession: true, expectedStatuses: SHOPPER_ANSWERS.form })) as RegisterResponse,
);

export const postForgotPasswordFx = createEffect<ForgotPasswordRequest, StatusResponse, ApiError>(
  async (body) => (await apiRequestFx({ method: 'POST', path: AUTH_PATHS.forgotPassword, body, schema: () => import('../../contract/auth').then((contract) => contract.StatusResponse), expectedStatuses: SHOPPER_ANSWERS.form })) as StatusResponse,
);

export const postResetPasswordFx = createEffect<ResetPasswordRequest, StatusResponse, ApiError>(
  async (body) => (await apiRequestFx({ method: 'POST', path: AUTH_PATHS.resetPassword, body, schema: () => import('../../contract/auth').then((contract) => contract.StatusResponse), expectedStatuses: SHOPPER_ANSWERS.form })) as StatusResponse,
);
