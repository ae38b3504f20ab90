import { allSettled, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ApiError, AttributionResponse, User, UtmConversionRequest, UtmStoreState, UtmTrackRequest } from '../../contract';
import { $user, fetchCsrfCookieFx, fetchCurrentUserFx, postLoginFx, postRegisterFx, registerSubmitted } from '../auth';
import { $consentChoice, consentChosen } from '../consent';
import type { ConsentChoice } from '../consent';
import type { CookieOptions } from './index';
import {
  $addressBar,
  $attribution,
  $attributionClock,
  $attributionLogger,
  $attributionStorage,
  $randomSuffix,
  $trackingCookies,
  $utmAttribution,
  $utmState,
  attributionRequested,
  attributionStarted,
  conversionRefused,
  conversionRequested,
  convertFx,
  fetchAttributionFx,
  postConversionFx,
  postTrackFx,
  preferredAttributionStorage,
  routeChanged,
  trackFx,
} from './index';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const DAY_MS = 24 * 60 * 60 * 1000;
const TRACKING_ID = 'nuxt_user_1763800000000_abc123';
const ATTRIBUTION_ID = '5b1d3c2e-7a4f-4e8b-9c6d-1f2a3b4c5d6e';
const SITE = 'https://loja.example.pt';

const signedInUser: User = {
  id: 7,
  uuid: '3d1c6a52-8d3e-4b7a-9c1e-2f4a5b6c7d8e',
  email: 'ana@example.com',
  name: 'Ana',
  lastname: 'Silva',
  ambassador_code: null,
  affiliate_code: null,
  locale: null,
  newsletter: false,
};
const failure = (status: number): ApiError => ({ status, message: 'Server Error', data: null });
const $refused = createStore<string[]>([]).on(conversionRefused, (list, input) => [...list, input.type]);

interface Options {
  stored?: UtmStoreState;
  cookie?: string;
  signedIn?: boolean;
  track?: 'ok' | ApiError;
  convert?: 'ok' | ApiError;
  serverAttribution?: AttributionResponse | ApiError;
  consent?: ConsentChoice | null;
}

function attributionScope(options: Options = {}) {
  const storage = new Map<string, string>(options.stored ? [['utm.attribution', JSON.stringify(options.stored)]] : []);
  const cookies = new Map<string, { value: string; options: CookieOptions }>(
    options.cookie ? [['utm_tracking_id', { value: options.cookie, options: { maxAge: 1, path: '/', secure: true, sameSite: 'Lax' } }]] : [],
  );
  const addresses: string[] = [];
  const warnings: string[] = [];
  const errors: string[] = [];
  const tracked: UtmTrackRequest[] = [];
  const conversions: UtmConversionRequest[] = [];
  const clock = { now: NOW };
  let session = 0;
  const scope = fork({
    values: [
      [$attributionStorage, { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) }],
      [$trackingCookies, { get: (name: string) => cookies.get(name)?.value ?? null, set: (name: string, value: string, o: CookieOptions) => void cookies.set(name, { value, options: o }) }],
      [$addressBar, { replace: (to: string) => void addresses.push(to) }],
      [$attributionClock, () => clock.now],
      [$randomSuffix, () => 'k3x9q'],
      [$attributionLogger, { warn: (message: string) => void warnings.push(message), error: (message: string) => void errors.push(message) }],
      [$user, options.signedIn ? signedInUser : null],
      // A tracking id cookie exists only where marketing consent was given (unless a test says otherwise).
      [$consentChoice, options.consent !== undefined ? options.consent : options.cookie ? { analytics: false, marketing: true } : null],
    ],
    handlers: [
      [fetchCsrfCookieFx, async () => undefined],
      [postRegisterFx, async () => ({ data: { ...signedInUser, id: 12, email: 'rui@example.com' } })],
      [postLoginFx, async () => ({ data: { ...signedInUser, id: 12, email: 'rui@example.com' } })],
      [fetchCurrentUserFx, async () => ({ ...signedInUser, id: 12, email: 'rui@example.com' })],
      [
        postTrackFx,
        async (body: UtmTrackRequest) => {
          tracked.push(body);
          if (options.track && options.track !== 'ok') throw options.track;
          return { success: true, attribution_id: ATTRIBUTION_ID, session_id: `session-${++session}` };
        },
      ],
      [
        fetchAttributionFx,
        async () => {
          const answer = options.serverAttribution ?? { success: true, data: null };
          if ('status' in answer) throw answer;
          return answer;
        },
      ],
      [
        postConversionFx,
        async (body: UtmConversionRequest) => {
          conversions.push(body);
          if (options.convert && options.convert !== 'ok') throw options.convert;
          return { success: true };
        },
      ],
    ],
  });
  const stored = () => (storage.has('utm.attribution') ? (JSON.parse(storage.get('utm.attribution')!) as UtmStoreState) : null);
  return { scope, storage, stored, cookies, addresses, warnings, errors, tracked, conversions, clock };
}

const land = (scope: ReturnType<typeof attributionScope>['scope'], path: string, referrer: string | null = null) =>
  allSettled(attributionStarted, { scope, params: { url: `${SITE}${path}`, referrer } });

const storedState = (overrides: Partial<UtmStoreState> = {}): UtmStoreState => ({
  attribution: {
    attributionId: ATTRIBUTION_ID,
    sessionId: 'session-0',
    trackingId: TRACKING_ID,
    utmParams: { utm_source: 'newsletter' },
    firstTouchAt: NOW - 5 * DAY_MS,
    lastTouchAt: NOW - 5 * DAY_MS,
    converted: false,
  },
  touchpoints: [{ params: { utm_source: 'newsletter' }, timestamp: NOW - 5 * DAY_MS, page: '/' }],
  conversions: [],
  sessionStarted: NOW - 5 * DAY_MS,
  lastActivity: NOW - 5 * DAY_MS,
  ...overrides,
});

describe('§5 UTM', () => {
  it('the five UTM parameters are captured, lowercased, and stripped of everything but a-z, 0-9, hyphen and underscore', async () => {
    const { scope, tracked } = attributionScope();
    await land(scope, '/segment/casa?utm_source=Google%20Ads!&utm_medium=CPC&utm_campaign=Black_Friday-2026&utm_term=t%C3%A9nis&utm_content=Banner.1&color=red');
    expect(tracked).toEqual([
      {
        utm_source: 'googleads',
        utm_medium: 'cpc',
        utm_campaign: 'black_friday-2026',
        utm_term: 'tnis',
        utm_content: 'banner1',
        tracking_id: `nuxt_user_${NOW}_k3x9q`,
        referrer: null,
        page: '/segment/casa',
      },
    ]);
  });

  it('a value that does not match letters, digits, hyphen and underscore skips tracking with a warning', async () => {
    const { scope, tracked, warnings, addresses } = attributionScope();
    await land(scope, '/?utm_source=%C3%A7%C3%A3&utm_medium=email');
    expect(tracked).toEqual([]);
    expect(warnings).toEqual(['Invalid UTM parameters: tracking skipped']);
    expect(addresses).toEqual([]);
  });

  it.each([
    ['gclid', 'google'],
    ['fbclid', 'facebook'],
    ['ttclid', 'tiktok'],
  ])('a click identifier (%s) implies %s/cpc when there is no utm_source', async (clickId, source) => {
    const { scope, tracked } = attributionScope();
    await land(scope, `/?${clickId}=Abc.123`);
    expect(tracked[0]).toMatchObject({ utm_source: source, utm_medium: 'cpc', [clickId]: 'Abc.123' });
  });

  it('a click identifier implies nothing when utm_source is present', async () => {
    const { scope, tracked } = attributionScope();
    await land(scope, '/?utm_source=newsletter&gclid=abc');
    expect(tracked[0]).toMatchObject({ utm_source: 'newsletter', gclid: 'abc' });
    expect(tracked[0]).not.toHaveProperty('utm_medium');
  });

  it('tracking with no parameters does nothing', async () => {
    const { scope, tracked } = attributionScope({ stored: storedState(), cookie: TRACKING_ID });
    await land(scope, '/product/vestido', `${SITE}/`);
    await allSettled(routeChanged, { scope, params: { url: `${SITE}/segment/casa` } });
    expect(tracked).toEqual([]);
  });

  it('a conversion requires authentication, else it is refused', async () => {
    const { scope, conversions, warnings } = attributionScope({ signedIn: false });
    await allSettled(conversionRequested, { scope, params: { type: 'newsletter' } });
    expect(conversions).toEqual([]);
    expect(scope.getState($refused)).toEqual(['newsletter']);
    expect(warnings).toEqual(['UTM conversion refused: authentication required']);
  });
});

describe('§9 source rules', () => {
  it('no UTMs and no referrer gives source direct, medium none', async () => {
    const { scope, tracked } = attributionScope();
    await land(scope, '/');
    expect(tracked[0]).toMatchObject({ utm_source: 'direct', utm_medium: 'none', page: '/' });
  });

  it('no UTMs and an own-site referrer gives direct/none', async () => {
    const { scope, tracked } = attributionScope();
    await land(scope, '/en', 'https://www.loja.example.pt/faq');
    expect(tracked[0]).toMatchObject({ utm_source: 'direct', utm_medium: 'none' });
  });

  it("an external referrer gives the host without 'www.' as source, medium referral", async () => {
    const { scope, tracked } = attributionScope();
    await land(scope, '/', 'https://www.instagram.com/p/xyz');
    expect(tracked[0]).toMatchObject({ utm_source: 'instagramcom', utm_medium: 'referral', referrer: 'https://www.instagram.com/p/xyz' });
  });

  it('an unparsable referrer gives source unknown', async () => {
    const { scope, tracked } = attributionScope();
    await land(scope, '/', 'not a url');
    expect(tracked[0]).toMatchObject({ utm_source: 'unknown', utm_medium: 'referral', referrer: null });
  });

  it('a direct visit is recorded only as the first touch, never over an existing attribution', async () => {
    const { scope, tracked } = attributionScope({ stored: storedState(), cookie: TRACKING_ID });
    await land(scope, '/');
    expect(tracked).toEqual([]);
    expect(scope.getState($attribution)?.utmParams).toEqual({ utm_source: 'newsletter' });
  });
});

describe('§9 tracking id and storage', () => {
  it("with marketing consent the tracking id cookie is 'nuxt_user_' + timestamp + random suffix, for 30 days (2592000 s), Secure, SameSite Lax", async () => {
    const { scope, cookies } = attributionScope({ consent: { analytics: false, marketing: true } });
    await land(scope, '/?utm_source=x');
    expect(cookies.get('utm_tracking_id')).toEqual({
      value: `nuxt_user_${NOW}_k3x9q`,
      options: { maxAge: 2592000, path: '/', secure: true, sameSite: 'Lax' },
    });
  });

  it('an existing tracking id cookie is reused with marketing consent', async () => {
    const { scope, tracked, cookies } = attributionScope({ cookie: TRACKING_ID, consent: { analytics: true, marketing: true } });
    await land(scope, '/?utm_source=x');
    expect(tracked[0]!.tracking_id).toBe(TRACKING_ID);
    expect(cookies.get('utm_tracking_id')!.options.maxAge).toBe(1);
  });

  it('without marketing consent no cookie is written: the visit is tracked anonymously (§6) under a session-only id', async () => {
    for (const consent of [null, { analytics: true, marketing: false }]) {
      const { scope, tracked, cookies, storage } = attributionScope({ consent });
      await land(scope, '/?utm_source=x');
      expect(cookies.has('utm_tracking_id')).toBe(false);
      expect(tracked[0]!.tracking_id).toBe(`nuxt_user_${NOW}_k3x9q`);
      expect(storage.get('utm.trackingId')).toBe(`nuxt_user_${NOW}_k3x9q`);
    }
  });

  it("the session's id is kept across pages of the session; a cookie left from a withdrawn consent is removed", async () => {
    const { scope, tracked, cookies, storage } = attributionScope({ cookie: TRACKING_ID, consent: { analytics: false, marketing: false } });
    storage.set('utm.trackingId', 'nuxt_user_1795000000000_sess01');
    await land(scope, '/?utm_source=x');
    expect(tracked[0]!.tracking_id).toBe('nuxt_user_1795000000000_sess01');
    expect(cookies.get('utm_tracking_id')!.options.maxAge).toBe(0);
  });

  it('consent given later writes the session\'s id to the cookie; withdrawn, the cookie goes', async () => {
    const { scope, cookies } = attributionScope();
    await land(scope, '/?utm_source=x');
    expect(cookies.has('utm_tracking_id')).toBe(false);
    await allSettled(consentChosen, { scope, params: { analytics: false, marketing: true } });
    expect(cookies.get('utm_tracking_id')).toMatchObject({ value: `nuxt_user_${NOW}_k3x9q`, options: { maxAge: 2592000 } });
    await allSettled(consentChosen, { scope, params: { analytics: true, marketing: false } });
    expect(cookies.get('utm_tracking_id')!.options.maxAge).toBe(0);
  });

  it('session storage is preferred', () => {
    const session = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
    const local = { ...session };
    expect(preferredAttributionStorage({ session, local })).toBe(session);
    expect(preferredAttributionStorage({ session: null, local })).toBe(local);
    expect(preferredAttributionStorage({})).toBeNull();
  });

  it('stored attribution expires after 30 days of inactivity', async () => {
    const { scope, stored } = attributionScope({ stored: storedState({ lastActivity: NOW - 31 * DAY_MS }), cookie: TRACKING_ID });
    await land(scope, '/');
    expect(stored()?.attribution).toMatchObject({ utmParams: { utm_source: 'direct', utm_medium: 'none' }, firstTouchAt: NOW });
    expect(stored()?.touchpoints).toHaveLength(1);
  });

  it('stored attribution within 30 days of activity is kept', async () => {
    const { scope } = attributionScope({ stored: storedState({ lastActivity: NOW - 29 * DAY_MS }), cookie: TRACKING_ID });
    await land(scope, '/');
    expect(scope.getState($utmState)).toEqual(storedState({ lastActivity: NOW - 29 * DAY_MS }));
  });

  it('the utm_attribution object of §7 is available for requests', async () => {
    const { scope } = attributionScope({ stored: storedState(), cookie: TRACKING_ID });
    await land(scope, '/');
    expect(scope.getState($utmAttribution)).toEqual({
      tracking_id: TRACKING_ID,
      attribution_id: ATTRIBUTION_ID,
      session_id: 'session-0',
      utm_params: { utm_source: 'newsletter' },
    });
  });
});

describe('§4 Attribution', () => {
  it('attribution is created on first tracking and updated later', async () => {
    const { scope, clock, stored } = attributionScope();
    await land(scope, '/?utm_source=facebook&utm_campaign=spring');
    expect(scope.getState($attribution)).toEqual({
      attributionId: ATTRIBUTION_ID,
      sessionId: 'session-1',
      trackingId: `nuxt_user_${NOW}_k3x9q`,
      utmParams: { utm_source: 'facebook', utm_campaign: 'spring' },
      firstTouchAt: NOW,
      lastTouchAt: NOW,
      converted: false,
    });
    clock.now = NOW + 60_000;
    await allSettled(routeChanged, { scope, params: { url: `${SITE}/segment/beleza?utm_source=email&utm_campaign=summer` } });
    expect(scope.getState($attribution)).toMatchObject({
      sessionId: 'session-2',
      utmParams: { utm_source: 'email', utm_campaign: 'summer' },
      firstTouchAt: NOW,
      lastTouchAt: NOW + 60_000,
    });
    expect(stored()?.touchpoints.map((touch) => touch.page)).toEqual(['/', '/segment/beleza']);
    expect(stored()?.lastActivity).toBe(NOW + 60_000);
  });

  it('at most 10 touchpoints are kept, the oldest dropped', async () => {
    const touchpoints = Array.from({ length: 10 }, (_, i) => ({ params: { utm_source: `s${i}` }, timestamp: NOW - (10 - i) * 1000, page: `/p${i}` }));
    const { scope } = attributionScope({ stored: storedState({ touchpoints }), cookie: TRACKING_ID });
    await land(scope, '/new?utm_source=latest');
    const kept = scope.getState($utmState).touchpoints;
    expect(kept).toHaveLength(10);
    expect(kept[0]!.page).toBe('/p1');
    expect(kept[9]).toEqual({ params: { utm_source: 'latest' }, timestamp: NOW, page: '/new' });
  });

  it('after tracking, the UTM parameters are removed from the address bar', async () => {
    const { scope, addresses } = attributionScope();
    await land(scope, '/segment/casa?utm_source=google&color=red&utm_medium=cpc#top');
    expect(addresses).toEqual(['/segment/casa?color=red#top']);
  });

  it('a UTM change on route change is re-tracked after 100 ms', async () => {
    const { scope, tracked } = attributionScope();
    await land(scope, '/?utm_source=google');
    const started = Date.now();
    await allSettled(routeChanged, { scope, params: { url: `${SITE}/faq?utm_source=bing` } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    expect(tracked.map((body) => body.utm_source)).toEqual(['google', 'bing']);
  });

  it('the same UTM parameters on route change are not tracked again', async () => {
    const { scope, tracked } = attributionScope();
    await land(scope, '/?utm_source=google');
    await allSettled(routeChanged, { scope, params: { url: `${SITE}/?utm_source=google` } });
    expect(tracked).toHaveLength(1);
  });

  it('the attribution is marked converted on conversion', async () => {
    const { scope, conversions, stored } = attributionScope({ stored: storedState(), cookie: TRACKING_ID, signedIn: true });
    await land(scope, '/');
    await allSettled(conversionRequested, { scope, params: { type: 'order', orderId: 'o-1', value: 59.9 } });
    expect(conversions).toEqual([
      { conversion_type: 'order', order_id: 'o-1', conversion_value: 59.9, tracking_id: TRACKING_ID, attribution_id: ATTRIBUTION_ID },
    ]);
    expect(scope.getState($attribution)?.converted).toBe(true);
    expect(stored()?.conversions).toEqual([{ type: 'order', timestamp: NOW, value: 59.9 }]);
  });

  it('an order conversion without order id and value is not sent', async () => {
    const { scope, conversions, warnings } = attributionScope({ signedIn: true });
    await allSettled(conversionRequested, { scope, params: { type: 'order' } });
    expect(conversions).toEqual([]);
    expect(warnings).toEqual(['Invalid UTM conversion: not sent']);
  });

  it('a registration is a conversion, sent after the automatic login', async () => {
    const { scope, conversions } = attributionScope({ cookie: TRACKING_ID });
    await land(scope, '/?utm_source=newsletter');
    expect(conversions).toEqual([]);
    await allSettled(registerSubmitted, {
      scope,
      params: { email: 'rui@example.com', password: 'a long password', password_confirmation: 'a long password', name: 'Rui', lastName: 'Costa', terms_accepted: true },
    });
    expect(conversions).toEqual([{ conversion_type: 'registration', tracking_id: TRACKING_ID, attribution_id: ATTRIBUTION_ID }]);
    expect(scope.getState($attribution)?.converted).toBe(true);
  });
});

describe('§7 GET v1/utm/attribution', () => {
  it("the server's record and touchpoints replace the local ones", async () => {
    const { attribution } = storedState();
    const server = { ...attribution!, converted: true, touchpoints: [{ params: { utm_source: 'tiktok' }, timestamp: NOW - 1000, page: '/faq' }] };
    const { scope, stored } = attributionScope({ stored: storedState(), cookie: TRACKING_ID, serverAttribution: { success: true, data: server } });
    await land(scope, '/');
    await allSettled(attributionRequested, { scope });
    expect(scope.getState($attribution)?.converted).toBe(true);
    expect(stored()?.touchpoints).toEqual(server.touchpoints);
  });
});

describe('§8 UTM failures are only logged', () => {
  it('a failed tracking call resolves null, is logged, and changes nothing', async () => {
    const { scope, errors, stored } = attributionScope({ track: failure(500) });
    await land(scope, '/?utm_source=google');
    expect(scope.getState($attribution)).toBeNull();
    expect(stored()).toBeNull();
    expect(errors).toEqual(['UTM tracking failed']);
    const result = await allSettled(trackFx, { scope, params: { tracking_id: TRACKING_ID, utm_source: 'x' } });
    expect(result).toEqual({ status: 'done', value: null });
  });

  it('a failed conversion resolves false, is logged, and the attribution stays unconverted', async () => {
    const { scope, errors } = attributionScope({ stored: storedState(), cookie: TRACKING_ID, signedIn: true, convert: failure(401) });
    await land(scope, '/');
    await allSettled(conversionRequested, { scope, params: { type: 'newsletter' } });
    expect(scope.getState($attribution)?.converted).toBe(false);
    expect(errors).toEqual(['UTM conversion failed']);
    const result = await allSettled(convertFx, { scope, params: { conversion_type: 'newsletter' } });
    expect(result).toEqual({ status: 'done', value: false });
  });

  it('a failed attribution fetch is logged and keeps the local record', async () => {
    const { scope, errors } = attributionScope({ stored: storedState(), cookie: TRACKING_ID, serverAttribution: failure(500) });
    await land(scope, '/');
    await allSettled(attributionRequested, { scope });
    expect(errors).toEqual(['UTM attribution fetch failed']);
    expect(scope.getState($utmState)).toEqual(storedState());
  });
});
