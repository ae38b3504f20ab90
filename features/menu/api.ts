import { attach, createEffect } from 'effector';
import type { ApiError, CmsMenu, Locale, MenuResponse } from '../../contract';
import { $apiBaseUrl, $apiFetch, apiRequestFx, buildUrl, DEFAULT_TIMEOUT_MS, PARSE_ERROR_MESSAGE } from '../api-client';

const MENU_PATH = 'cms/v1/menu';

/** §7 GET /cms/v1/menu: success and the list of menus, parsed with the contract. */
export const fetchMenuFx = createEffect<void, MenuResponse, ApiError>(
  async () => (await apiRequestFx({ path: MENU_PATH, schema: () => import('../../contract/menu').then((contract) => contract.MenuResponse) })) as MenuResponse,
);

/**
 * The web server's menu panels in one language (app/server/menuPanels.ts): the §7 menus, active and sorted,
 * every text resolved to that language — what a panel or the menu sheet shows once opened.
 */
export function menuPanelsPath(locale: Locale): string {
  return `menu/${locale}.json`;
}

/** The answer of `menuPanelsPath`. */
export interface MenuPanelsAnswer {
  menus: CmsMenu[];
}

const fetchPanelsBaseFx = createEffect(async ({ baseUrl, fetch: fetchFn, locale }: { baseUrl: string; fetch: typeof fetch | null; locale: Locale }) => {
  // The page's own server made this answer from a menu it validated with the contract: read as it is, so
  // opening a menu never waits for the contract's schemas.
  const response = await (fetchFn ?? fetch)(buildUrl(baseUrl, menuPanelsPath(locale)), {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
  });
  if (!response.ok) throw { message: response.statusText, status: response.status, data: null } satisfies ApiError;
  const body = (await response.json()) as Partial<MenuPanelsAnswer> | null;
  if (!Array.isArray(body?.menus)) throw { message: PARSE_ERROR_MESSAGE, status: response.status, data: null } satisfies ApiError;
  return body.menus;
});

/** The menu panels of `locale`, from the page's own origin. */
export const fetchMenuPanelsFx = attach({
  source: { baseUrl: $apiBaseUrl, fetch: $apiFetch },
  mapParams: (locale: Locale, { baseUrl, fetch }) => ({ baseUrl, fetch, locale }),
  effect: fetchPanelsBaseFx,
});
