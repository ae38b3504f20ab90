import { attach, createEffect, createStore } from 'effector';
import { consoleLogger, createApiClient } from './client';
import type { ApiAnswerReport, ApiLogger, ApiRequest, StreamRequest } from './client';

/**
 * Where API calls go (architecture §5, one origin): the SSR server sets the API's internal address per
 * request scope; the browser sets its page's own origin, which the web server forwards to the API.
 * Never serialized: the internal address means nothing to the browser.
 */
export const $apiBaseUrl = createStore<string>('', { serialize: 'ignore' });

/** Injected, never serialized: the bearer-token getter, the fetch implementation and the logger. */
export const $apiTokenGetter = createStore<() => string | null>(() => null, { serialize: 'ignore' });
export const $apiFetch = createStore<typeof fetch | null>(null, { serialize: 'ignore' });
export const $apiLogger = createStore<ApiLogger>(consoleLogger, { serialize: 'ignore' });
/** Injected by features/attribution once it runs in the browser: the §7 `utm_attribution` object, or null. */
export const $apiUtmAttribution = createStore<unknown>(null, { serialize: 'ignore' });
/** Injected in the browser: told of every answer (the app reports them to the auth model's global handler). */
export const $apiAnswerListener = createStore<((answer: ApiAnswerReport) => void) | null>(null, { serialize: 'ignore' });

/** The scope's client configuration, as the effects below read it. */
type ClientConfig = {
  baseUrl: string;
  getToken: () => string | null;
  fetch: typeof fetch | null;
  logger: ApiLogger;
  onAnswer: ((answer: ApiAnswerReport) => void) | null;
  utmAttribution: unknown;
};

const clientConfigSource = { baseUrl: $apiBaseUrl, getToken: $apiTokenGetter, fetch: $apiFetch, logger: $apiLogger, onAnswer: $apiAnswerListener, utmAttribution: $apiUtmAttribution };

const clientOf = (config: ClientConfig) =>
  createApiClient({
    baseUrl: config.baseUrl,
    getToken: config.getToken,
    fetch: config.fetch ?? undefined,
    logger: config.logger,
    onAnswer: config.onAnswer ?? undefined,
    getUtmAttribution: () => config.utmAttribution,
  });

const requestBaseFx = createEffect(({ config, request }: { config: ClientConfig; request: ApiRequest<unknown> }) => clientOf(config).request(request));

/** The one effect every feature's API edge goes through; it reads the scope's configuration. */
export const apiRequestFx = attach({
  source: clientConfigSource,
  mapParams: (request: ApiRequest<unknown>, config) => ({ config, request }),
  effect: requestBaseFx,
});

const streamBaseFx = createEffect(({ config, request }: { config: ClientConfig; request: StreamRequest }) => clientOf(config).openStream(request));

/** The streamed POST (`openStream`) with the scope's configuration: resolves with the response to read. */
export const apiStreamFx = attach({
  source: clientConfigSource,
  mapParams: (request: StreamRequest, config) => ({ config, request }),
  effect: streamBaseFx,
});
