import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { createIconLoader } from '../../features/icons';
import type { IconLoader } from '../../features/icons';
import { NamedIconProvider } from '../../ui/NamedIcon';
import type { NamedIconSource } from '../../ui/NamedIcon';

function browserIconLoader(): IconLoader | null {
  if (typeof window === 'undefined') return null;
  return createIconLoader({
    baseUrl: window.location.origin,
    fetch: (input, init) => window.fetch(input, init),
    // §9: the shorter time-out while the page is still loading.
    pageLoading: () => document.readyState !== 'complete',
    // §8: an icon that could not be loaded is logged only.
    warn: (message, details) => console.warn(`[storefront] ${message}`, details),
  });
}

/**
 * §7 icons by name for every piece below (ui/NamedIcon): in the browser they load from the product's own
 * icon endpoint the first time a piece names them; the server, and the browser until they arrive, render
 * the icon's empty box (so hydration matches the server's HTML).
 */
export function NamedIcons({ children }: { children: ReactNode }) {
  const [loader] = useState(browserIconLoader);
  const [loaded, setLoaded] = useState(0);
  const [asked] = useState(() => new Set<string>());
  // A new source once icons arrived (`loaded`), so the pieces naming them render again.
  const source = useMemo<NamedIconSource>(() => {
    void loaded;
    return (name) => {
      const found = loader?.get(name) ?? null;
      // Asked once per name, outside React's render; one that could not be loaded stays an empty box.
      if (!found && loader && !asked.has(name)) {
        asked.add(name);
        queueMicrotask(() => void loader.load([name]).then(() => loader.get(name) && setLoaded((count) => count + 1)));
      }
      return found;
    };
  }, [loader, loaded, asked]);
  return <NamedIconProvider value={source}>{children}</NamedIconProvider>;
}
