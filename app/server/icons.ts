import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ICON_PREFIX, ICONS_PATH } from '../../features/icons';

/**
 * §7 icons by name, served by the web server from the product's own icon set (ui/Icon/icons.svg, shipped with
 * it: no network) in the Iconify API's JSON format, so any Iconify-compatible client can read it:
 * `GET /icons/storefront.json?icons=ticket,sparkle` →
 * `{ prefix, icons: { ticket: { body } }, width: 24, height: 24, not_found?: [...] }`.
 * An icon body carries the stroke the sprite gets from its CSS, so it draws the same on its own.
 */
export interface IconSet {
  prefix: string;
  width: number;
  height: number;
  icons: ReadonlyMap<string, string>;
}

const SYMBOL = /<symbol id="([a-z0-9-]+)" viewBox="0 0 24 24">([\s\S]*?)<\/symbol>/g;
const STROKE = '<g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">';

export function iconSetOf(sprite: string): IconSet {
  const icons = new Map<string, string>();
  for (const [, name, body] of sprite.matchAll(SYMBOL)) icons.set(name!, `${STROKE}${body!.trim()}</g>`);
  return { prefix: ICON_PREFIX, width: 24, height: 24, icons };
}

export function iconsAnswer(set: IconSet, requested: string): { prefix: string; icons: Record<string, { body: string }>; width: number; height: number; not_found?: string[] } {
  const names = [...new Set(requested.split(',').map((name) => name.trim()).filter((name) => name !== ''))].slice(0, 100);
  const icons: Record<string, { body: string }> = {};
  const missing: string[] = [];
  for (const name of names) {
    const body = set.icons.get(name);
    if (body) icons[name] = { body };
    else missing.push(name.slice(0, 80));
  }
  return { prefix: set.prefix, icons, width: set.width, height: set.height, ...(missing.length > 0 ? { not_found: missing } : {}) };
}

export async function registerIcons(app: FastifyInstance, options: { root: string }) {
  const set = iconSetOf(await readFile(path.join(options.root, 'ui/Icon/icons.svg'), 'utf8'));
  app.get<{ Params: { file: string }; Querystring: { icons?: unknown } }>(`${ICONS_PATH}/:file`, async (request, reply) => {
    if (request.params.file !== `${set.prefix}.json`) return reply.code(404).type('application/json').send({ message: 'Not Found' });
    const requested = typeof request.query.icons === 'string' ? request.query.icons : '';
    return reply
      .type('application/json; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .header('X-Content-Type-Options', 'nosniff')
      .send(iconsAnswer(set, requested));
  });
}
