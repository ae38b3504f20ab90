import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../../ui/Icon/names';
import { iconSetOf, registerIcons } from './icons';

describe('§7 the product’s own Iconify-compatible icon endpoint', () => {
  it('holds every interface icon of the sprite, drawn on its own', () => {
    const set = iconSetOf(readFileSync('ui/Icon/icons.svg', 'utf8'));
    expect([...set.icons.keys()].sort()).toEqual([...ICON_NAMES].sort());
    expect(set.icons.get('ticket')).toMatch(/^<g fill="none" stroke="currentColor"[^>]*><path /);
  });

  it('answers the Iconify JSON format, naming what it does not have; another set is a 404', async () => {
    const app = Fastify();
    await registerIcons(app, { root: process.cwd() });
    const answer = await app.inject({ url: '/icons/storefront.json?icons=ticket,sparkle,unknown' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const body = answer.json() as { prefix: string; icons: Record<string, { body: string }>; width: number; height: number; not_found: string[] };
    expect(body.prefix).toBe('storefront');
    expect(Object.keys(body.icons)).toEqual(['ticket', 'sparkle']);
    expect(body).toMatchObject({ width: 24, height: 24, not_found: ['unknown'] });
    expect((await app.inject({ url: '/icons/mdi.json?icons=home' })).statusCode).toBe(404);
  });
});
