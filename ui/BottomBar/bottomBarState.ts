import type { CART_BADGE_CAP as CONTRACT_CART_BADGE_CAP } from '../../contract';

/** §2: the five items of the mobile bottom bar, in order. */
export const BOTTOM_BAR_ITEMS = ['home', 'search', 'menu', 'cart', 'account'] as const;
export type BottomBarItem = (typeof BOTTOM_BAR_ITEMS)[number];
/** Items that are pages (the menu is a sheet over the current page). */
export type BottomBarPage = Exclude<BottomBarItem, 'menu'>;

/** §9: the cart badge shows '99+' above 99. */
export const CART_BADGE_CAP = 99 satisfies typeof CONTRACT_CART_BADGE_CAP;
/** §9: a 10 ms vibration on tap and when the cart count rises. */
export const TAP_VIBRATION_MS = 10;

/** The cart badge's text: nothing when empty, the count, or '99+' above 99. */
export function cartBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(count);
}

/** §2: active by path prefix (the path itself or below it); home only on an exact match. */
export function isActivePath(currentPath: string, href: string, exact = false): boolean {
  const path = stripTrailingSlash(currentPath.split(/[?#]/)[0] ?? '');
  const target = stripTrailingSlash(href);
  if (exact) return path === target;
  return path === target || path.startsWith(`${target}/`);
}

/** The active item for a path, given each page item's href in the current locale. */
export function activeBottomBarItem(currentPath: string, hrefs: Record<BottomBarPage, string>): BottomBarPage | null {
  const pages: BottomBarPage[] = ['home', 'search', 'cart', 'account'];
  return pages.find((item) => isActivePath(currentPath, hrefs[item], item === 'home')) ?? null;
}

/**
 * A short buzz where the device can (guarded: most desktops and iOS have no navigator.vibrate). Before
 * the shopper has touched the page the browser refuses it and logs an error (a count that rose on its
 * own, e.g. a cart loaded or changed in another tab), so it is not asked for then.
 */
export function vibrate(ms: number = TAP_VIBRATION_MS): void {
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return;
  if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
  navigator.vibrate(ms);
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
