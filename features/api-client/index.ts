export {
  createApiClient,
  buildUrl,
  isApiError,
  consoleLogger,
  failureText,
  PARSE_ERROR_MESSAGE,
  NOT_SENT_MESSAGE,
  DEFAULT_TIMEOUT_MS,
  SHOPPER_ANSWERS,
} from './client';
export type { ApiAnswerReport, ApiClient, ApiClientConfig, ApiLogger, ApiRequest, HttpMethod, QueryValue, StreamRequest } from './client';
export { $apiBaseUrl, $apiTokenGetter, $apiFetch, $apiLogger, $apiAnswerListener, $apiUtmAttribution, apiRequestFx, apiStreamFx } from './model';
export { anyBody, loadZod, safeParseWithContract } from './schemas';
export type { LazySchema } from './schemas';
