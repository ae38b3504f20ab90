import { createEffect } from 'effector';
import { SUPPORT_API_PATHS } from '../../contract/support-constants';
import type {
  AccountOverview,
  AccountOverviewResponse,
  ApiError,
  ContactRequest,
  ContactResponse,
  CreateTicketRequest,
  TicketListResponse,
  TicketThread,
  TicketThreadResponse,
} from '../../contract';
import { anyBody, apiRequestFx, loadZod } from '../api-client';
import type { LazySchema } from '../api-client';

/** The support and account-data endpoints (contract/support.ts); every answer parsed with its contract schema. */
const threadOf = (response: unknown) => (response as TicketThreadResponse).data;

export const fetchTicketsFx = createEffect<{ page: number }, TicketListResponse, ApiError>(
  async ({ page }) => (await apiRequestFx({ path: SUPPORT_API_PATHS.tickets, query: { page }, schema: () => import('../../contract/support').then((contract) => contract.TicketListResponse) })) as TicketListResponse,
);

export const fetchTicketFx = createEffect<string, TicketThread, ApiError>(async (uuid) =>
  threadOf(await apiRequestFx({ path: SUPPORT_API_PATHS.ticket(uuid), schema: () => import('../../contract/support').then((contract) => contract.TicketThreadResponse), expectedStatuses: [404] })),
);

export const createTicketFx = createEffect<CreateTicketRequest, TicketThread, ApiError>(async (body) =>
  threadOf(await apiRequestFx({ method: 'POST', path: SUPPORT_API_PATHS.tickets, body, schema: () => import('../../contract/support').then((contract) => contract.TicketThreadResponse), expectedStatuses: [422] })),
);

export const replyFx = createEffect<{ uuid: string; body: string }, TicketThread, ApiError>(async ({ uuid, body }) =>
  threadOf(
    await apiRequestFx({ method: 'POST', path: SUPPORT_API_PATHS.ticketMessages(uuid), body: { body }, schema: () => import('../../contract/support').then((contract) => contract.TicketThreadResponse), expectedStatuses: [409, 422] }),
  ),
);

export const closeTicketFx = createEffect<string, TicketThread, ApiError>(async (uuid) =>
  threadOf(await apiRequestFx({ method: 'POST', path: SUPPORT_API_PATHS.ticketClose(uuid), schema: () => import('../../contract/support').then((contract) => contract.TicketThreadResponse) })),
);

export const sendContactFx = createEffect<ContactRequest, ContactResponse['data']['status'], ApiError>(
  async (body) =>
    ((await apiRequestFx({ method: 'POST', path: SUPPORT_API_PATHS.contact, body, schema: () => import('../../contract/support').then((contract) => contract.ContactResponse), expectedStatuses: [422, 429] })) as ContactResponse).data.status,
);

export const confirmContactFx = createEffect<string, true, ApiError>(async (token) => {
  await apiRequestFx({ method: 'POST', path: SUPPORT_API_PATHS.contactConfirm, body: { token }, schema: () => import('../../contract/support').then((contract) => contract.ContactConfirmResponse), expectedStatuses: [422] });
  return true as const;
});

export const fetchOverviewFx = createEffect<void, AccountOverview, ApiError>(
  async () => ((await apiRequestFx({ path: SUPPORT_API_PATHS.overview, schema: () => import('../../contract/support').then((contract) => contract.AccountOverviewResponse) })) as AccountOverviewResponse).data,
);

const AnyJson: LazySchema<Record<string, unknown>> = async () => {
  const z = await loadZod();
  return z.record(z.string(), z.unknown());
};
export const fetchExportFx = createEffect<void, Record<string, unknown>, ApiError>(
  async () => (await apiRequestFx({ path: SUPPORT_API_PATHS.accountExport, schema: AnyJson })) as Record<string, unknown>,
);

export const deleteAccountFx = createEffect<{ password: string }, void, ApiError>(async (body) => {
  await apiRequestFx({ method: 'DELETE', path: SUPPORT_API_PATHS.account, body, schema: anyBody, expectedStatuses: [422, 429], changesSession: true });
});

