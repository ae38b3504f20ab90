import type { Locale } from '../../contract';

/** The id of the JSON script that carries `serialize(scope)` and the public config to the browser. */
export const STATE_SCRIPT_ID = '__STOREFRONT_STATE__';

export interface SerializedState {
  locale: Locale;
  /** `serialize(scope)` after the route's `opened` event settled. */
  values: Record<string, unknown>;
}

/** JSON safe inside <script>: no `</script>`, no HTML comment or line-separator surprises. */
export function serializeState(state: SerializedState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
