import type { ZodType } from 'zod';
import { loadZod } from '../../features/api-client';
import type { LazySchema } from '../../features/api-client';

/** What a route's params schema is built from: zod and the contract's param schemas. */
const paramSchemas = () =>
  Promise.all([loadZod(), import('../../contract/common'), import('../../contract/queries'), import('../../contract/routes')]).then(
    ([z, { Slug, Uuid }, { SegmentParam }, { RouteParams }]) => ({ z, Slug, Uuid, SegmentParam, RouteParams }),
  );
type ParamSchemas = Awaited<ReturnType<typeof paramSchemas>>;

/**
 * A route's params schema (§8: a failure answers the 404 page), built from zod and the contract's param
 * schemas, which load with the first navigation that checks params (`routeParamsValid`), not with the page.
 */
export const routeParams =
  (build: (schemas: ParamSchemas) => ZodType<Record<string, string>>): LazySchema<Record<string, string>> =>
  async () =>
    build(await paramSchemas());
