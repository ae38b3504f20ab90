export {
  createApiClient,
  buildUrl,
  isApiError,
  consoleLogger,
  failureText,
  PARSE_ERROR_MESSAGE,
} from './client';
export type { ApiClient, ApiClientConfig, ApiLogger, ApiRequest, HttpMethod, QueryValue } from './client';
export { $apiBaseUrl, $apiTokenGetter, $apiFetch, $apiLogger, apiRequestFx } from './model';
