import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react';
import { $toasts } from '../../features/toasts';
import * as styles from './AppToaster.css';

/** ui/Toaster (Radix Toast) is fetched when the first toast shows, not in the first load. */
const AppToasterLoaded = lazy(() => import('./AppToasterLoaded'));

/** Radix's hotkey of the region (ui/Toaster's TOASTER_HOTKEY), as it writes it in the region's name. */
const HOTKEY = 'F8';

/**
 * The toasts region before any toast: the same markup Radix's viewport renders while empty (a named
 * region and an empty list; F8 moves the focus to it), so the server's HTML keeps the region and the
 * browser hydrates the same nodes without loading Radix.
 */
function EmptyToastRegion() {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === HOTKEY) list.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <div role="region" aria-label={t('toasts.region').replace('{hotkey}', HOTKEY)} tabIndex={-1} style={{ pointerEvents: 'none' }}>
      <ol ref={list} tabIndex={-1} className={styles.emptyList} />
    </div>
  );
}

/**
 * The one Toaster of the app (mounted by AppProviders): the empty region until a first toast shows,
 * then ui/Toaster with the toasts model (app/shell/AppToasterLoaded.tsx), kept from then on.
 */
export function AppToaster() {
  const toasts = useUnit($toasts);
  // Once a toast showed, the Toaster stays (it plays the last toast's exit and keeps Radix's region).
  const [loaded, setLoaded] = useState(false);
  if (!loaded && toasts.length > 0) setLoaded(true);
  if (!loaded && toasts.length === 0) return <EmptyToastRegion />;
  return (
    <Suspense fallback={<EmptyToastRegion />}>
      <AppToasterLoaded />
    </Suspense>
  );
}
