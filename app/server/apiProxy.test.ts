import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiForwarder } from './apiProxy';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The web server in front: the API's paths forwarded, anything else a 404 of its own. */
async function webServerFor(apiUrl: string): Promise<string> {
  const forwarder = createApiForwarder({ apiUrl });
  return listen((request, response) => {
    if (!forwarder.handle(request, response)) response.writeHead(404).end();
  });
}

const get = (url: string, method = 'GET') =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = http.request(url, { method, agent: false }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });

describe('the API forwarder', () => {
  it('sends a read again on a new connection when the API closed the kept-alive one just as it was reused', async () => {
    // The API answers the first request of each connection and drops the connection at its second: what a
    // server's keep-alive timeout does when it closes an idle connection as the forwarder picks it again.
    const answered = new WeakMap<object, number>();
    const api = await listen((request, response) => {
      const count = (answered.get(request.socket) ?? 0) + 1;
      answered.set(request.socket, count);
      if (count > 1) return void request.socket.destroy();
      response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(`<svg>${request.url}</svg>`);
    });
    const web = await webServerFor(api);

    expect(await get(`${web}/media/segments/moda-homem.svg`)).toEqual({ status: 200, body: '<svg>/media/segments/moda-homem.svg</svg>' });
    expect(await get(`${web}/media/segments/moda-mulher.svg`)).toEqual({ status: 200, body: '<svg>/media/segments/moda-mulher.svg</svg>' });
  });

  it('never sends a write twice: a dropped POST answers 502', async () => {
    let posts = 0;
    const api = await listen((request, response) => {
      if (request.method === 'POST') {
        posts++;
        return void request.socket.destroy();
      }
      response.writeHead(200).end('ok');
    });
    const web = await webServerFor(api);

    expect((await get(`${web}/v1/ping`)).status).toBe(200);
    expect((await get(`${web}/v1/carts`, 'POST')).status).toBe(502);
    expect(posts).toBe(1);
  });
});
