import { createEffect } from 'effector';
import { z } from 'zod';
import { AUTH_API_PATHS, StatusResponse, User } from '../../contract';
import type { ApiError, UpdatePasswordRequest, UpdatePreferencesRequest, UpdateProfileRequest } from '../../contract';
import { apiRequestFx } from '../api-client';

/** The account endpoints answer `{data: user}` like GET /users/me (contract/auth.ts). */
const UserEnvelope = z.object({ data: User });
type UserEnvelope = z.infer<typeof UserEnvelope>;

/** PUT /users/me — name, lastname, e-mail (plus the current password when the e-mail changes). */
export const putProfileFx = createEffect<UpdateProfileRequest, User, ApiError>(
  async (body) => ((await apiRequestFx({ method: 'PUT', path: AUTH_API_PATHS.profile, body, schema: UserEnvelope })) as UserEnvelope).data,
);

/** PUT /users/me/password — answers `{status}`. */
export const putPasswordFx = createEffect<UpdatePasswordRequest, StatusResponse, ApiError>(
  async (body) => (await apiRequestFx({ method: 'PUT', path: AUTH_API_PATHS.password, body, schema: StatusResponse })) as StatusResponse,
);

/** PUT /users/me/preferences — language and newsletter. */
export const putPreferencesFx = createEffect<UpdatePreferencesRequest, User, ApiError>(
  async (body) => ((await apiRequestFx({ method: 'PUT', path: AUTH_API_PATHS.preferences, body, schema: UserEnvelope })) as UserEnvelope).data,
);
