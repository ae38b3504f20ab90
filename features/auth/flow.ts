import { attach, combine, createEvent, merge, sample } from 'effector';
import type { Effect, Store } from 'effector';
import type { ApiError } from '../../contract';
import { fetchCsrfCookieFx } from './api';

export const AUTH_MODES = ['cookie', 'token'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

/**
 * §7: in cookie mode every POST is preceded by the CSRF cookie call; in token mode it goes straight
 * out. The attached effects keep the caller's params, so `done` still knows what was sent.
 */
export function csrfFirst<P, R>($mode: Store<AuthMode>, requestFx: Effect<P, R, ApiError>) {
  const started = createEvent<P>();
  const csrfFx = attach({ effect: fetchCsrfCookieFx, mapParams: (_params: P) => undefined });
  const callFx = attach({ effect: requestFx });

  sample({ clock: started, source: $mode, filter: (mode) => mode === 'cookie', fn: (_mode, params) => params, target: csrfFx });
  sample({ clock: started, source: $mode, filter: (mode) => mode === 'token', fn: (_mode, params) => params, target: callFx });
  sample({ clock: csrfFx.done, fn: ({ params }) => params, target: callFx });

  return {
    started,
    done: callFx.done,
    failed: merge([csrfFx.fail, callFx.fail]),
    $pending: combine(csrfFx.pending, callFx.pending, (csrf, call) => csrf || call),
  };
}

export type FlowFailure<P> = { params: P; error: ApiError };
