import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_TIMELINE_LIMIT, REALTIME_TIMELINE_PATH } from '../../contract/realtime';
import { realtimePlugin } from './index';
import { APP } from './test-support';

/** A query as pusher-js's web runtime builds it: every value base64 of its text (objects as JSON). */
const encoded = (data: Record<string, unknown>) =>
  Object.entries(data)
    .map(([name, value]) => `${name}=${encodeURIComponent(Buffer.from(typeof value === 'object' ? JSON.stringify(value) : String(value)).toString('base64'))}`)
    .join('&');
const events = (count: number) => Array.from({ length: count }, (_, index) => ({ timestamp: 1_764_000_000_000 + index, cid: 1, transport: 'ws', event: 'open' }));

const host = Fastify();
const reports: unknown[] = [];
beforeAll(async () => {
  await host.register(realtimePlugin, {
    app: APP,
    allowedOrigins: '*',
    closeGraceMs: 100,
    logger: { debug: (report) => void reports.push(report), info: () => undefined, warn: () => undefined, error: () => undefined },
  });
  await host.ready();
});
afterAll(() => host.close());

const send = (data: Record<string, unknown>) => host.inject({ method: 'GET', url: `${REALTIME_TIMELINE_PATH}/1?${encoded(data)}` });
const report = (timeline: unknown, key: string = APP.key) => ({ session: 123456, bundle: 1, key, lib: 'js', version: '8.6.0', cluster: 'mt1', features: ['ws'], timeline });

describe('§9: the realtime client timeline goes to the product’s own realtime server', () => {
  it(`takes a report of up to ${REALTIME_TIMELINE_LIMIT} events and answers an empty script (pusher-js's JSONP)`, async () => {
    const answer = await send(report(events(REALTIME_TIMELINE_LIMIT)));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.body).toBe('');
    expect(reports.at(-1)).toEqual({ session: '123456', bundle: 1, events: REALTIME_TIMELINE_LIMIT });
  });

  it('refuses a report above the limit, another app’s key and a malformed timeline', async () => {
    expect((await send(report(events(REALTIME_TIMELINE_LIMIT + 1)))).statusCode).toBe(422);
    const foreign = await send(report(events(1), 'someone-else'));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Unknown app key.' });
    expect((await host.inject({ method: 'GET', url: `${REALTIME_TIMELINE_PATH}/1?key=${Buffer.from(APP.key).toString('base64')}&timeline=%%%` })).statusCode).toBe(422);
  });
});
