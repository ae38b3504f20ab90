import { attach, combine, createEvent, merge, sample } from 'effector';
import type { Effect } from 'effector';
import type { ApiError } from '../../contract';
import { $authMode, fetchCsrfCookieFx } from '../auth';

/**
 * §7: in cookie mode every PUT is preceded by the CSRF cookie call; in token mode it goes straight
 * out. The attached effects keep the caller's params, so `done` still knows what was sent.
 */
export function csrfFirst<P, R>(requestFx: Effect<P, R, ApiError>) {
  const started = createEvent<P>();
  const csrfFx = attach({ effect: fetchCsrfCookieFx, mapParams: (_params: P) => undefined });
  const callFx = attach({ effect: requestFx });

  sample({ clock: started, source: $authMode, filter: (mode) => mode === 'cookie', fn: (_mode, params) => params, target: csrfFx });
  sample({ clock: started, source: $authMode, filter: (mode) => mode === 'token', fn: (_mode, params) => params, target: callFx });
  sample({ clock: csrfFx.done, fn: ({ params }) => params, target: callFx });

  return {
    started,
    done: callFx.done,
    failed: merge([csrfFx.fail, callFx.fail]),
    $pending: combine(csrfFx.pending, callFx.pending, (csrf, call) => csrf || call),
  };
}
