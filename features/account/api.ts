import { createEffect } from 'effector';
import { AUTH_API_PATHS } from '../../contract/constants';
import type { ApiError, StatusResponse, UpdatePasswordRequest, UpdatePreferencesRequest, UpdateProfileRequest, User } from '../../contract';
import { apiRequestFx, loadZod, SHOPPER_ANSWERS } from '../api-client';
import type { LazySchema } from '../api-client';

/** The account endpoints answer `{data: user}` like GET /users/me (contract/auth.ts). */
const UserEnvelope: LazySchema<UserEnvelope> = async () => {
  const [z, { User }] = await Promise.all([loadZod(), import('../../contract/user')]);
  return z.object({ data: User });
};
type UserEnvelope = { data: User };

/** PUT /users/me — name, lastname, e-mail (plus the current password when the e-mail changes). */
export const putProfileFx = createEffect<UpdateProfileRequest, User, ApiError>(
  async (body) => ((await apiRequestFx({ method: 'PUT', path: AUTH_API_PATHS.profile, body, schema: UserEnvelope, expectedStatuses: SHOPPER_ANSWERS.form })) as UserEnvelope).data,
);

/** PUT /users/me/password — answers `{status}`. */
export const putPasswordFx = createEffect<UpdatePasswordRequest, StatusResponse, ApiError>(
  async (body) => (await apiRequestFx({ method: 'PUT', path: AUTH_API_PATHS.password, body, schema: () => import('../../contract/auth').then((contract) => contract.StatusResponse), expectedStatuses: SHOPPER_ANSWERS.form })) as StatusResponse,
);

/** PUT /users/me/preferences — language and newsletter. */
export const putPreferencesFx = createEffect<UpdatePreferencesRequest, User, ApiError>(
  async (body) => ((await apiRequestFx({ method: 'PUT', path: AUTH_API_PATHS.preferences, body, schema: UserEnvelope })) as UserEnvelope).data,
);
