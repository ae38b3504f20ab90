import type { Locale } from '../../contract';

/** The id of the JSON script that carries `serialize(scope)` and the public config to the browser. */
export const STATE_SCRIPT_ID = '__STOREFRONT_STATE__';

export interface SerializedState {
  locale: Locale;
  /** `serialize(scope)` after the route's `opened` event settled. */
  values: Record<string, unknown>;
}

/** What could end the script or be read as a line break inside it, with its JSON escape. */
const ESCAPES: [string, string][] = [
  ['<', '\\u003c'],
  ['>', '\\u003e'],
  ['&', '\\u0026'],
  ['\u2028', '\\u2028'],
  ['\u2029', '\\u2029'],
];

/**
 * JSON safe inside <script>: no `</script>`, no HTML comment or line-separator surprises. Each character
 * is looked for, then replaced, on its own: half the time of one regular expression with a callback
 * over a 100–200 KB state, on every page the server renders.
 */
export function serializeState(state: SerializedState): string {
  let json = JSON.stringify(state);
  for (const [char, escaped] of ESCAPES) if (json.includes(char)) json = json.replaceAll(char, escaped);
  return json;
}
