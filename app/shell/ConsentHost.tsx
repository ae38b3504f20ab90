import { useUnit } from 'effector-react';
import { Suspense } from 'react';
import { $consentChoice, $consentSettingsOpen, $tagManager } from '../../features/consent';
import { lazyWithMessages } from '../i18n/react';
import { useHydrated } from './useHydrated';

/** The banner, its texts and what a choice does are fetched only when it shows, never in the first load. */
const ConsentBannerLoaded = lazyWithMessages(() => import('./ConsentBannerLoaded'), ['consent']);

/**
 * §7 consent, asked where a tag manager is configured: to a visitor who has not chosen yet (the server read
 * the cookie, so someone who chose never sees it flash), and again when the footer's cookie settings reopen
 * it. Nothing on the server or while hydrating; the banner is fixed over the page, so it moves nothing.
 */
export function ConsentHost() {
  const hydrated = useHydrated();
  const [tags, choice, reopened] = useUnit([$tagManager, $consentChoice, $consentSettingsOpen]);
  if (!hydrated || !tags || (choice !== null && !reopened)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBannerLoaded reopened={reopened} />
    </Suspense>
  );
}
