/**
 * One realtime node for the Redis tests (run as a child process): starts on a free port with
 * REDIS_URL and TEST_REDIS_PREFIX, prints `{"port":N}` on one line, closes gracefully on SIGTERM.
 */
import { startRealtime } from './index';

/** The same app as test-support.ts's APP (not imported: this process loads no client library). */
const APP = { id: '4242', key: 'test-key', secret: 'test-secret' };

const running = await startRealtime({
  app: APP,
  allowedOrigins: '*',
  port: 0,
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  redisPrefix: process.env.TEST_REDIS_PREFIX ?? 'realtime-test:',
  redisHeartbeatMs: Number(process.env.TEST_REDIS_HEARTBEAT_MS ?? 200),
  closeGraceMs: 200,
});
process.stdout.write(`${JSON.stringify({ port: running.port, nodeId: running.nodeId })}\n`);
process.on('SIGTERM', () => {
  running.close().then(() => process.exit(0), () => process.exit(1));
});
