import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { MAX_TOUCHPOINTS, UTM_PARAM_NAMES } from '../../../contract';
import type { AttributionResponse, ConversionType, UtmParams } from '../../../contract';
import type { Database } from '../../db/client';
import { utmAttributions, utmConversions, utmTouchpoints } from '../../db/schema';

/** A visitor's analytics session ends after 30 minutes without a touch; the next touch starts a new one. */
export const UTM_SESSION_IDLE_MS = 30 * 60 * 1000;

export type TouchInput = {
  trackingId: string;
  params: UtmParams;
  clickIds: Record<string, string>;
  referrer: string | null;
  page: string;
  userId: number | null;
};

export type ConversionInput = {
  userId: number;
  type: ConversionType;
  orderId: string | null;
  value: number | null;
  trackingId: string | null;
  attributionId: string | null;
};

export type AttributionData = NonNullable<AttributionResponse['data']>;

const newSessionId = () => `utm_${randomBytes(18).toString('base64url')}`;

/** Only the five UTM names, in their order, without empty values. */
export function cleanParams(params: Record<string, unknown>): UtmParams {
  return Object.fromEntries(
    UTM_PARAM_NAMES.flatMap((name) => (typeof params[name] === 'string' && params[name] !== '' ? [[name, params[name]]] : [])),
  ) as UtmParams;
}

export interface UtmRepository {
  /** §4 created on first tracking and updated later; §9 at most 10 touchpoints, the oldest dropped. */
  track(input: TouchInput, now: Date): Promise<{ attributionId: string; sessionId: string }>;
  /** §4 marked converted on conversion; an order converts once per order id. */
  convert(input: ConversionInput, now: Date): Promise<{ attributionId: string | null; duplicate: boolean }>;
  /** The visitor's record with its touchpoints: the signed-in user's latest, else the tracking id's. */
  find(query: { userId: number | null; trackingId: string | null }): Promise<AttributionData | null>;
  /** Links an unlinked attribution to the user who carried its tracking id. */
  linkUser(trackingId: string, userId: number): Promise<void>;
}

export function createUtmRepository(database: Database): UtmRepository {
  const { db } = database;

  return {
    async track(input, now) {
      return db.transaction(async (tx) => {
        // One row per tracking id; concurrent first touches meet on the unique index.
        const [inserted] = await tx
          .insert(utmAttributions)
          .values({
            trackingId: input.trackingId,
            sessionId: newSessionId(),
            userId: input.userId,
            firstTouch: input.params,
            lastTouch: input.params,
            firstTouchAt: now,
            lastTouchAt: now,
          })
          .onConflictDoNothing({ target: utmAttributions.trackingId })
          .returning({ id: utmAttributions.id, sessionId: utmAttributions.sessionId });
        let attribution = inserted;
        if (!attribution) {
          const [current] = await tx
            .select({ id: utmAttributions.id, sessionId: utmAttributions.sessionId, lastTouchAt: utmAttributions.lastTouchAt, userId: utmAttributions.userId })
            .from(utmAttributions)
            .where(eq(utmAttributions.trackingId, input.trackingId))
            .for('update');
          const sessionId = now.getTime() - current!.lastTouchAt.getTime() > UTM_SESSION_IDLE_MS ? newSessionId() : current!.sessionId;
          await tx
            .update(utmAttributions)
            .set({ lastTouch: input.params, lastTouchAt: now, sessionId, userId: current!.userId ?? input.userId })
            .where(eq(utmAttributions.id, current!.id));
          attribution = { id: current!.id, sessionId };
        }
        await tx.insert(utmTouchpoints).values({
          attributionId: attribution.id,
          params: input.params,
          page: input.page,
          referrer: input.referrer,
          clickIds: input.clickIds,
          createdAt: now,
        });
        const keep = tx
          .select({ id: utmTouchpoints.id })
          .from(utmTouchpoints)
          .where(eq(utmTouchpoints.attributionId, attribution.id))
          .orderBy(desc(utmTouchpoints.id))
          .limit(MAX_TOUCHPOINTS);
        await tx
          .delete(utmTouchpoints)
          .where(and(eq(utmTouchpoints.attributionId, attribution.id), sql`${utmTouchpoints.id} not in (${keep})`));
        return { attributionId: attribution.id, sessionId: attribution.sessionId };
      });
    },

    async convert(input, now) {
      return db.transaction(async (tx) => {
        const conditions = [
          input.attributionId ? eq(utmAttributions.id, input.attributionId) : undefined,
          input.trackingId ? eq(utmAttributions.trackingId, input.trackingId) : undefined,
        ].filter((condition) => condition !== undefined);
        // The attribution named by the request, if it is the caller's or nobody's; else the caller's latest.
        const named = conditions.length
          ? await tx
              .select({ id: utmAttributions.id, userId: utmAttributions.userId })
              .from(utmAttributions)
              .where(sql.join(conditions, sql` or `))
              .orderBy(desc(utmAttributions.lastTouchAt))
              .limit(1)
          : [];
        const own = named.find((row) => row.userId === null || row.userId === input.userId);
        const [latest] = own
          ? [own]
          : await tx
              .select({ id: utmAttributions.id, userId: utmAttributions.userId })
              .from(utmAttributions)
              .where(eq(utmAttributions.userId, input.userId))
              .orderBy(desc(utmAttributions.lastTouchAt))
              .limit(1);
        const attributionId = latest?.id ?? null;
        const [row] = await tx
          .insert(utmConversions)
          .values({
            attributionId,
            userId: input.userId,
            conversionType: input.type,
            orderId: input.orderId,
            conversionValue: input.value,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: utmConversions.id });
        if (attributionId) {
          await tx.update(utmAttributions).set({ converted: true, userId: input.userId }).where(eq(utmAttributions.id, attributionId));
        }
        return { attributionId, duplicate: row === undefined };
      });
    },

    async find({ userId, trackingId }) {
      const where =
        userId !== null
          ? trackingId
            ? sql`${utmAttributions.userId} = ${userId} or (${utmAttributions.trackingId} = ${trackingId} and ${utmAttributions.userId} is null)`
            : eq(utmAttributions.userId, userId)
          : trackingId
            ? eq(utmAttributions.trackingId, trackingId)
            : undefined;
      if (!where) return null;
      const [record] = await db.select().from(utmAttributions).where(where).orderBy(desc(utmAttributions.lastTouchAt)).limit(1);
      if (!record) return null;
      const touches = await db
        .select()
        .from(utmTouchpoints)
        .where(eq(utmTouchpoints.attributionId, record.id))
        .orderBy(desc(utmTouchpoints.id))
        .limit(MAX_TOUCHPOINTS);
      return {
        attributionId: record.id,
        sessionId: record.sessionId,
        trackingId: record.trackingId,
        utmParams: cleanParams(record.lastTouch as Record<string, unknown>),
        firstTouchAt: record.firstTouchAt.getTime(),
        lastTouchAt: record.lastTouchAt.getTime(),
        converted: record.converted,
        touchpoints: touches
          .reverse()
          .map((touch) => ({ params: cleanParams(touch.params as Record<string, unknown>), timestamp: touch.createdAt.getTime(), page: touch.page })),
      };
    },

    async linkUser(trackingId, userId) {
      await db
        .update(utmAttributions)
        .set({ userId })
        .where(and(eq(utmAttributions.trackingId, trackingId), sql`${utmAttributions.userId} is null`));
    },
  };
}
