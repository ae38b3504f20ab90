import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { IconLoader } from '../../features/icons';
import { NamedIconProvider } from '../../ui/NamedIcon';
import type { NamedIconSource } from '../../ui/NamedIcon';

let browserLoader: Promise<IconLoader> | null = null;
/**
 * The browser's icon loader, fetched with its code the first time a piece names an icon: named icons sit in
 * menus and content, so the loader stays out of every page's first load.
 */
function loadBrowserIconLoader(): Promise<IconLoader> {
  browserLoader ??= import('../../features/icons').then(({ createIconLoader }) =>
    createIconLoader({
      baseUrl: window.location.origin,
      fetch: (input, init) => window.fetch(input, init),
      // §9: the shorter time-out while the page is still loading.
      pageLoading: () => document.readyState !== 'complete',
      // §8: an icon that could not be loaded is logged only.
      warn: (message, details) => console.warn(`[storefront] ${message}`, details),
    }),
  );
  return browserLoader;
}

/**
 * §7 icons by name for every piece below (ui/NamedIcon): in the browser they load from the product's own
 * icon endpoint the first time a piece names them; the server, and the browser until they arrive, render
 * the icon's empty box (so hydration matches the server's HTML).
 */
export function NamedIcons({ children }: { children: ReactNode }) {
  const [loader, setLoader] = useState<IconLoader | null>(null);
  const [loaded, setLoaded] = useState(0);
  const [asked] = useState(() => new Set<string>());
  // A new source once icons arrived (`loaded`), so the pieces naming them render again.
  const source = useMemo<NamedIconSource>(() => {
    void loaded;
    return (name) => {
      const found = loader?.get(name) ?? null;
      // Asked once per name, outside React's render; one that could not be loaded stays an empty box.
      if (!found && typeof window !== 'undefined' && !asked.has(name)) {
        asked.add(name);
        queueMicrotask(() => {
          void loadBrowserIconLoader().then(async (ready) => {
            setLoader(ready);
            await ready.load([name]);
            if (ready.get(name)) setLoaded((count) => count + 1);
          });
        });
      }
      return found;
    };
  }, [loader, loaded, asked]);
  return <NamedIconProvider value={source}>{children}</NamedIconProvider>;
}
