/**
 * bench/realtime.ts's publisher, in a worker thread of its own so that publishing (the `pusher` SDK's
 * HTTP request, md5 and HMAC for our server; a ws send for the bare one) does not take CPU from the
 * thread that counts receipts. Each `{ round }` message publishes one event and is answered with
 * `{ round, error? }` once the publish is done (our server: the HTTP API answered).
 */
import { Agent } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import Pusher from 'pusher';
import WebSocket from 'ws';

export type PublisherData = {
  mode: 'ours' | 'bare';
  port: number;
  wsUrl: string;
  app: { id: string; key: string; secret: string };
  channel: string;
  pad: string;
};

const data = workerData as PublisherData;
const payload = (round: number) => ({ id: round, slug: 'bench', pad: data.pad });

let publish: (round: number) => Promise<void>;
if (data.mode === 'ours') {
  const sdk = new Pusher({
    appId: data.app.id,
    key: data.app.key,
    secret: data.app.secret,
    host: '127.0.0.1',
    port: String(data.port),
    useTLS: false,
    agent: new Agent({ keepAlive: true, maxSockets: 64 }),
  });
  publish = async (round) => {
    await sdk.trigger(data.channel, `r${round}`, payload(round));
  };
} else {
  // The frame our server would deliver for the same publish, sent to the bare server by one more socket.
  const ws = new WebSocket(data.wsUrl, { perMessageDeflate: false });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  publish = async (round) => {
    ws.send(`{"event":"r${round}","channel":${JSON.stringify(data.channel)},"data":${JSON.stringify(JSON.stringify(payload(round)))}}`);
  };
}

parentPort!.on('message', (message: { round: number }) => {
  publish(message.round).then(
    () => parentPort!.postMessage({ round: message.round }),
    (error: unknown) => parentPort!.postMessage({ round: message.round, error: String(error) }),
  );
});
parentPort!.postMessage({ ready: true });
