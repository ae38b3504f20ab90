import { generatePath } from 'react-router-dom';
import type { PathParam } from 'react-router-dom';
import type { Locale } from '../../contract';
import { localizePath } from '../i18n/locale';
import { ROUTES } from './table';
import type { RouteId } from './table';

type ParamsOf<Path extends string> = { [K in PathParam<Path>]: string };

/** Every link of the storefront: the route's path with its params, in the locale's variant (§2). */
export function href<Id extends RouteId>(id: Id, params: ParamsOf<(typeof ROUTES)[Id]['path']>, locale: Locale): string {
  const path = generatePath(ROUTES[id].path as string, params as Record<string, string>);
  return localizePath(path, locale);
}
