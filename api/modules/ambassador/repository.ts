import { AMBASSADOR_TERMS_SLUG, AMBASSADOR_UTM, trackedLink, type AmbassadorProgramme } from '../../../contract';
import type { ProgrammesConfig } from '../../config';
import type { Database } from '../../db/client';
import { sqlState } from '../../db/retry';
import { maskedEmail, newMemberCode } from './identity';

/** The ambassador programme of one signed-in customer: joining, and the page's code, link, numbers and referrals. */

const CODE_ATTEMPTS = 8;
const REFERRALS_SHOWN = 50;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function createAmbassadorRepository(database: Database, options: { config: ProgrammesConfig; webOrigin: string }) {
  const { config } = options;

  async function state(userId: number): Promise<AmbassadorProgramme> {
    const [user] = await database.query<{ code: string | null; joined_at: Date | null }>(
      `select ambassador_code as code, ambassador_joined_at as joined_at from users where id = $1`,
      [userId],
    );
    const joined = user?.joined_at != null && user.code !== null;
    const code = joined ? user!.code : null;
    const [numbers] = code
      ? await database.query<{ clicks: number; sign_ups: number; first_orders: number; pending: number; matured: number }>(
          `select
             (select count(*)::int from utm_touchpoints t where t.params->>'utm_source' = $2 and upper(t.params->>'utm_campaign') = $3) as clicks,
             (select count(distinct a.user_id)::int from utm_attributions a
               where a.user_id is not null and a.user_id <> $1 and a.first_touch->>'utm_source' = $2 and upper(a.first_touch->>'utm_campaign') = $3) as sign_ups,
             (select count(*)::int from ambassador_referrals r where r.ambassador_id = $1 and r.status in ('pending', 'matured')) as first_orders,
             (select coalesce(sum(commission), 0)::float8 from ambassador_referrals r where r.ambassador_id = $1 and r.status = 'pending') as pending,
             (select coalesce(sum(commission), 0)::float8 from ambassador_referrals r where r.ambassador_id = $1 and r.status = 'matured') as matured`,
          [userId, AMBASSADOR_UTM.utm_source, code],
        )
      : [];
    const referrals = code
      ? await database.query<{ friend_email: string; status: AmbassadorProgramme['referrals'][number]['status']; discount: number; commission: number; created_at: Date; matures_at: Date | null; matured_at: Date | null }>(
          `select friend_email, status, discount::float8 as discount, commission::float8 as commission, created_at, matures_at, matured_at
             from ambassador_referrals where ambassador_id = $1 order by created_at desc, id desc limit $2`,
          [userId, REFERRALS_SHOWN],
        )
      : [];
    return {
      joined,
      joined_at: joined ? iso(user!.joined_at) : null,
      code,
      share_url: code ? trackedLink(`${options.webOrigin}/`, AMBASSADOR_UTM, code) : null,
      terms_slug: AMBASSADOR_TERMS_SLUG,
      friend_discount_percent: config.friendDiscountPercent,
      commission_percent: config.ambassadorCommissionPercent,
      return_window_days: config.returnWindowDays,
      stats: {
        clicks: numbers?.clicks ?? 0,
        sign_ups: numbers?.sign_ups ?? 0,
        first_orders: numbers?.first_orders ?? 0,
        pending_earnings: numbers?.pending ?? 0,
        matured_earnings: numbers?.matured ?? 0,
      },
      referrals: referrals.map((row) => ({
        friend: maskedEmail(row.friend_email),
        status: row.status,
        discount: row.discount,
        commission: row.commission,
        created_at: iso(row.created_at)!,
        matures_at: iso(row.matures_at),
        matured_at: iso(row.matured_at),
      })),
    };
  }

  return {
    state,

    /** Joins the programme (terms accepted): a personal code, kept for good; joining again changes nothing. Answers whether it joined now. */
    async join(userId: number): Promise<{ joinedNow: boolean; state: AmbassadorProgramme }> {
      const [user] = await database.query<{ name: string; joined_at: Date | null; code: string | null }>(
        `select name, ambassador_joined_at as joined_at, ambassador_code as code from users where id = $1`,
        [userId],
      );
      if (user!.joined_at !== null && user!.code !== null) return { joinedNow: false, state: await state(userId) };
      for (let attempt = 1; ; attempt++) {
        try {
          await database.query(
            `update users set ambassador_code = coalesce(ambassador_code, $2), ambassador_joined_at = coalesce(ambassador_joined_at, now()), updated_at = now() where id = $1`,
            [userId, newMemberCode(user!.name)],
          );
          return { joinedNow: true, state: await state(userId) };
        } catch (error) {
          // Another member drew the same code: draw again.
          const failure = sqlState(error) || sqlState((error as { cause?: unknown }).cause);
          if (failure !== '23505' || attempt >= CODE_ATTEMPTS) throw error;
        }
      }
    },
  };
}

export type AmbassadorRepository = ReturnType<typeof createAmbassadorRepository>;
