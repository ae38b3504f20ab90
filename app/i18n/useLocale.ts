import { useMatches } from 'react-router-dom';
import { DEFAULT_LOCALE, isLocale } from '../../contract/constants';
import type { Locale } from '../../contract';

/** The page's locale, from the matched locale variant of the route table. */
export function useLocale(): Locale {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as { locale?: unknown } | undefined;
    if (handle && isLocale(handle.locale)) return handle.locale;
  }
  return DEFAULT_LOCALE;
}
