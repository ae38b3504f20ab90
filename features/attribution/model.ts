import { attach, combine, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { UTM_PARAM_NAMES, UtmConversionRequest, UTM_RETRACK_DELAY_MS } from '../../contract';
import type { AttributionResponse, ConversionType, UtmAttribution, UtmParams, UtmStoreState, UtmTrackRequest, UtmTrackResponse } from '../../contract';
import { $apiUtmAttribution } from '../api-client';
import { $isAuthenticated, loggedIn, loggedOut, registered } from '../auth';
import { $consentChoice } from '../consent';
import {
  $attributionClock,
  $attributionLogger,
  emptyUtmState,
  replaceAddressFx,
  saveUtmStateFx,
  startAttributionFx,
  trackingConsentChangedFx,
  warnFx,
} from './adapters';
import type { Visit } from './adapters';
import { fetchAttributionFx, postConversionFx, postTrackFx } from './api';
import { hasUtmParams, isEmptyParams, readVisit, sameParams, withTouchpoint, withoutUtmParams } from './params';
import type { ClickIds, VisitReading } from './params';

export interface ConversionInput {
  type: ConversionType;
  orderId?: string;
  value?: number;
}
interface TrackRequest {
  params: UtmParams;
  clickIds: ClickIds;
  referrer: string | null;
  url: URL;
}

export const UTM_WARNINGS = {
  invalidParams: 'Invalid UTM parameters: tracking skipped',
  conversionRefused: 'UTM conversion refused: authentication required',
  invalidConversion: 'Invalid UTM conversion: not sent',
} as const;

// ——— stores ———

/** §3 UTM store: the attribution record, at most 10 touchpoints, conversions, session start and last activity. */
export const $utmState = createStore<UtmStoreState>(emptyUtmState());
export const $attribution = $utmState.map((state) => state.attribution);
export const $trackingId = createStore<string | null>(null);
/** The UTM params last sent (or being sent), to notice a UTM change on navigation. */
const $lastTrackedUtm = createStore<UtmParams | null>(null);
const $registrationConversionPending = createStore(false);
/** §7: the utm_attribution object any request may carry; null before a tracking id exists. */
export const $utmAttribution = combine($trackingId, $utmState, (trackingId, state): UtmAttribution | null =>
  trackingId === null
    ? null
    : {
        tracking_id: trackingId,
        attribution_id: state.attribution?.attributionId ?? null,
        session_id: state.attribution?.sessionId ?? null,
        utm_params: state.attribution?.utmParams ?? {},
      },
);

// §7: the authentication client's requests carry it (features/api-client `withAttribution`).
sample({ clock: $utmAttribution, target: $apiUtmAttribution });

// ——— events ———

/** The browser started on this address (never on the server). */
export const attributionStarted = createEvent<Visit>();
/** Every later client-side navigation. */
export const routeChanged = createEvent<{ url: string }>();
export const conversionRequested = createEvent<ConversionInput>();
export const attributionRequested = createEvent();
export const conversionRefused = createEvent<ConversionInput>();
const trackRequested = createEvent<TrackRequest>();

// ——— effects (§8: UTM failures are only logged — null or false) ———

export const trackFx = attach({
  source: $attributionLogger,
  effect: async (logger, body: UtmTrackRequest): Promise<UtmTrackResponse | null> => {
    try {
      return await postTrackFx(body);
    } catch (error) {
      logger.error('UTM tracking failed', { error });
      return null;
    }
  },
});
export const convertFx = attach({
  source: $attributionLogger,
  effect: async (logger, body: UtmConversionRequest): Promise<boolean> => {
    try {
      return (await postConversionFx(body)).success;
    } catch (error) {
      logger.error('UTM conversion failed', { error });
      return false;
    }
  },
});
export const loadAttributionFx = attach({
  source: $attributionLogger,
  effect: async (logger): Promise<AttributionResponse['data']> => {
    try {
      return (await fetchAttributionFx()).data;
    } catch (error) {
      logger.error('UTM attribution fetch failed', { error });
      return null;
    }
  },
});
/** Tracks a visit and remembers which address to clean afterwards. */
const trackVisitFx = attach({ effect: trackFx, mapParams: ({ body }: { body: UtmTrackRequest; cleanUrl: string | null }) => body });

const parseUrl = (url: string): URL | null => {
  try {
    return new URL(url);
  } catch {
    return null;
  }
};
const paramsOfBody = (body: UtmTrackRequest): UtmParams =>
  Object.fromEntries(UTM_PARAM_NAMES.flatMap((name) => (body[name] ? [[name, body[name]]] : [])));
const validReferrer = (referrer: string | null) => (referrer && parseUrl(referrer) ? referrer : null);
type Tracked = Extract<VisitReading, { kind: 'track' }>;

// ——— start ———

sample({ clock: attributionStarted, target: startAttributionFx });
// §9: stored attribution is kept unless 30 days passed without activity; the tracking id cookie is read or created.
sample({ clock: startAttributionFx.doneData, fn: ({ state }) => state, target: $utmState });
sample({ clock: startAttributionFx.doneData, fn: ({ trackingId }) => trackingId, target: $trackingId });
// The cookie follows the marketing consent once attribution started (adapters `trackingCookieAllowed`).
sample({ clock: $consentChoice.updates, source: $trackingId, filter: (trackingId): trackingId is string => trackingId !== null, target: trackingConsentChangedFx });
const landingRead = sample({
  clock: startAttributionFx.done,
  fn: ({ params, result }) => {
    const url = parseUrl(params.url);
    const reading: VisitReading = url ? readVisit(url, params.referrer, result.state.attribution === null) : { kind: 'nothing' };
    return { reading, url, referrer: params.referrer ?? null };
  },
});
// §5: a UTM value failing the letters/digits/-/_ check skips tracking with a warning.
sample({
  clock: landingRead,
  filter: ({ reading }) => reading.kind === 'invalid',
  fn: ({ reading }) => ({ message: UTM_WARNINGS.invalidParams, details: { params: (reading as Extract<VisitReading, { kind: 'invalid' }>).names } }),
  target: warnFx,
});
// §5/§9: UTMs, click identifiers or the referrer rules give the landing's source; it is tracked.
sample({
  clock: landingRead,
  filter: ({ reading, url }) => reading.kind === 'track' && url !== null,
  fn: ({ reading, url, referrer }): TrackRequest => ({ params: (reading as Tracked).params, clickIds: (reading as Tracked).clickIds, referrer, url: url! }),
  target: trackRequested,
});

// ——— tracking ———

// §5: tracking with no parameters does nothing (nor without a tracking id, i.e. on the server).
const trackingSent = sample({
  clock: trackRequested,
  source: $trackingId,
  filter: (trackingId, request) => trackingId !== null && !isEmptyParams(request.params),
  fn: (trackingId, { params, clickIds, referrer, url }) => ({
    body: { ...params, ...clickIds, tracking_id: trackingId as string, referrer: validReferrer(referrer), page: url.pathname } satisfies UtmTrackRequest,
    cleanUrl: hasUtmParams(url) ? withoutUtmParams(url) : null,
  }),
});
sample({ clock: trackingSent, fn: ({ body }) => paramsOfBody(body), target: $lastTrackedUtm });
sample({ clock: trackingSent, target: trackVisitFx });
// §4: attribution is created on first tracking and updated later; §9 keeps at most 10 touchpoints.
const touchRecorded = sample({
  clock: trackVisitFx.done,
  source: { state: $utmState, clock: $attributionClock },
  filter: (_source, { result }) => result !== null,
  fn: ({ state, clock }, { params: { body }, result }): UtmStoreState => {
    const now = clock();
    const response = result as UtmTrackResponse;
    const utmParams = paramsOfBody(body);
    const attribution = state.attribution
      ? { ...state.attribution, attributionId: response.attribution_id, sessionId: response.session_id, utmParams, lastTouchAt: now }
      : {
          attributionId: response.attribution_id,
          sessionId: response.session_id,
          trackingId: body.tracking_id,
          utmParams,
          firstTouchAt: now,
          lastTouchAt: now,
          converted: false,
        };
    return {
      ...state,
      attribution,
      touchpoints: withTouchpoint(state.touchpoints, { params: utmParams, timestamp: now, page: body.page ?? '/' }),
      sessionStarted: state.sessionStarted ?? now,
      lastActivity: now,
    };
  },
});
sample({ clock: touchRecorded, target: [$utmState, saveUtmStateFx] });
// §4: after tracking, the UTM parameters are removed from the address bar.
sample({
  clock: trackVisitFx.finally,
  filter: ({ params }) => params.cleanUrl !== null,
  fn: ({ params }) => params.cleanUrl as string,
  target: replaceAddressFx,
});

// ——— navigation ———

const routeRead = sample({
  clock: routeChanged,
  fn: ({ url }) => {
    const parsed = parseUrl(url);
    return { url: parsed, reading: parsed && hasUtmParams(parsed) ? readVisit(parsed, null, false) : ({ kind: 'nothing' } as VisitReading) };
  },
});
sample({
  clock: routeRead,
  filter: ({ reading }) => reading.kind === 'invalid',
  fn: ({ reading }) => ({ message: UTM_WARNINGS.invalidParams, details: { params: (reading as Extract<VisitReading, { kind: 'invalid' }>).names } }),
  target: warnFx,
});
const routeUtmSeen = sample({
  clock: routeRead,
  filter: ({ reading, url }) => reading.kind === 'track' && url !== null,
  fn: ({ reading, url }): TrackRequest => ({ params: (reading as Tracked).params, clickIds: (reading as Tracked).clickIds, referrer: null, url: url! }),
});
// §4/§9: a UTM change on route change is re-tracked after 100 ms (unless tracked meanwhile).
const routeUtmSettled = delay({ source: routeUtmSeen, timeout: UTM_RETRACK_DELAY_MS });
sample({
  clock: routeUtmSettled,
  source: $lastTrackedUtm,
  filter: (last, request) => !sameParams(last, request.params),
  fn: (_last, request) => request,
  target: trackRequested,
});

// ——— conversions ———

const conversionBody = (input: ConversionInput, trackingId: string | null, state: UtmStoreState) =>
  UtmConversionRequest.safeParse({
    conversion_type: input.type,
    ...(input.orderId !== undefined ? { order_id: input.orderId } : {}),
    ...(input.value !== undefined ? { conversion_value: input.value } : {}),
    ...(trackingId ? { tracking_id: trackingId } : {}),
    ...(state.attribution ? { attribution_id: state.attribution.attributionId } : {}),
  });

// §5: a conversion requires authentication, else it is refused (with a warning, nothing sent).
sample({ clock: conversionRequested, filter: $isAuthenticated.map((signedIn) => !signedIn), target: conversionRefused });
sample({ clock: conversionRefused, fn: (input) => ({ message: UTM_WARNINGS.conversionRefused, details: { type: input.type } }), target: warnFx });
const conversionChecked = sample({
  clock: conversionRequested,
  source: { trackingId: $trackingId, state: $utmState },
  filter: $isAuthenticated,
  fn: ({ trackingId, state }, input) => conversionBody(input, trackingId, state),
});
sample({
  clock: conversionChecked,
  filter: (checked) => !checked.success,
  fn: (checked) => ({ message: UTM_WARNINGS.invalidConversion, details: { issues: checked.error?.issues.map((issue) => issue.message) } }),
  target: warnFx,
});
sample({ clock: conversionChecked, filter: (checked) => checked.success, fn: (checked) => checked.data!, target: convertFx });
// §4: a recorded conversion marks the attribution converted and is kept with its time and value.
const conversionRecorded = sample({
  clock: convertFx.done,
  source: { state: $utmState, clock: $attributionClock },
  filter: (_source, { result }) => result,
  fn: ({ state, clock }, { params }): UtmStoreState => {
    const now = clock();
    return {
      ...state,
      attribution: state.attribution ? { ...state.attribution, converted: true } : null,
      conversions: [...state.conversions, { type: params.conversion_type, timestamp: now, value: params.conversion_value ?? null }],
      lastActivity: now,
    };
  },
});
sample({ clock: conversionRecorded, target: [$utmState, saveUtmStateFx] });

// §4/§5: a registration is a conversion, sent once the automatic login after it has signed the shopper in.
sample({ clock: registered, fn: () => true, target: $registrationConversionPending });
sample({ clock: loggedOut, fn: () => false, target: $registrationConversionPending });
const signedInAfterRegistration = sample({ clock: loggedIn, filter: $registrationConversionPending });
sample({ clock: signedInAfterRegistration, fn: () => false, target: $registrationConversionPending });
sample({ clock: signedInAfterRegistration, fn: (): ConversionInput => ({ type: 'registration' }), target: conversionRequested });

// ——— server attribution ———

sample({ clock: attributionRequested, target: loadAttributionFx });
// §7 GET v1/utm/attribution: the server's record and touchpoints replace the local ones.
const serverAttributionLoaded = sample({
  clock: loadAttributionFx.doneData,
  source: $utmState,
  filter: (_state, data) => data !== null,
  fn: (state, data): UtmStoreState => {
    const { touchpoints, ...attribution } = data!;
    return { ...state, attribution, touchpoints };
  },
});
sample({ clock: serverAttributionLoaded, target: [$utmState, saveUtmStateFx] });
