import type { MouseEvent } from 'react';

/** A plain left click: no modifier asking for a new tab, window or download. */
export const plainClick = (event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link's plain click goes through `onNavigate` (the app's router: no new document, the shell and its state
 * stay); a click that asks for a new tab or window, or a piece rendered without `onNavigate` (a page before
 * hydration, a story), keeps the browser's own behaviour.
 */
export function navigateOnClick(target: string, onNavigate?: (href: string) => void) {
  if (!onNavigate) return undefined;
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    onNavigate(target);
  };
}
