import { createEffect } from 'effector';
import { DEFAULT_BROADCASTING_AUTH_ENDPOINT, SESSION_ID_HEADER } from '../../contract';
import type { ApiError, BroadcastingAuthRequest, BroadcastingAuthResponse } from '../../contract';
import { apiRequestFx } from '../api-client';
import { fetchCsrfCookieFx } from '../auth';
import type { AuthMode } from '../auth';
import type { ChannelAuthorizationHandler } from './client';

export interface ChannelAuthorizationParams {
  socketId: string;
  /** The wire name (`private-checkout.{cartUuid}`). */
  channelName: string;
  /** The cart's guest session (`X-Session-Id`): the api authorises the checkout channel of that session's cart. */
  sessionId: string | null;
  mode: AuthMode;
  /** The page still holds the channel: asked when the request would go out (it may wait out a login or logout). */
  stillWanted?: () => boolean;
}

/**
 * §7 channel authorization: POST /broadcasting/auth with `socket_id` and `channel_name`, through the API client
 * like every other call — `credentials: 'include'`, the bearer token in token mode, `X-XSRF-TOKEN` in cookie mode
 * (after the CSRF cookie call, as every cookie-mode POST, §7) — plus the cart's `X-Session-Id`. pusher-js's own
 * XHR never sends cookies cross-origin (protocols.md §1.11), hence this custom authorizer.
 */
export const authorizeChannelFx = createEffect<ChannelAuthorizationParams, BroadcastingAuthResponse, ApiError>(async ({ socketId, channelName, sessionId, mode, stillWanted }) => {
  if (mode === 'cookie') await fetchCsrfCookieFx();
  const body: BroadcastingAuthRequest = { socket_id: socketId, channel_name: channelName };
  return (await apiRequestFx({
    method: 'POST',
    path: DEFAULT_BROADCASTING_AUTH_ENDPOINT,
    body,
    headers: sessionId ? { [SESSION_ID_HEADER]: sessionId } : {},
    schema: () => import('../../contract/realtime').then((contract) => contract.BroadcastingAuthResponse),
    stillWanted,
  })) as BroadcastingAuthResponse;
});

/** A refused channel authorization: the API's status (403 for a cart that is not this browser's), 0 without an answer. */
export class ChannelAuthorizationError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
  }
}

/** pusher-js's custom handler around an authorizing call: an answer is the signature, any failure an auth error. */
export function channelAuthorizationHandler(
  authorize: (params: { socketId: string; channelName: string }) => Promise<BroadcastingAuthResponse>,
): ChannelAuthorizationHandler {
  return ({ socketId, channelName }, callback) => {
    authorize({ socketId, channelName }).then(
      (answer) => callback(null, answer),
      (error: Partial<ApiError> | undefined) =>
        callback(new ChannelAuthorizationError(typeof error?.status === 'number' ? error.status : 0, error?.message ?? 'Channel authorization failed'), null),
    );
  };
}
