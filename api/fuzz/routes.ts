import type { RouteOptions } from 'fastify';
import type { z } from 'zod';

/**
 * The routes the app registers, as the fuzz test sees them: every method of every path (from an
 * onRoute hook, so a new route is fuzzed without touching the test), with the field names its
 * schemas declare — the generator aims most of its values at fields the route reads.
 */
export type FuzzRoute = {
  method: string;
  url: string;
  params: string[];
  bodyFields: FieldTree;
  queryFields: FieldTree;
  /** A value the body and query schemas accept (as far as `exampleOf` can tell), to mutate one field of. */
  bodyExample: unknown;
  queryExample: unknown;
  /** Declared response schemas by status code. */
  responses: Map<number, z.ZodType>;
};

/** Field name → nested fields (an object, or the element of an array of objects). */
export type FieldTree = Map<string, FieldTree>;

type Def = {
  type: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  options?: unknown[];
  left?: unknown;
  right?: unknown;
  element?: unknown;
  getter?: () => unknown;
  format?: string;
  entries?: Record<string, unknown>;
  values?: unknown[];
};

const defOf = (schema: unknown): Def | null => {
  const zod = (schema as { _zod?: { def?: Def } } | null | undefined)?._zod;
  return zod?.def ?? null;
};

/** The object fields a zod 4 schema accepts, through wrappers, pipes, unions and arrays. */
export function fieldsOf(schema: unknown, depth = 0, into: FieldTree = new Map()): FieldTree {
  const def = defOf(schema);
  if (!def || depth > 6) return into;
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape ?? {})) {
        const nested = into.get(key) ?? new Map();
        fieldsOf(value, depth + 1, nested);
        into.set(key, nested);
      }
      return into;
    case 'pipe':
      fieldsOf(def.in, depth + 1, into);
      return fieldsOf(def.out, depth + 1, into);
    case 'union':
      for (const option of def.options ?? []) fieldsOf(option, depth + 1, into);
      return into;
    case 'intersection':
      fieldsOf(def.left, depth + 1, into);
      return fieldsOf(def.right, depth + 1, into);
    case 'array':
      return fieldsOf(def.element, depth + 1, into);
    case 'lazy':
      return fieldsOf(def.getter?.(), depth + 1, into);
    default:
      return def.innerType ? fieldsOf(def.innerType, depth + 1, into) : into;
  }
}

const FORMAT_EXAMPLES: Record<string, string> = {
  email: 'fuzz@example.test',
  uuid: '00000000-0000-4000-8000-000000000000',
  datetime: '2026-12-01T00:00:00+00:00',
  date: '2026-12-01',
  url: 'https://example.test/',
};

/** A plausible valid value of a zod 4 schema (formats, enums, literals; 1 for numbers). */
export function exampleOf(schema: unknown, depth = 0): unknown {
  const def = defOf(schema);
  if (!def || depth > 8) return undefined;
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, value]) => [key, exampleOf(value, depth + 1)]));
    case 'string':
      return FORMAT_EXAMPLES[def.format ?? ''] ?? 'fuzz-value';
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array':
      return [exampleOf(def.element, depth + 1)];
    case 'union':
      return exampleOf(def.options?.[0], depth + 1);
    case 'pipe':
      return exampleOf(def.in, depth + 1);
    case 'intersection':
      return { ...(exampleOf(def.left, depth + 1) as object), ...(exampleOf(def.right, depth + 1) as object) };
    case 'lazy':
      return exampleOf(def.getter?.(), depth + 1);
    case 'record':
      return {};
    default:
      return def.innerType ? exampleOf(def.innerType, depth + 1) : 'fuzz-value';
  }
}

const isZod = (value: unknown): value is z.ZodType => defOf(value) !== null;

/** An onRoute hook filling `routes` (HEAD twins of GET routes are left out: same handler). */
export function routeCollector(routes: FuzzRoute[]): (route: RouteOptions) => void {
  return (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; response?: Record<string, unknown> };
    const responses = new Map<number, z.ZodType>();
    for (const [status, value] of Object.entries(schema.response ?? {})) {
      if (/^\d{3}$/.test(status) && isZod(value)) responses.set(Number(status), value);
    }
    const params = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    for (const method of methods) {
      if (method === 'HEAD' && methods.includes('GET')) continue;
      if (method === 'OPTIONS' || route.url.includes('*')) continue;
      routes.push({
        method,
        url: route.url,
        params,
        bodyFields: fieldsOf(schema.body),
        queryFields: fieldsOf(schema.querystring),
        bodyExample: exampleOf(schema.body),
        queryExample: exampleOf(schema.querystring),
        responses,
      });
    }
  };
}
