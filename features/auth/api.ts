import { createEffect } from 'effector';
import { z } from 'zod';
import { AUTH_API_PATHS, CurrentUserResponse, RegisterResponse, StatusResponse, User, userOf } from '../../contract';
import type { ApiError, ForgotPasswordRequest, LoginRequest, RegisterRequest, ResetPasswordRequest } from '../../contract';
import { apiRequestFx } from '../api-client';

/** Issue 4 fixes the "configured" endpoints of §7; every auth path comes from the contract (`AUTH_API_PATHS`). */
export const AUTH_PATHS = AUTH_API_PATHS;

/** 204 answers carry no body; the client reads an empty body as null. */
const NoContent = z.unknown();
/** The login answer; the user may be missing, which the model treats as a failed login (§8). */
const LoginAnswer = z.looseObject({ data: User.nullable().optional(), token: z.string().min(1).optional() });
export type LoginAnswer = z.infer<typeof LoginAnswer>;

/** §7: before POST, PUT, PATCH or DELETE in cookie mode — sets the XSRF-TOKEN and session cookies. */
export const fetchCsrfCookieFx = createEffect<void, void, ApiError>(async () => {
  await apiRequestFx({ path: AUTH_PATHS.csrfCookie, schema: NoContent });
});

/** §7 POST the login endpoint with the credentials (plus device_name in token mode). */
export const postLoginFx = createEffect<LoginRequest, LoginAnswer, ApiError>(
  async (credentials) => (await apiRequestFx({ method: 'POST', path: AUTH_PATHS.login, body: credentials, schema: LoginAnswer })) as LoginAnswer,
);

/** §7 GET /users/me: `{data: user}` or the user itself. */
export const fetchCurrentUserFx = createEffect<void, User, ApiError>(async () =>
  userOf((await apiRequestFx({ path: AUTH_PATHS.currentUser, schema: CurrentUserResponse })) as CurrentUserResponse),
);

export const postLogoutFx = createEffect<void, void, ApiError>(async () => {
  await apiRequestFx({ method: 'POST', path: AUTH_PATHS.logout, schema: NoContent });
});

/** §7 POST v1/users/register: email, password, name, lastname, password_confirmation. */
export const postRegisterFx = createEffect<RegisterRequest, RegisterResponse, ApiError>(
  async (body) => (await apiRequestFx({ method: 'POST', path: AUTH_PATHS.register, body, schema: RegisterResponse })) as RegisterResponse,
);

export const postForgotPasswordFx = createEffect<ForgotPasswordRequest, StatusResponse, ApiError>(
  async (body) => (await apiRequestFx({ method: 'POST', path: AUTH_PATHS.forgotPassword, body, schema: StatusResponse })) as StatusResponse,
);

export const postResetPasswordFx = createEffect<ResetPasswordRequest, StatusResponse, ApiError>(
  async (body) => (await apiRequestFx({ method: 'POST', path: AUTH_PATHS.resetPassword, body, schema: StatusResponse })) as StatusResponse,
);
