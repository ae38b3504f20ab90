import { AFFILIATE_UTM, orderNumberOf, type AffiliateDashboard, type AffiliatePeriod } from '../../../contract';
import type { ProgrammesConfig } from '../../config';
import type { Database } from '../../db/client';
import { sqlState, transactionWithRetry } from '../../db/retry';
import { fromCents, toCents } from '../cart/rules';
import { newMemberCode } from '../ambassador/identity';

/**
 * The affiliate programme: the operator makes a customer an affiliate (a code); the dashboard reads the
 * clicks of the affiliate's links (attribution touchpoints with `utm_source=affiliate` and the code as
 * campaign), the commissions by period, the top products and the statement; the operator pays out the
 * matured commissions once they reach the threshold.
 */

/** How many buckets each period shows: 30 days, 12 weeks, 12 months. */
export const BUCKETS_SHOWN: Record<AffiliatePeriod, number> = { day: 30, week: 12, month: 12 };
const TOP_PRODUCTS = 5;

const iso = (value: Date | string) => new Date(value).toISOString();

export type Affiliate = { id: number; code: string; since: Date };

export type CommissionRow = {
  created_at: Date;
  order_uuid: string;
  order_total: number;
  rate: number;
  amount: number;
  status: string;
  matures_at: Date | null;
  paid_at: Date | null;
};

export class CodeTaken extends Error {}

export function createAffiliateRepository(database: Database, options: { config: ProgrammesConfig; now: () => Date }) {
  const { config } = options;

  async function affiliateOf(userId: number): Promise<Affiliate | null> {
    const [row] = await database.query<{ id: number; code: string | null; since: Date | null }>(
      `select id, affiliate_code as code, affiliate_since as since from users where id = $1 and deleted_at is null`,
      [userId],
    );
    return row && row.code !== null && row.since !== null ? { id: row.id, code: row.code, since: new Date(row.since) } : null;
  }

  return {
    affiliateOf,

    async dashboard(affiliate: Affiliate, period: AffiliatePeriod): Promise<AffiliateDashboard> {
      const count = BUCKETS_SHOWN[period];
      const buckets = await database.query<{ start: string; clicks: number; conversions: number; commission: number }>(
        `with series as (
           select generate_series(date_trunc($1, $2::timestamptz at time zone 'UTC') - ($3::int - 1) * ('1 ' || $1)::interval,
                                  date_trunc($1, $2::timestamptz at time zone 'UTC'), ('1 ' || $1)::interval) as start
         )
         select to_char(s.start, 'YYYY-MM-DD') as start,
           (select count(*)::int from utm_touchpoints t
             where t.params->>'utm_source' = $4 and upper(t.params->>'utm_campaign') = $5
               and t.created_at at time zone 'UTC' >= s.start and t.created_at at time zone 'UTC' < s.start + ('1 ' || $1)::interval) as clicks,
           (select count(*)::int from affiliate_commissions c
             where c.affiliate_id = $6 and c.status <> 'cancelled'
               and c.created_at at time zone 'UTC' >= s.start and c.created_at at time zone 'UTC' < s.start + ('1 ' || $1)::interval) as conversions,
           (select coalesce(sum(c.amount), 0)::float8 from affiliate_commissions c
             where c.affiliate_id = $6 and c.status <> 'cancelled'
               and c.created_at at time zone 'UTC' >= s.start and c.created_at at time zone 'UTC' < s.start + ('1 ' || $1)::interval) as commission
         from series s order by s.start`,
        [period, options.now(), count, AFFILIATE_UTM.utm_source, affiliate.code, affiliate.id],
      );
      const top = await database.query<{ name: string; slug: string; units: number; commission: number }>(
        `select min(l.details->>'name') as name, min(l.details->>'product_slug') as slug, sum(l.quantity)::int as units,
           sum(l.line_total * c.rate / 100)::float8 as commission
         from affiliate_commissions c join order_lines l on l.order_id = c.order_id
         where c.affiliate_id = $1 and c.status <> 'cancelled'
         group by l.details->>'product_id' order by units desc, commission desc limit $2`,
        [affiliate.id, TOP_PRODUCTS],
      );
      const [sums] = await database.query<{ pending: number; matured: number; paid: number }>(
        `select coalesce(sum(amount) filter (where status = 'pending'), 0)::float8 as pending,
           coalesce(sum(amount) filter (where status = 'matured'), 0)::float8 as matured,
           coalesce(sum(amount) filter (where status = 'paid'), 0)::float8 as paid
         from affiliate_commissions where affiliate_id = $1`,
        [affiliate.id],
      );
      const payouts = await database.query<{ amount: number; created_at: Date }>(
        `select amount::float8 as amount, created_at from affiliate_payouts where affiliate_id = $1 order by created_at desc, id desc limit 24`,
        [affiliate.id],
      );
      return {
        code: affiliate.code,
        since: iso(affiliate.since),
        commission_percent: config.affiliateCommissionPercent,
        period,
        buckets,
        top_products: top.map((row) => ({ ...row, commission: fromCents(Math.round(row.commission * 100)) })),
        statement: {
          pending: sums!.pending,
          matured: sums!.matured,
          paid: sums!.paid,
          threshold: config.payoutThreshold,
          payouts: payouts.map((payout) => ({ amount: payout.amount, created_at: iso(payout.created_at) })),
        },
      };
    },

    /** Every commission of the affiliate, newest first (the CSV export). */
    async commissions(affiliateId: number): Promise<CommissionRow[]> {
      return database.query<CommissionRow>(
        `select c.created_at, o.uuid as order_uuid, c.order_total::float8 as order_total, c.rate, c.amount::float8 as amount, c.status, c.matures_at, p.created_at as paid_at
         from affiliate_commissions c join orders o on o.id = c.order_id left join affiliate_payouts p on p.id = c.payout_id
         where c.affiliate_id = $1 order by c.created_at desc, c.id desc`,
        [affiliateId],
      );
    },

    /** Operator: makes the customer an affiliate; a second call keeps the first code and date. Null: no such customer. */
    async enrol(userUuid: string, code: string | undefined): Promise<{ code: string; since: Date } | null> {
      const [user] = await database.query<{ id: number; name: string; code: string | null; since: Date | null }>(
        `select id, name, affiliate_code as code, affiliate_since as since from users where uuid = $1 and deleted_at is null`,
        [userUuid],
      );
      if (!user) return null;
      if (user.code !== null && user.since !== null && (code === undefined || code === user.code)) return { code: user.code, since: new Date(user.since) };
      for (let attempt = 1; ; attempt++) {
        try {
          const [row] = await database.query<{ code: string; since: Date }>(
            `update users set affiliate_code = $2, affiliate_since = coalesce(affiliate_since, now()), updated_at = now() where id = $1
             returning affiliate_code as code, affiliate_since as since`,
            [user.id, code ?? newMemberCode(user.name)],
          );
          return { code: row!.code, since: new Date(row!.since) };
        } catch (error) {
          const failure = sqlState(error) || sqlState((error as { cause?: unknown }).cause);
          if (failure !== '23505') throw error;
          if (code !== undefined) throw new CodeTaken();
          if (attempt >= 8) throw error;
        }
      }
    },

    /**
     * Operator: pays the affiliate's matured commissions when they reach the threshold — one payout row,
     * each commission marked paid with it, in one transaction (a second call finds nothing left to pay).
     */
    async payOut(userUuid: string): Promise<{ kind: 'notFound' } | { kind: 'belowThreshold'; matured: number } | { kind: 'paid'; amount: number; commissions: number; createdAt: Date }> {
      return transactionWithRetry(database, async (query) => {
        const [user] = await query<{ id: number }>(
          `select id from users where uuid = $1 and affiliate_since is not null and deleted_at is null for update`,
          [userUuid],
        );
        if (!user) return { kind: 'notFound' as const };
        const due = await query<{ id: number; amount: number }>(
          `select id, amount::float8 as amount from affiliate_commissions where affiliate_id = $1 and status = 'matured' and payout_id is null for update`,
          [user.id],
        );
        const total = fromCents(due.reduce((sum, row) => sum + toCents(row.amount), 0));
        if (due.length === 0 || toCents(total) < toCents(config.payoutThreshold)) return { kind: 'belowThreshold' as const, matured: total };
        const [payout] = await query<{ id: number; created_at: Date }>(
          `insert into affiliate_payouts (affiliate_id, amount) values ($1, $2) returning id, created_at`,
          [user.id, total],
        );
        await query(`update affiliate_commissions set status = 'paid', payout_id = $2 where id = any($1::int[])`, [due.map((row) => row.id), payout!.id]);
        return { kind: 'paid' as const, amount: total, commissions: due.length, createdAt: new Date(payout!.created_at) };
      });
    },
  };
}

export type AffiliateRepository = ReturnType<typeof createAffiliateRepository>;

/** One CSV field (RFC 4180): quoted when it holds a quote, comma, semicolon or line break; a leading formula character neutralised for spreadsheets. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_HEADER = ['date', 'order', 'order_total', 'rate_percent', 'commission', 'status', 'matures_at', 'paid_at'];

export function commissionsCsv(rows: CommissionRow[]): string {
  const lines = [CSV_HEADER.join(',')];
  for (const row of rows) {
    lines.push(
      [
        iso(row.created_at),
        `#${orderNumberOf(row.order_uuid)}`,
        row.order_total.toFixed(2),
        row.rate,
        row.amount.toFixed(2),
        row.status,
        row.matures_at ? iso(row.matures_at) : null,
        row.paid_at ? iso(row.paid_at) : null,
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
