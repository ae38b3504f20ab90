import { attach, createStore, sample } from 'effector';
import { loggedOut, noticeShown } from '../../features/auth';
import { INITIAL_FILTER_STATE, filtersRestored } from '../../features/filters';
import type { RestoredFilterState } from '../../features/filters';
import { toastShown } from '../../features/toasts';
import type { ToastInput } from '../../features/toasts';
import { $menuSheetOpen } from './menuSheet';
import { clearSiteData } from './siteData';
import type { ClearableStorage, CookieJar } from './siteData';

/**
 * The app's side of sign-in: §8 notices become toasts, and logout (§4) clears the browser's data,
 * closes the navigation (the mobile menu sheet) and resets the campaign filters. It loads with the auth model —
 * the browser session after hydration (app/client/browserSession.ts) and the sign-in dialogs import it — never in
 * a page's first load.
 */

export { $menuSheetOpen, menuSheetOpenChanged } from './menuSheet';

/** Injected in the browser: its localStorage and document cookies; nothing on the server. */
export const $siteData = createStore<{ storage: ClearableStorage | null; cookies: CookieJar | null } | null>(null, { serialize: 'ignore' });
export const clearSiteDataFx = attach({
  source: $siteData,
  effect: (site) => {
    if (site) clearSiteData(site.storage, site.cookies);
  },
});

// §8: each auth notice is a toast, its texts from `auth.notices.<key>` in the page's language.
sample({
  clock: noticeShown,
  fn: (notice): ToastInput => ({
    level: notice.level,
    title: { key: `auth.notices.${notice.key}.title` },
    ...(notice.description ? { description: { key: `auth.notices.${notice.key}.description` } } : {}),
  }),
  target: toastShown,
});

const { perPage: _perPage, ...initialFilters } = INITIAL_FILTER_STATE;
// §4 Logout: all local storage and the auth cookies are cleared…
sample({ clock: loggedOut, fn: () => undefined, target: clearSiteDataFx });
// …navigation state is reset (the menu sheet closes)…
sample({ clock: loggedOut, fn: () => false, target: $menuSheetOpen });
// …and so is the campaign filter state (without a refetch: the visitor goes to / anyway).
sample({ clock: loggedOut, fn: (): RestoredFilterState => initialFilters, target: filtersRestored });
