import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $realtimeConfig } from '../../features/realtime';
import { fakeApiFetch, json, productList, sampleProducts } from '../test/fakeApi';
import { embeddedState, render } from '../test/render';
import type { SerializedState } from '../shell/state';
import { prepareClient } from '../client/startClient';
import { readWebConfig } from './config';

const API = 'http://api.test:8000';
const catalogue = () => fakeApiFetch(() => json(productList(sampleProducts(2))));

describe('the realtime configuration reaches the browser (§7 live channels)', () => {
  it("PUSHER_APP_KEY defaults to the dev key and REALTIME_URL to the page's own origin (null); bad values stop start-up naming them", () => {
    expect(readWebConfig({ API_URL: 'http://api.example:8000/' }).realtime).toEqual({ appKey: 'storefront-dev-key', url: null });
    expect(readWebConfig({ PUSHER_APP_KEY: 'live-key', REALTIME_URL: 'https://rt.example/' }).realtime).toEqual({ appKey: 'live-key', url: 'https://rt.example' });
    expect(() => readWebConfig({ REALTIME_URL: 'ws://rt.example' })).toThrow('REALTIME_URL must be an absolute http(s) URL');
    expect(() => readWebConfig({ PUSHER_APP_KEY: 'a key' })).toThrow('PUSHER_APP_KEY');
  });

  it("the serialized scope carries the app key and URL; by default the browser connects to its page's origin", async () => {
    const page = async (realtime?: { appKey: string; url: string | null }) => render('/en', { apiUrl: API, fetch: catalogue().fetch, ...(realtime ? { realtime } : {}) });
    const configOf = async (realtime?: { appKey: string; url: string | null }) => fork({ values: embeddedState((await page(realtime)).html).values }).getState($realtimeConfig);
    expect(await configOf()).toEqual({ appKey: 'storefront-dev-key', url: '' });
    const app = await prepareClient(embeddedState((await page()).html) as SerializedState, '/en', undefined, 'http://127.0.0.1:3000');
    expect(app.scope.getState($realtimeConfig)).toEqual({ appKey: 'storefront-dev-key', url: 'http://127.0.0.1:3000' });
    expect(await configOf({ appKey: 'live-key', url: 'https://rt.example' })).toEqual({ appKey: 'live-key', url: 'https://rt.example' });
  });

  it("the CSP lets the page open the realtime server's WebSocket (ws on http, wss on https) and nothing else new", async () => {
    const page = await render('/', { apiUrl: API, fetch: catalogue().fetch, realtime: { appKey: 'k', url: 'https://rt.example' } });
    const connect = (page.headers['Content-Security-Policy'] ?? '').split(';').find((d) => d.trim().startsWith('connect-src'))?.trim();
    expect(connect).toBe(`connect-src 'self' ${API} ws://rt.example wss://rt.example`);
  });
});
