import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { queryOf as signedQueryOf } from '../realtime/http-api';
import type { FieldTree, FuzzRoute } from './routes';

/**
 * Generators of malformed HTTP requests for one route: hostile strings (NUL, lone surrogates,
 * invalid percent-encoding, 5,000 characters, line separators), numbers beyond int4, int8 and
 * doubles, prototype keys, arrays where objects go, malformed JSON, wrong and boundary-less content
 * types, in the path, the query, the body, the headers and the cookies — mixed with real values
 * (ids and slugs of the seeded catalogue, a signed-in session, the admin token, a Pusher signature)
 * so that requests get past the first check and reach the code behind it.
 */

/** A JSON token written as is (`1e999`, `-0`, 2⁵³+1): JSON.stringify cannot produce them. */
export class Raw {
  constructor(readonly text: string) {}
}
type JsonLike = null | boolean | number | string | Raw | JsonLike[] | { [key: string]: JsonLike };

export function toJsonText(value: JsonLike): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Percent-encoding that also writes lone surrogates (as their WTF-8 bytes), which encodeURIComponent refuses. */
export function encodeLoose(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    const isHigh = unit >= 0xd800 && unit <= 0xdbff;
    const isLow = unit >= 0xdc00 && unit <= 0xdfff;
    const paired = isHigh && i + 1 < text.length && text.charCodeAt(i + 1) >= 0xdc00 && text.charCodeAt(i + 1) <= 0xdfff;
    if (paired) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i += 1;
    } else if (isHigh || isLow) {
      out += `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

/** Strings no text column should take, and their neighbours. */
export const HOSTILE_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '\u2028',
  '\u202e',
  '\uffff',
  '\ufeff',
  '💥',
  'ção',
  '',
  ' ',
  '\t',
  '\r\n',
  'a'.repeat(5000),
  'é'.repeat(3000),
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '1e21',
  '1e999',
  '-0',
  '0x10',
  '1.5',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  "' or 1=1--",
  '%',
  '_',
  '\\',
  '../../etc/passwd',
  '<script>',
  '__proto__',
  'constructor',
  'toString',
];

/** Raw URL fragments: invalid or unusual percent-encoding. */
const RAW_URL_PIECES = ['%00', '%ED%A0%80', '%E2%80%A8', '%', '%%', '%zz', '%C0%80', '%FF', '%2e%2e', '..%2F', '%0A', '%0D%0A', '+', '%2B', '%20'];

export const HUGE_NUMBERS: readonly (number | Raw)[] = [
  2147483647,
  2147483648,
  -2147483648,
  -2147483649,
  4294967296,
  2 ** 53,
  new Raw('9007199254740993'),
  new Raw('9223372036854775808'),
  new Raw('99999999999999999999999'),
  1e21,
  -1e21,
  1e308,
  new Raw('1e999'),
  new Raw('-1e999'),
  5e-324,
  new Raw('-0'),
  0,
  -1,
  1,
  0.5,
  1.005,
  123.456789,
];

export type Samples = {
  /** Real values by parameter or field name (uuids, slugs, codes of the seeded data). */
  byName: Record<string, string[]>;
  /** Any real value, for names without their own. */
  any: string[];
};

export type Identity = 'guest' | 'cookie' | 'cookie-no-csrf' | 'bearer' | 'admin' | 'forged';

export type FuzzRequest = {
  method: string;
  url: string;
  identity: Identity;
  headers: Record<string, string>;
  /** Cookies added to the identity's (names and values as sent, already encoded). */
  cookies: [string, string][];
  contentType: string | null;
  payload: string | null;
  /** Pusher HTTP API: sign the final url and body. */
  signPusher: boolean;
};

export type Credentials = {
  cookie: { cookie: string; xsrf: string; origin: string };
  bearer: string;
  adminToken: string;
  pusher: { appId: string; key: string; secret: string };
};

/** What PostgreSQL text cannot hold: drawn more often than the rest. */
const UNSTORABLE = ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy'];
const hostileString = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) }, { weight: 1, arbitrary: fc.constantFrom(...UNSTORABLE) });
const sampleOf = (samples: Samples, name: string, route?: FuzzRoute) => {
  const own = (route && samples.byName[`${route.url}#${name}`]) || samples.byName[name];
  return own && own.length > 0 ? fc.constantFrom(...own) : fc.constantFrom(...samples.any);
};

/** A string for a field or parameter called `name`: mostly hostile, sometimes real, sometimes random. */
const stringFor = (samples: Samples, name: string) =>
  fc.oneof(
    { weight: 5, arbitrary: hostileString },
    { weight: 3, arbitrary: sampleOf(samples, name) },
    { weight: 2, arbitrary: fc.tuple(sampleOf(samples, name), hostileString).map(([a, b]) => a + b) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  );

const leafValue = (samples: Samples, name: string, numeric = false): fc.Arbitrary<JsonLike> =>
  numeric
    ? fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...HUGE_NUMBERS) },
        { weight: 2, arbitrary: stringFor(samples, name) },
        { weight: 1, arbitrary: fc.constantFrom<JsonLike>(null, true, [], {}, [1]) },
      )
    : fc.oneof(
    { weight: 5, arbitrary: stringFor(samples, name) },
    { weight: 4, arbitrary: fc.constantFrom(...HUGE_NUMBERS) },
    { weight: 1, arbitrary: fc.constantFrom<JsonLike>(null, true, false, [], {}, [null], ['x'], [1, 2], { a: 1 }) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double() },
  );

/** An object over the route's fields (a random subset, sometimes with a stray key), nested trees included. */
function objectOf(samples: Samples, fields: FieldTree, depth: number): fc.Arbitrary<{ [key: string]: JsonLike }> {
  const names = [...fields.keys()];
  const valueFor = (name: string): fc.Arbitrary<JsonLike> => {
    const nested = fields.get(name);
    if (nested && nested.size > 0 && depth < 3) {
      return fc.oneof(
        { weight: 3, arbitrary: objectOf(samples, nested, depth + 1) },
        { weight: 3, arbitrary: fc.array(objectOf(samples, nested, depth + 1), { maxLength: 3 }) },
        { weight: 2, arbitrary: leafValue(samples, name) },
      );
    }
    return leafValue(samples, name);
  };
  const known =
    names.length === 0
      ? fc.constant([] as [string, JsonLike][])
      : fc.subarray(names, { minLength: 0 }).chain((chosen) => fc.tuple(...chosen.map((name) => valueFor(name).map((value) => [name, value] as [string, JsonLike]))));
  const stray = fc.oneof(
    { weight: 6, arbitrary: fc.constant([] as [string, JsonLike][]) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom('utm_attribution', '_method', '_token', 'id', 'status', 'constructor', 'toString', '\u0000', '\ud800', 'a'.repeat(300)), leafValue(samples, 'any')).map((pair) => [pair]),
    },
  );
  return fc.tuple(known, stray).map(([a, b]) => Object.fromEntries([...a, ...b]));
}

/** The example with the real samples of its fields' names (a number stays a number). */
function realistic(samples: Samples, value: unknown, name: string, depth = 0): fc.Arbitrary<JsonLike> {
  if (Array.isArray(value)) return fc.tuple(...value.map((item) => realistic(samples, item, name, depth + 1)));
  if (value !== null && typeof value === 'object' && depth < 8) {
    const entries = Object.entries(value);
    return fc.tuple(...entries.map(([key, item]) => realistic(samples, item, key, depth + 1))).map((items) =>
      Object.fromEntries(entries.map(([key], index) => [key, items[index]!])),
    );
  }
  const own = samples.byName[name];
  const example = (value === undefined ? null : value) as JsonLike;
  if (!own || own.length === 0) return fc.constant(example);
  const typed = typeof value === 'number' ? own.filter((item) => Number.isFinite(Number(item))).map(Number) : own;
  return typed.length > 0 ? fc.constantFrom<JsonLike>(example, ...typed) : fc.constant(example);
}

type Path = string[];
function pathsOf(value: JsonLike, prefix: Path = [], out: Path[] = []): Path[] {
  if (value !== null && typeof value === 'object' && !(value instanceof Raw)) {
    for (const [key, item] of Object.entries(value)) {
      out.push([...prefix, key]);
      pathsOf(item, [...prefix, key], out);
    }
  }
  return out;
}

function setAt(value: JsonLike, path: Path, leaf: JsonLike | undefined): JsonLike {
  if (path.length === 0) return leaf ?? null;
  if (value === null || typeof value !== 'object' || value instanceof Raw) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const copy: Record<string, JsonLike> | JsonLike[] = Array.isArray(value) ? [...value] : { ...value };
  const next = setAt((copy as Record<string, JsonLike>)[head] ?? null, rest, leaf);
  if (leaf === undefined && rest.length === 0) delete (copy as Record<string, JsonLike>)[head];
  else (copy as Record<string, JsonLike>)[head] = next;
  return copy;
}

/** A valid-looking value with one field made hostile (or left out): it reaches the code behind validation. */
export function mutatedExample(samples: Samples, example: unknown): fc.Arbitrary<JsonLike> {
  return realistic(samples, example, '').chain((value) => {
    const paths = pathsOf(value);
    if (paths.length === 0) return fc.constant(value);
    return fc
      .constantFrom(...paths)
      .chain((path) => {
        const current = path.reduce<JsonLike>((node, key) => (node !== null && typeof node === 'object' && !(node instanceof Raw) ? ((node as Record<string, JsonLike>)[key] ?? null) : null), value);
        const leaf = leafValue(samples, path.at(-1)!, typeof current === 'number');
        return fc.oneof({ weight: 9, arbitrary: leaf }, { weight: 1, arbitrary: fc.constant(undefined) }).map((replacement) => setAt(value, path, replacement));
      });
  });
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,]',
  'nul',
  '{"a":1}}',
  '\u0000',
  '{"a":1,"a":2}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '\ufeff{}',
  "{'a':1}",
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '[]',
  '[{}]',
  '"text"',
  '123',
  'null',
  'true',
  '{"a":1e999}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"a":"' + 'x'.repeat(200_000) + '"}',
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=fuzz',
  'multipart/mixed',
  'application/octet-stream',
  'application/vnd.api+json',
  '*/*',
  'garbage',
  '',
];

type Body = { contentType: string | null; payload: string | null };

function formText(entries: [string, JsonLike][]): string {
  return entries
    .map(([key, value]) => `${encodeLoose(key)}=${typeof value === 'string' ? encodeLoose(value) : encodeLoose(toJsonText(value))}`)
    .join('&');
}

function multipartText(boundary: string, entries: [string, JsonLike][]): string {
  const parts = entries.map(
    ([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key.replaceAll('"', '')}"\r\n\r\n${typeof value === 'string' ? value : toJsonText(value)}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}

function bodyOf(samples: Samples, route: FuzzRoute): fc.Arbitrary<Body> {
  const object = objectOf(samples, route.bodyFields, 0);
  const flatEntries = object.map((value) =>
    Object.entries(value).flatMap(([key, item]): [string, JsonLike][] =>
      item !== null && typeof item === 'object' && !(item instanceof Raw) && !Array.isArray(item)
        ? Object.entries(item).map(([inner, leaf]) => [`${key}[${inner}]`, leaf] as [string, JsonLike])
        : [[key, item]],
    ),
  );
  return fc.oneof(
    { weight: 10, arbitrary: mutatedExample(samples, route.bodyExample ?? {}).map((value) => ({ contentType: 'application/json', payload: toJsonText(value) })) },
    { weight: 6, arbitrary: object.map((value) => ({ contentType: 'application/json', payload: toJsonText(value) })) },
    { weight: 2, arbitrary: fc.array(object, { maxLength: 2 }).map((value) => ({ contentType: 'application/json', payload: toJsonText(value) })) },
    { weight: 3, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((payload) => ({ contentType: 'application/json', payload })) },
    { weight: 2, arbitrary: flatEntries.map((entries) => ({ contentType: 'application/x-www-form-urlencoded', payload: formText(entries) })) },
    {
      weight: 2,
      arbitrary: flatEntries.map((entries) => ({ contentType: 'multipart/form-data; boundary=fuzzboundary', payload: multipartText('fuzzboundary', entries) })),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...CONTENT_TYPES), fc.oneof(object.map(toJsonText), fc.constantFrom(...MALFORMED_JSON), flatEntries.map(formText)))
        .map(([contentType, payload]) => ({ contentType, payload })),
    },
    { weight: 2, arbitrary: fc.constantFrom<Body>({ contentType: null, payload: null }, { contentType: 'application/json', payload: '' }, { contentType: 'multipart/form-data', payload: '' }) },
  );
}

function pathOf(samples: Samples, route: FuzzRoute): fc.Arbitrary<string> {
  if (route.params.length === 0) return fc.constant(route.url);
  const segment = (name: string) =>
    fc.oneof(
      { weight: 6, arbitrary: sampleOf(samples, name, route).map(encodeLoose) },
      { weight: 3, arbitrary: stringFor(samples, name).map(encodeLoose) },
      { weight: 2, arbitrary: fc.tuple(sampleOf(samples, name), fc.constantFrom(...RAW_URL_PIECES)).map(([a, b]) => encodeLoose(a) + b) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PIECES) },
    );
  return fc.tuple(...route.params.map(segment)).map((values) => {
    let url = route.url;
    route.params.forEach((name, index) => {
      url = url.replace(`:${name}`, values[index] || 'x');
    });
    return url;
  });
}

const GENERIC_QUERY_KEYS = ['locale', 'page', 'per_page', 'q', 'sort', 'order', 'w', 'tracking_id', 'attribute_color', 'attribute_size', 'utm_source', 'gclid', 'next'];

function queryOf(samples: Samples, route: FuzzRoute): fc.Arbitrary<string> {
  const keys = [...new Set([...route.queryFields.keys(), ...GENERIC_QUERY_KEYS])];
  const key = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...keys) },
    { weight: 1, arbitrary: fc.constantFrom(...keys).map((name) => `${name}[]`) },
    { weight: 1, arbitrary: fc.constantFrom(...keys).map((name) => `${name}[a]`) },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor[prototype][x]', '%00', '%ED%A0%80', 'a'.repeat(500)) },
  );
  const pair = fc.tuple(key, fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...UNSTORABLE) },
    { weight: 3, arbitrary: fc.string().chain((name) => stringFor(samples, name)) },
    { weight: 3, arbitrary: fc.constantFrom(...keys).chain((name) => stringFor(samples, name)) },
    { weight: 2, arbitrary: fc.constantFrom(...HUGE_NUMBERS).map((value) => (value instanceof Raw ? value.text : String(value))) },
  ), fc.constantFrom(...RAW_URL_PIECES, '', '', '', '', '', '', '')).map(([name, value, raw]) => `${encodeLoose(name).replaceAll('%5B', '[').replaceAll('%5D', ']')}=${encodeLoose(value)}${raw}`);
  const fromExample = mutatedExample(samples, route.queryExample ?? {}).map((value) =>
    value !== null && typeof value === 'object' && !(value instanceof Raw)
      ? Object.entries(value)
          .filter(([, item]) => item !== null)
          .map(([name, item]) => `${encodeLoose(name)}=${encodeLoose(typeof item === 'string' ? item : toJsonText(item))}`)
      : [],
  );
  const pairs = fc.array(pair, { maxLength: 5 });
  return (route.queryFields.size > 0 ? fc.oneof(pairs, fromExample) : pairs).map((pairs) => (pairs.length === 0 ? '' : `?${pairs.join('&')}`));
}

/** Header values a real HTTP parser passes on: visible latin-1 and obs-text, no control characters. */
const headerText = (samples: Samples, name: string) =>
  fc.oneof(
    sampleOf(samples, name),
    stringFor(samples, name).map((value) => encodeLoose(value)),
    fc.constantFrom('', ' ', 'é', '\u00ff\u00fe', 'a'.repeat(5000), '%00', '%ED%A0%80', 'Bearer ', 'Bearer x|y', 'Bearer 1|' + 'a'.repeat(48), 'null', '*', '2147483648'),
  );

const FUZZ_HEADERS = [
  'x-session-id',
  'x-tracking-id',
  'x-xsrf-token',
  'x-csrf-token',
  'authorization',
  'accept-language',
  'origin',
  'referer',
  'sec-fetch-site',
  'x-request-id',
  'accept',
  'x-forwarded-for',
  'x-requested-with',
  'content-encoding',
  'x-http-method-override',
];
const FUZZ_COOKIES = ['storefront_session', 'XSRF-TOKEN', 'utm_tracking_id', 'i18n_locale', '__proto__', 'constructor', 'a'];

export function requestFor(samples: Samples, route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  const isAdmin = route.url.startsWith('/v1/admin');
  const isPusher = route.url.startsWith('/apps/');
  const identity = fc.constantFrom<Identity>(
    ...(isAdmin ? (['admin', 'admin', 'admin', 'guest', 'forged'] as const) : (['guest', 'guest', 'cookie', 'cookie', 'cookie-no-csrf', 'bearer', 'bearer', 'forged'] as const)),
  );
  const headers = fc
    .array(fc.constantFrom(...FUZZ_HEADERS).chain((name) => headerText(samples, name).map((value) => [name, value] as [string, string])), { maxLength: 3 })
    .map((pairs) => Object.fromEntries(pairs));
  const cookies = fc.array(
    fc.tuple(fc.constantFrom(...FUZZ_COOKIES), headerText(samples, 'cookie')),
    { maxLength: 2 },
  );
  return fc
    .record({
      path: pathOf(samples, route),
      query: queryOf(samples, route),
      identity,
      headers,
      cookies,
      body: route.method === 'GET' || route.method === 'HEAD' ? fc.oneof({ weight: 9, arbitrary: fc.constant<Body>({ contentType: null, payload: null }) }, { weight: 1, arbitrary: bodyOf(samples, route) }) : bodyOf(samples, route),
      signPusher: isPusher ? fc.boolean() : fc.constant(false),
    })
    .map(({ path, query, identity: who, headers: extra, cookies: jar, body, signPusher }) => ({
      method: route.method,
      url: path + query,
      identity: who,
      headers: extra,
      cookies: jar,
      contentType: body.contentType,
      payload: body.payload,
      signPusher,
    }));
}

/** Adds the Pusher HTTP API signature (protocols.md §1.13) for `pusher` to a url and body. */
export function signPusherUrl(method: string, url: string, body: string, pusher: Credentials['pusher'], now: Date): string {
  let parsed: ReturnType<typeof signedQueryOf>;
  try {
    parsed = signedQueryOf(url);
  } catch {
    // A query that does not decode cannot be signed: it goes as it is, and the API refuses it.
    return url;
  }
  const { path, params } = parsed;
  params.set('auth_key', pusher.key);
  params.set('auth_timestamp', String(Math.floor(now.getTime() / 1000)));
  params.set('auth_version', '1.0');
  if (body !== '') params.set('body_md5', createHash('md5').update(body).digest('hex'));
  params.delete('auth_signature');
  const sorted = [...params.keys()].sort().map((key) => `${key}=${params.get(key)}`).join('&');
  const signature = createHmac('sha256', pusher.secret).update(`${method}\n${path}\n${sorted}`).digest('hex');
  const query = [...params.entries()].map(([key, value]) => `${encodeLoose(key)}=${encodeLoose(value)}`).join('&');
  return `${path}?${query}&auth_signature=${signature}`;
}

/** What app.inject needs for `request` sent as `identity`. */
export function injectOptionsOf(request: FuzzRequest, credentials: Credentials, now: Date) {
  const headers: Record<string, string> = {};
  const jar: string[] = [];
  switch (request.identity) {
    case 'cookie':
      jar.push(credentials.cookie.cookie);
      headers.origin = credentials.cookie.origin;
      headers['x-xsrf-token'] = credentials.cookie.xsrf;
      break;
    case 'cookie-no-csrf':
      jar.push(credentials.cookie.cookie);
      headers.origin = credentials.cookie.origin;
      break;
    case 'bearer':
      headers.authorization = `Bearer ${credentials.bearer}`;
      break;
    case 'admin':
      headers.authorization = `Bearer ${credentials.adminToken}`;
      break;
    case 'forged':
      headers.authorization = `Bearer ${credentials.bearer.slice(0, -1)}x`;
      jar.push(credentials.cookie.cookie.replace(/=[^;]*/, '=forged'));
      break;
    case 'guest':
      break;
  }
  Object.assign(headers, request.headers);
  for (const [name, value] of request.cookies) jar.push(`${name}=${value}`);
  if (jar.length > 0) headers.cookie = jar.join('; ');
  if (request.contentType !== null) headers['content-type'] = request.contentType;
  const payload = request.payload ?? undefined;
  const url = request.signPusher ? signPusherUrl(request.method, request.url, payload ?? '', credentials.pusher, now) : request.url;
  return { method: request.method, url, headers, payload };
}

/** A request as a curl command line, for the failure report. */
export function curlOf(options: { method: string; url: string; headers: Record<string, string>; payload: string | undefined }): string {
  const quote = (text: string) => `'${(text.length > 2000 ? `${text.slice(0, 2000)}…(${text.length} chars)` : text).replaceAll("'", "'\\''")}'`;
  const parts = [`curl -X ${options.method} ${quote(`http://127.0.0.1:8000${options.url}`)}`];
  for (const [name, value] of Object.entries(options.headers)) parts.push(`-H ${quote(`${name}: ${value}`)}`);
  if (options.payload !== undefined) parts.push(`--data-raw ${JSON.stringify(options.payload.length > 2000 ? `${options.payload.slice(0, 2000)}…` : options.payload)}`);
  return parts.join(' ');
}
