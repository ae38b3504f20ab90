import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API_PATHS } from '../../../contract';
import { createMemoryRateLimitStore } from '../../http/rate-limit-store';
import { createTestApi, TEST_PASSWORD, TEST_WEB_ORIGIN, type TestApi } from '../../test-support';
import { createNewsletterLinks, NEWSLETTER_LINK_DAYS } from './newsletter';

/** Registration's acceptance of the terms and the newsletter's double opt-in (confirmation e-mail, signed link, §7 conversion). */
let api: TestApi;
let addresses = 0;

beforeAll(async () => {
  api = await createTestApi('pglite', { products: 0, rateLimitStore: createMemoryRateLimitStore() });
});
afterAll(async () => api?.close());

const form = (email: string) => ({ email, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD, name: 'Inês', lastname: 'Moura' });
const register = (payload: Record<string, unknown>) =>
  api.app.inject({ method: 'POST', url: AUTH_API_PATHS.register, payload, remoteAddress: `198.51.100.${++addresses}` });
const confirm = (token: string) => api.app.inject({ method: 'POST', url: AUTH_API_PATHS.newsletterConfirm, headers: { origin: TEST_WEB_ORIGIN }, payload: { token } });

async function userRow(email: string) {
  const [row] = await api.database.query<{ id: number; uuid: string; newsletter: boolean; newsletter_confirmed_at: Date | null }>(
    'select id, uuid, newsletter, newsletter_confirmed_at from users where email = $1',
    [email],
  );
  return row;
}
async function newsletterConversions(userId: number) {
  const rows = await api.database.query<{ total: number }>(`select count(*)::int as total from utm_conversions where user_id = $1 and conversion_type = 'newsletter'`, [userId]);
  return rows[0]!.total;
}
async function mailedToken(email: string, locale = '') {
  const mail = await api.app.mailer.latestTo(email);
  const link = new RegExp(`${locale}/newsletter/confirm/([^\\s"<]+)`).exec(mail?.textBody ?? '');
  if (!link) throw new Error(`no newsletter link mailed to ${email}`);
  return { token: link[1]!, mail: mail! };
}

describe('registration asks for the terms and the privacy policy', () => {
  it.each([
    ['left out', {}],
    ['unticked', { terms_accepted: false }],
    ['anything but an acceptance', { terms_accepted: 'no' }],
  ])('refuses the acceptance %s with a 422 naming the field, and creates nobody', async (_case, acceptance) => {
    const email = `terms-${addresses}@example.test`;
    const response = await register({ ...form(email), ...acceptance });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The terms accepted field must be accepted.',
      errors: { terms_accepted: ['The terms accepted field must be accepted.'] },
    });
    expect(await userRow(email)).toBeUndefined();
  });

  it('registers with the acceptance ticked; no newsletter asked, no e-mail sent and no subscription', async () => {
    const email = 'accepts@example.test';
    expect((await register({ ...form(email), terms_accepted: true })).statusCode).toBe(201);
    expect(await api.app.mailer.latestTo(email)).toBeNull();
    expect((await userRow(email))!.newsletter).toBe(false);
  });
});

describe('the newsletter’s double opt-in', () => {
  it('mails a link in the page’s language; the subscription starts only when it is opened, once, with one conversion', async () => {
    const email = 'joins@example.test';
    expect((await register({ ...form(email), terms_accepted: true, newsletter: true, locale: 'en' })).statusCode).toBe(201);
    const { token, mail } = await mailedToken(email, '/en');
    expect(mail.subject).toBe('Confirm your newsletter subscription');
    const user = (await userRow(email))!;
    expect(user.newsletter).toBe(false);
    expect(await newsletterConversions(user.id)).toBe(0);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ data: { subscribed: true } });
    const after = (await userRow(email))!;
    expect(after.newsletter).toBe(true);
    expect(after.newsletter_confirmed_at).not.toBeNull();
    expect(await newsletterConversions(user.id)).toBe(1);

    const again = await confirm(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: ['The confirmation link is invalid, has expired or has already been used.'] });
    expect(await newsletterConversions(user.id)).toBe(1);
  });

  it('refuses a tampered link — another signature, or the signature of one user on another — and subscribes nobody', async () => {
    const email = 'tampered@example.test';
    const other = 'bystander@example.test';
    await register({ ...form(email), terms_accepted: true, newsletter: true });
    await register({ ...form(other), terms_accepted: true, newsletter: true });
    const { token } = await mailedToken(email);
    const [uuid, issued, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const bystander = (await userRow(other))!;
    for (const forged of [`${uuid}.${issued}.${flipped}`, `${bystander.uuid}.${issued}.${signature}`, `${uuid}.${(Number.parseInt(issued, 36) + 1).toString(36)}.${signature}`, 'not-a-token']) {
      const response = await confirm(forged);
      expect(response.statusCode, forged).toBe(422);
    }
    expect((await userRow(email))!.newsletter).toBe(false);
    expect((await userRow(other))!.newsletter).toBe(false);
    expect(await newsletterConversions(bystander.id)).toBe(0);
  });

  it(`refuses a genuine link older than ${NEWSLETTER_LINK_DAYS} days`, async () => {
    const email = 'late@example.test';
    await register({ ...form(email), terms_accepted: true, newsletter: true });
    const user = (await userRow(email))!;
    const requestedAt = new Date(Date.now() - (NEWSLETTER_LINK_DAYS + 1) * 24 * 60 * 60_000);
    await api.database.query('update users set newsletter_requested_at = $2 where id = $1', [user.id, requestedAt]);
    const token = createNewsletterLinks(api.app.config.adminToken).tokenOf(user.uuid, requestedAt);
    expect((await confirm(token)).statusCode).toBe(422);
    expect((await userRow(email))!.newsletter).toBe(false);
  });
});
