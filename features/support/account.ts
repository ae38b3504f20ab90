import { attach, createEvent, createStore, sample } from 'effector';
import type { AccountOverview } from '../../contract';
import { fieldErrorsOfAnswer } from '../account';
import type { AccountFieldErrors } from '../account';
import { $authMode, csrfFirst, loggedOut } from '../auth';
import { toastShown } from '../toasts';
import { deleteAccountFx, fetchExportFx, fetchOverviewFx } from './api';
import type { LoadStatus } from './model';

/**
 * `/account`'s overview (latest order, store credit, open tickets) and the customer's data rights:
 * the JSON download of everything kept about them, and deleting the account with the password again.
 */

/** Injected in the browser: hands a file to the person (a download); nothing on the server or in tests. */
export type FileSaver = (file: { name: string; type: string; text: string }) => void;
export const $fileSaver = createStore<FileSaver | null>(null, { serialize: 'ignore' });
/** The page that offers the download gives the browser's way to save a file. */
export const fileSaverProvided = createEvent<FileSaver>();
sample({ clock: fileSaverProvided, target: $fileSaver });

export const $overview = createStore<AccountOverview | null>(null, { serialize: 'ignore' });
export const $overviewStatus = createStore<LoadStatus>('idle', { serialize: 'ignore' });
export const $exportPending = fetchExportFx.pending;
export const $exportFailed = createStore(false, { serialize: 'ignore' });
export const $deletionErrors = createStore<AccountFieldErrors>({}, { serialize: 'ignore' });
export const $deletionFailed = createStore(false, { serialize: 'ignore' });

export const overviewOpened = createEvent();
export const dataExportRequested = createEvent();
export const accountDeletionSubmitted = createEvent<{ password: string }>();
export const accountDeletionCancelled = createEvent();
/** The account is gone: the session ends here too (auth's `loggedOut`); the app says so and leaves the account area. */
export const accountDeleted = createEvent();

sample({ clock: overviewOpened, target: fetchOverviewFx });
sample({ clock: overviewOpened, source: $overviewStatus, filter: (status) => status !== 'ready', fn: (): LoadStatus => 'loading', target: $overviewStatus });
sample({ clock: fetchOverviewFx.doneData, target: $overview });
sample({ clock: fetchOverviewFx.done, fn: (): LoadStatus => 'ready', target: $overviewStatus });
sample({ clock: fetchOverviewFx.fail, source: $overviewStatus, filter: (status) => status !== 'ready', fn: (): LoadStatus => 'failed', target: $overviewStatus });

const saveFileFx = attach({
  source: $fileSaver,
  effect: (save, data: Record<string, unknown>) => {
    const day = new Date().toISOString().slice(0, 10);
    save?.({ name: `my-data-${day}.json`, type: 'application/json', text: JSON.stringify(data, null, 2) });
  },
});
sample({ clock: dataExportRequested, source: $exportPending, filter: (pending) => !pending, fn: () => undefined, target: fetchExportFx });
sample({ clock: fetchExportFx.doneData, target: saveFileFx });
sample({ clock: fetchExportFx, fn: () => false, target: $exportFailed });
sample({ clock: fetchExportFx.fail, fn: () => true, target: $exportFailed });

const deletionFlow = csrfFirst($authMode, deleteAccountFx);
export const $deletionPending = deletionFlow.$pending;
sample({ clock: accountDeletionSubmitted, source: $deletionPending, filter: (pending, { password }) => !pending && password !== '', fn: (_pending, body) => body, target: deletionFlow.started });
sample({ clock: accountDeletionSubmitted, filter: ({ password }) => password === '', fn: (): AccountFieldErrors => ({ password: 'required' }), target: $deletionErrors });
sample({ clock: deletionFlow.started, fn: () => ({}), target: $deletionErrors });
sample({ clock: deletionFlow.started, fn: () => false, target: $deletionFailed });
sample({ clock: deletionFlow.failed, fn: ({ error }) => fieldErrorsOfAnswer(error), target: $deletionErrors });
sample({ clock: deletionFlow.failed, filter: ({ error }) => error.status !== 422, fn: () => true, target: $deletionFailed });
sample({ clock: accountDeletionCancelled, fn: () => ({}), target: $deletionErrors });
sample({ clock: accountDeletionCancelled, fn: () => false, target: $deletionFailed });
sample({ clock: deletionFlow.done, fn: () => undefined, target: [loggedOut, accountDeleted] });
sample({ clock: accountDeleted, fn: () => ({ level: 'success' as const, title: { key: 'support.privacy.deleted' } }), target: toastShown });
