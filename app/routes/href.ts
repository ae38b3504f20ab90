import { generatePath } from 'react-router-dom';
import type { Locale } from '../../contract';
import { localizePath } from '../i18n/locale';
import { ROUTES } from './table';
import type { RouteId } from './table';

type Segments<Path extends string> = Path extends `${infer Head}/${infer Tail}` ? Segments<Head> | Segments<Tail> : Path;
type RequiredParam<Segment> = Segment extends `:${string}?` ? never : Segment extends `:${infer Name}` ? Name : never;
type OptionalParam<Segment> = Segment extends `:${infer Name}?` ? Name : never;
/** A path's params: `:slug` required, `:segment?` optional. */
type ParamsOf<Path extends string> = { [K in RequiredParam<Segments<Path>>]: string } & { [K in OptionalParam<Segments<Path>>]?: string };

/** Every link of the storefront: the route's path with its params, in the locale's variant (§2). */
export function href<Id extends RouteId>(id: Id, params: ParamsOf<(typeof ROUTES)[Id]['path']>, locale: Locale): string {
  const path = generatePath(ROUTES[id].path as string, params as Record<string, string>);
  return localizePath(path, locale);
}
