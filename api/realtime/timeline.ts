import type { FastifyInstance } from 'fastify';
import { REALTIME_TIMELINE_LIMIT, REALTIME_TIMELINE_PATH } from '../../contract/realtime';

/**
 * §9: the realtime client's timeline (connection events, at most 50 a report, every 60 s) comes here, to the
 * product's own server, never to Pusher's stats host. pusher-js sends it as a JSONP script request
 * (`GET {statsHost}/timeline/v2/jsonp/{n}?session=…&key=…&timeline=…`, each value base64 of its text or JSON);
 * the answer is an empty script, so no global receiver is needed (the script's load event is its success).
 */
export interface TimelineReport {
  session: string;
  bundle: number;
  events: unknown[];
}

/** One query value as pusher-js encodes it: base64 of a UTF-8 string; null when absent or not base64. */
function decoded(value: unknown): string | null {
  if (typeof value !== 'string' || value === '' || value.length > 200_000 || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return null;
  return Buffer.from(value, 'base64').toString('utf8');
}

export type TimelineReading = { ok: true; report: TimelineReport } | { ok: false; status: 404 | 422; message: string };

/** Reads a report for the app `appKey`: the wrong key is 404 (as the socket's unknown key), a bad report 422. */
export function readTimelineReport(query: Record<string, unknown>, appKey: string): TimelineReading {
  if (decoded(query.key) !== appKey) return { ok: false, status: 404, message: 'Unknown app key.' };
  let events: unknown;
  try {
    events = JSON.parse(decoded(query.timeline) ?? 'null');
  } catch {
    events = null;
  }
  if (!Array.isArray(events)) return { ok: false, status: 422, message: 'The timeline must be a list of events.' };
  if (events.length > REALTIME_TIMELINE_LIMIT) return { ok: false, status: 422, message: `A timeline report holds at most ${REALTIME_TIMELINE_LIMIT} events.` };
  const bundle = Number(decoded(query.bundle));
  return { ok: true, report: { session: (decoded(query.session) ?? '').slice(0, 40), bundle: Number.isSafeInteger(bundle) ? bundle : 0, events } };
}

export function timelineRoutes(app: FastifyInstance, appKey: string, onReport: (report: TimelineReport) => void): void {
  app.get(`${REALTIME_TIMELINE_PATH}/:receiver`, async (request, reply) => {
    const reading = readTimelineReport((request.query ?? {}) as Record<string, unknown>, appKey);
    if (!reading.ok) return reply.code(reading.status).header('cache-control', 'no-store').send({ message: reading.message });
    onReport(reading.report);
    return reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-store').send('');
  });
}
