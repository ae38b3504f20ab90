import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';

/**
 * One origin (architecture §5): the browser calls the API on the page's own origin and the web server
 * forwards these paths to the API's internal address. Writes are then same-origin wherever the shop is
 * opened (localhost, 127.0.0.1, a LAN name, the public host): first-party cookies, `Sec-Fetch-Site:
 * same-origin`, no CORS. Operator paths (/v1/admin/*, the Pusher HTTP API /apps/*, /health, /ready) are
 * never forwarded; the e-mail outbox /dev/mail only while it is switched on.
 */
const BROWSER_PATHS = /^\/(?:v1|cms|sanctum|users|broadcasting|media)(?:\/|$)|^\/(?:login|logout|forgot-password|reset-password)$/;
const OPERATOR_PATHS = /^\/v1\/admin(?:\/|$)/;
const MAIL_VIEWER_PATHS = /^\/dev\/mail(?:\/|$)/;
/** The §7 realtime WebSocket: `/app/{key}`. */
const REALTIME_PATH = /^\/app\/[^/]+$/;
/** §9 the realtime client's timeline reports (pusher-js's stats, sent to the realtime server, api/realtime/timeline.ts). */
const REALTIME_TIMELINE_PATHS = /^\/timeline\/v2\/jsonp\/\d+$/;

/** Hop-by-hop headers (RFC 9110 §7.6.1) are the connection's, never forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'proxy-authorization', 'proxy-authenticate']);

export interface ApiForwarder {
  /** True when the request was the API's and has been forwarded (the web's own routes never see it). */
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  /** True when the upgrade was the realtime WebSocket's and has been forwarded. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
}

function pathOf(url: string | undefined): string {
  const raw = url ?? '/';
  const mark = raw.indexOf('?');
  return mark < 0 ? raw : raw.slice(0, mark);
}

/** The request's headers for the API: hop-by-hop ones dropped, Host kept, X-Forwarded-For/-Proto/-Host added. */
function forwardedHeaders(request: IncomingMessage, keepUpgrade: boolean): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  const named = new Set(
    String(request.headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase()),
  );
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (!keepUpgrade && (HOP_BY_HOP.has(name) || named.has(name))) continue;
    headers[name] = value;
  }
  const client = request.socket.remoteAddress ?? '';
  const before = request.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = before ? `${String(before)}, ${client}` : client;
  const encrypted = (request.socket as { encrypted?: boolean }).encrypted === true;
  headers['x-forwarded-proto'] ??= encrypted ? 'https' : 'http';
  if (request.headers.host) headers['x-forwarded-host'] ??= request.headers.host;
  return headers;
}

/**
 * How a kept-alive connection fails when the API closed it (its keep-alive timeout) just as the forwarder reused it:
 * the request never reached the API, and Node's documentation has a read sent again on a new connection.
 */
const CLOSED_AT_REUSE = new Set(['ECONNRESET', 'EPIPE']);
/** Reads only: a write is never sent twice. */
const RESENDABLE_METHODS = new Set(['GET', 'HEAD']);

function badGateway(response: ServerResponse) {
  if (response.headersSent) return void response.destroy();
  response.writeHead(502, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify({ message: 'The service is unavailable. Please try again.' }));
}

export function createApiForwarder(options: { apiUrl: string; mailViewer?: boolean }): ApiForwarder {
  const target = new URL(options.apiUrl);
  const client = target.protocol === 'https:' ? https : http;
  const agent = new client.Agent({ keepAlive: true });
  const base = { protocol: target.protocol, hostname: target.hostname, port: target.port || (target.protocol === 'https:' ? 443 : 80) };

  const forwards = (path: string) =>
    (BROWSER_PATHS.test(path) && !OPERATOR_PATHS.test(path)) ||
    REALTIME_TIMELINE_PATHS.test(path) ||
    (options.mailViewer === true && MAIL_VIEWER_PATHS.test(path));

  return {
    handle(request, response) {
      if (!forwards(pathOf(request.url))) return false;
      let abandoned = false;
      const send = (resent: boolean): http.ClientRequest => {
        const outgoing = client.request(
          { ...base, agent, method: request.method, path: request.url, headers: forwardedHeaders(request, false) },
          (answer) => {
            const headers: http.OutgoingHttpHeaders = {};
            for (const [name, value] of Object.entries(answer.headers)) {
              if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
            }
            response.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
            answer.pipe(response);
            answer.on('error', () => response.destroy());
          },
        );
        outgoing.on('error', (error: NodeJS.ErrnoException) => {
          const closedAtReuse = outgoing.reusedSocket && CLOSED_AT_REUSE.has(error.code ?? '');
          if (closedAtReuse && !resent && !abandoned && RESENDABLE_METHODS.has(request.method ?? '') && !response.headersSent) {
            current = send(true);
            current.end();
            return;
          }
          if (!abandoned) console.error(`API proxy: ${request.method} ${pathOf(request.url)} failed (${error.code ?? error.message})`);
          badGateway(response);
        });
        return outgoing;
      };
      let current = send(false);
      // The shopper gave up: the API's work for them stops too.
      response.on('close', () => {
        if (response.writableFinished) return;
        abandoned = true;
        current.destroy();
      });
      request.pipe(current);
      return true;
    },

    upgrade(request, socket, head) {
      if (!REALTIME_PATH.test(pathOf(request.url))) return false;
      socket.on('error', () => undefined);
      const outgoing = client.request({ ...base, method: 'GET', path: request.url, headers: forwardedHeaders(request, true) });
      outgoing.on('upgrade', (answer, upstream, upstreamHead) => {
        upstream.on('error', () => socket.destroy());
        socket.on('error', () => upstream.destroy());
        const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`];
        for (let i = 0; i < answer.rawHeaders.length; i += 2) lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
        socket.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (upstreamHead.length > 0) socket.write(upstreamHead);
        if (head.length > 0) upstream.write(head);
        upstream.pipe(socket);
        socket.pipe(upstream);
        socket.on('close', () => upstream.destroy());
        upstream.on('close', () => socket.destroy());
      });
      // The API refused the upgrade with a plain answer: pass it on and close.
      outgoing.on('response', (answer) => {
        const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`, 'Connection: close', 'Content-Length: 0'];
        socket.end(`${lines.join('\r\n')}\r\n\r\n`);
        answer.resume();
      });
      outgoing.on('error', () => socket.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\nContent-Length: 0\r\n\r\n'));
      outgoing.end();
      return true;
    },
  };
}
