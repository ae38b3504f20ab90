import type { Locale } from '../../contract';

/** The id of the JSON script that carries `serialize(scope)` and the public config to the browser. */
export const STATE_SCRIPT_ID = '__STOREFRONT_STATE__';

export interface SerializedState {
  locale: Locale;
  /** `serialize(scope)` after the route's `opened` event settled. */
  values: Record<string, unknown>;
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON safe inside <script>: no `</script>`, no HTML comment or line-separator surprises. */
export function serializeState(state: SerializedState): string {
  return JSON.stringify(state).replace(UNSAFE_IN_SCRIPT, (char) => ESCAPES[char] ?? char);
}
