/**
 * MSW handlers of the two programmes, valid against contract/programmes.ts: the ambassador programme
 * (`GET`/`POST /v1/account/ambassador`: joining needs the terms accepted) and the affiliate dashboard
 * (`GET /v1/affiliate/dashboard?period=`, 403 for a customer who is not an affiliate; the commissions CSV).
 * Add them in a story: `beforeEach({ msw }) { msw.use(...programmeHandlers(state)) }`.
 */
import { HttpResponse, http } from 'msw';
import { AffiliateDashboardQuery, AmbassadorJoinRequest } from '../contract';
import type { AffiliateDashboard, AffiliateDashboardResponse, AmbassadorProgramme, AmbassadorProgrammeResponse } from '../contract';
import { PROGRAMME_API_PATHS } from '../contract/programme-links';
import { quietProgramme, sampleDashboard, sampleProgramme } from './fixtures/programmes';
import { fieldErrorsOf, validationBody } from './handlers';

export const PROGRAMME_MOCK_PATHS = {
  ambassador: `*${PROGRAMME_API_PATHS.ambassador}`,
  affiliateDashboard: `*${PROGRAMME_API_PATHS.affiliateDashboard}`,
  affiliateCommissionsCsv: `*${PROGRAMME_API_PATHS.affiliateCommissionsCsv}`,
} as const;

/** `dashboard: null`: the customer is not an affiliate. */
export type ProgrammeMockState = { ambassador: AmbassadorProgramme; dashboard: AffiliateDashboard | null };

export function programmeMockState(overrides: Partial<ProgrammeMockState> = {}): ProgrammeMockState {
  return { ambassador: sampleProgramme, dashboard: sampleDashboard, ...overrides };
}

export function programmeHandlers(state: ProgrammeMockState) {
  const notAffiliate = () => HttpResponse.json({ message: 'You are not an affiliate.' }, { status: 403 });
  return [
    http.get(PROGRAMME_MOCK_PATHS.ambassador, () => HttpResponse.json<AmbassadorProgrammeResponse>({ data: state.ambassador })),
    http.post(PROGRAMME_MOCK_PATHS.ambassador, async ({ request }) => {
      const body = AmbassadorJoinRequest.safeParse(await request.json().catch(() => null));
      if (!body.success) return HttpResponse.json(validationBody(fieldErrorsOf(body.error)), { status: 422 });
      if (!state.ambassador.joined) state.ambassador = quietProgramme;
      return HttpResponse.json<AmbassadorProgrammeResponse>({ data: state.ambassador });
    }),
    http.get(PROGRAMME_MOCK_PATHS.affiliateDashboard, ({ request }) => {
      if (!state.dashboard) return notAffiliate();
      const query = AffiliateDashboardQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return HttpResponse.json(validationBody(fieldErrorsOf(query.error)), { status: 422 });
      return HttpResponse.json<AffiliateDashboardResponse>({ data: { ...state.dashboard, period: query.data.period } });
    }),
    http.get(PROGRAMME_MOCK_PATHS.affiliateCommissionsCsv, () => {
      if (!state.dashboard) return notAffiliate();
      return new HttpResponse('date,product,commission\n2026-11-20,Vestido midi de linho,3.20\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="commissions-${state.dashboard.code.toLowerCase()}.csv"` },
      });
    }),
  ];
}
