import { createEffect } from 'effector';
import type { ApiError, MenuResponse } from '../../contract';
import { apiRequestFx } from '../api-client';

const MENU_PATH = 'cms/v1/menu';

/** §7 GET /cms/v1/menu: success and the list of menus, parsed with the contract. */
export const fetchMenuFx = createEffect<void, MenuResponse, ApiError>(
  async () => (await apiRequestFx({ path: MENU_PATH, schema: (contract) => contract.MenuResponse })) as MenuResponse,
);
