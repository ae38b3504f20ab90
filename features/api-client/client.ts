import type { ZodType } from 'zod';
import type { ApiError } from '../../contract';
import { safeParseWithContract } from './schemas';
import { changingSession, withSteadySession } from './sessionGate';
import type { LazySchema } from './schemas';

/** §8: the message of an error whose body could not be parsed. */
export const PARSE_ERROR_MESSAGE = 'Error parsing response';
/** The failure of a request its caller no longer wanted by the time it could go out (`ApiRequest.stillWanted`). */
export const NOT_SENT_MESSAGE = 'No longer wanted: not sent';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface ApiRequest<T> {
  method?: HttpMethod;
  /** Relative to the base URL, with or without a leading slash (`v1/products`, `/users/me`). */
  path: string;
  /** Array values are sent as `name[]=value` (§7). */
  query?: Record<string, QueryValue>;
  body?: unknown;
  /**
   * The contract schema the response body is parsed with at the edge: one loaded with its contract module on
   * first use (`() => import('../../contract/cart').then((contract) => contract.CartResponse)`, what the
   * browser's code uses: its first load then carries no zod), or a schema at hand (server-only code).
   */
  schema: LazySchema<T> | ZodType<T>;
  /** Extra request headers (e.g. the cart's `X-Session-Id`); the client's own headers win over them. */
  headers?: Record<string, string>;
  /** Failure statuses the caller expects and handles (a stored cart the API no longer has: 404): not logged as errors. */
  expectedStatuses?: readonly number[];
  /**
   * §7: the authentication client's requests "can be enriched with a utm_attribution object": when set, a JSON
   * object body goes out with the visitor's `utm_attribution` (tracking_id, attribution_id, session_id,
   * utm_params) once one exists. The API reads it beside any route's own fields (api/http/utm-attribution.ts).
   */
  withAttribution?: boolean;
  /** Cancels the request (a newer one made it stale); a cancelled request is not an error worth logging. */
  signal?: AbortSignal;
  /** Cookie mode: the request replaces the session (login, registration, logout, account deletion): it goes out alone (`./sessionGate`). */
  changesSession?: boolean;
  /**
   * Asked right before the request goes out (after any session change it waited for): false — the page has
   * moved on (a channel left by the logout it waited for) — and it is not sent; it fails with status 0, unlogged.
   */
  stillWanted?: () => boolean;
}

export interface ApiLogger {
  debug(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/** Every answer the API gave (any status), with its body as sent — before the schema strips anything. */
export interface ApiAnswerReport {
  method: HttpMethod;
  path: string;
  status: number;
  data: unknown;
}

export interface ApiClientConfig {
  baseUrl: string;
  /** Told of every answer (the app's global handler: 401, 419, redirectUrl — spec §2, §4). */
  onAnswer?: (answer: ApiAnswerReport) => void;
  /** Returns the bearer token when one exists (token mode); null in cookie mode or for guests. */
  getToken?: () => string | null;
  /**
   * Cookie mode (protocols.md §3.1): the readable `XSRF-TOKEN` cookie's value, URL-decoded, sent back
   * as `X-XSRF-TOKEN` on every POST, PUT, PATCH and DELETE. Defaults to reading `document.cookie`.
   */
  getCsrfToken?: () => string | null;
  /** The visitor's §7 `utm_attribution` object, or null before attribution has a tracking id. */
  getUtmAttribution?: () => unknown;
  fetch?: typeof fetch;
  logger?: ApiLogger;
  /** A request that takes longer fails with status 0, so a hung API cannot hang a page. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';

/** The `XSRF-TOKEN` value from a cookie header string, URL-decoded (Laravel encodes `=` as `%3D`). */
export function readXsrfCookie(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== XSRF_COOKIE_NAME) continue;
    try {
      return decodeURIComponent(rest.join('=')) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** In the browser, the document's cookie; on the server there is none (SSR only reads). */
export const documentCsrfToken = (): string | null =>
  readXsrfCookie(typeof document === 'undefined' ? undefined : document.cookie);

export const consoleLogger: ApiLogger = {
  debug: (message, details) => console.debug(message, details ?? ''),
  error: (message, details) => console.error(message, details ?? ''),
};

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).message === 'string' &&
    typeof (value as ApiError).status === 'number' &&
    'data' in value
  );
}

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const url = new URL(path.replace(/^\//, ''), base);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(`${name}[]`, String(item));
    else url.searchParams.set(name, String(value));
  }
  return url.toString();
}

/**
 * The answers a shopper's own input gets, which the forms show (a wrong password, a field the API refused): no
 * fault of the page, so a request expecting them (`expectedStatuses`) does not log them as errors.
 */
export const SHOPPER_ANSWERS = { login: [401, 422], form: [422] } as const;

async function readBody(
  response: Response,
): Promise<{ ok: true; value: unknown } | { ok: false; text: string }> {
  const text = await response.text();
  if (text === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, text };
  }
}

function messageOf(body: unknown, fallback: string): string {
  if (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string'
  ) {
    return (body as { message: string }).message;
  }
  return fallback;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** A JSON object body with the §7 `utm_attribution` object beside its fields; anything else goes as it is. */
function withUtmAttribution(body: unknown, attribution: unknown): unknown {
  if (attribution === null || attribution === undefined || !isPlainObject(body)) return body;
  return { ...body, utm_attribution: attribution };
}

/**
 * §7: every call uses the configured base URL, JSON content and accept headers, X-Requested-With,
 * cookies (credentials: include) and a bearer header when a token exists. Failures reject with the
 * §8 shape `{message, status, data}`; a body that is not JSON or does not match its schema gives
 * 'Error parsing response'.
 */
export function createApiClient(config: ApiClientConfig) {
  const doFetch = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const logger = config.logger ?? consoleLogger;

  /** §7 headers of every call: JSON content, X-Requested-With, the bearer token or, for a write, the XSRF token. */
  function headersFor(method: HttpMethod, extra: Record<string, string> | undefined, accept: string, json: boolean): Record<string, string> {
    const headers: Record<string, string> = {
      ...extra,
      Accept: accept,
      ...(json ? { 'Content-Type': 'application/json' } : {}),
      'X-Requested-With': 'XMLHttpRequest',
    };
    const token = config.getToken?.() ?? null;
    if (token) headers.Authorization = `Bearer ${token}`;
    else if (method !== 'GET') {
      const csrf = (config.getCsrfToken ?? documentCsrfToken)();
      if (csrf) headers['X-XSRF-TOKEN'] = csrf;
    }
    return headers;
  }

  /** Every request keeps clear of a session change (`./sessionGate`); one that makes the change goes alone. */
  function request<T>(req: ApiRequest<T>): Promise<T> {
    if (req.changesSession) return changingSession(() => send(req));
    return withSteadySession(() => {
      if (req.stillWanted?.() === false) return Promise.reject({ message: NOT_SENT_MESSAGE, status: 0, data: null } satisfies ApiError);
      return send(req);
    });
  }

  async function send<T>(req: ApiRequest<T>): Promise<T> {
    const method = req.method ?? 'GET';
    const url = buildUrl(config.baseUrl, req.path, req.query);
    const formData = typeof FormData !== 'undefined' && req.body instanceof FormData ? req.body : null;
    // §7: a PUT with form data goes out as a POST carrying `_method=PUT` (the API honours it); the
    // browser writes the multipart Content-Type itself.
    const sentMethod = formData && method === 'PUT' ? 'POST' : method;
    const sentBody = req.withAttribution ? withUtmAttribution(req.body, config.getUtmAttribution?.() ?? null) : req.body;
    if (formData && method === 'PUT') formData.set('_method', 'PUT');
    const headers = headersFor(method, req.headers, 'application/json', !formData);
    logger.debug(`API ${method} ${url}`);

    let response: Response;
    try {
      response = await doFetch(url, {
        method: sentMethod,
        headers,
        credentials: 'include',
        body: formData ?? (sentBody === undefined ? undefined : JSON.stringify(sentBody)),
        signal: req.signal
          ? AbortSignal.any([req.signal, AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS)])
          : AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : String(cause);
      if (req.signal?.aborted) throw { message, status: 0, data: null } satisfies ApiError;
      logger.error(`API ${method} ${url} failed`, {
        request: { method, url },
        status: 0,
        statusText: '',
        body: message,
      });
      throw { message, status: 0, data: null } satisfies ApiError;
    }

    let body: Awaited<ReturnType<typeof readBody>>;
    try {
      body = await readBody(response);
    } catch (cause) {
      // The body never arrived whole (the page being left aborts it mid-way, the connection dropped):
      // like a request without an answer, status 0 — not an answer that says anything about the resource.
      const message = cause instanceof Error ? cause.message : String(cause);
      if (req.signal?.aborted) throw { message, status: 0, data: null } satisfies ApiError;
      logger.error(`API ${method} ${url} failed`, { request: { method, url }, status: 0, statusText: '', body: message });
      throw { message, status: 0, data: null } satisfies ApiError;
    }
    config.onAnswer?.({ method, path: req.path, status: response.status, data: body.ok ? body.value : body.text });
    if (!response.ok) {
      const data = body.ok ? body.value : body.text;
      if (!req.expectedStatuses?.includes(response.status)) logger.error(`API ${method} ${url} answered ${response.status}`, {
        request: { method, url },
        status: response.status,
        statusText: response.statusText,
        body: data,
      });
      throw {
        message: body.ok
          ? messageOf(body.value, response.statusText || `HTTP ${response.status}`)
          : PARSE_ERROR_MESSAGE,
        status: response.status,
        data,
      } satisfies ApiError;
    }
    if (!body.ok) {
      logger.error(`API ${method} ${url}: unparsable body`, {
        request: { method, url },
        status: response.status,
        body: body.text,
      });
      throw { message: PARSE_ERROR_MESSAGE, status: response.status, data: body.text } satisfies ApiError;
    }
    const parsed = await safeParseWithContract(req.schema, body.value);
    if (!parsed.success) {
      logger.error(`API ${method} ${url}: body does not match the contract`, {
        request: { method, url },
        status: response.status,
        issues: parsed.error.issues.slice(0, 5),
      });
      throw { message: PARSE_ERROR_MESSAGE, status: response.status, data: body.value } satisfies ApiError;
    }
    return parsed.data;
  }

  /**
   * A POST whose answer is read as it arrives (Server-Sent Events): the same headers, cookies and CSRF rules
   * as `request`, asking for `text/event-stream`. Resolves with the response once its headers are in; the
   * caller reads the body. A request that gets no answer rejects with status 0, like `request`.
   */
  function openStream(req: StreamRequest): Promise<Response> {
    return withSteadySession(() => sendStream(req));
  }

  async function sendStream(req: StreamRequest): Promise<Response> {
    const url = buildUrl(config.baseUrl, req.path);
    logger.debug(`API POST ${url} (stream)`);
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: headersFor('POST', req.headers, req.accept ?? 'text/event-stream', true),
        credentials: 'include',
        body: JSON.stringify(req.body),
        signal: req.signal,
      });
      config.onAnswer?.({ method: 'POST', path: req.path, status: response.status, data: null });
      return response;
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : String(cause);
      logger.error(`API POST ${url} failed`, { request: { method: 'POST', url }, status: 0, statusText: '', body: message });
      throw { message, status: 0, data: null } satisfies ApiError;
    }
  }

  return { request, openStream };
}

export interface StreamRequest {
  path: string;
  body: unknown;
  headers?: Record<string, string>;
  /** `text/event-stream` unless the caller asks for the plain JSON answer. */
  accept?: string;
  signal?: AbortSignal;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** §8 'keep the server message': the message of the error body when the server sent one, else `fallback`. */
export function failureText(error: ApiError, fallback: string): string {
  const data = error?.data;
  if (typeof data !== 'object' || data === null) return fallback;
  const message = (data as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
