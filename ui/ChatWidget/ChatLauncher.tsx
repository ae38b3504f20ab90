import { forwardRef, useEffect, useState } from 'react';
import { Icon } from '../Icon';
import * as styles from './ChatLauncher.css';

export interface ChatLauncherProps {
  /** The button's accessible name ('Ajuda'), from the caller's catalogue. */
  label: string;
  /** True while the chat window is open. */
  expanded: boolean;
  onOpen: () => void;
  /** A pointer on the button: a moment to start fetching the window's code. */
  onIntent?: () => void;
}

/**
 * The chat's launcher: the one part of the chat in a page, a small round button with the chat icon in the bottom
 * corner. Kept apart from the window (ChatWidget) so that a page's first load holds only this; three elements,
 * since every page's element count has a budget (e2e/budgets.spec.ts).
 */
export const ChatLauncher = forwardRef<HTMLButtonElement, ChatLauncherProps>(function ChatLauncher({ label, expanded, onOpen, onIntent }, ref) {
  const tucked = useTuckedWhileScrollingDown();
  return (
    <button
      ref={ref}
      type="button"
      className={styles.root}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      data-tucked={tucked || undefined}
      onClick={onOpen}
      onPointerEnter={onIntent}
    >
      <Icon name="chat" size="large" />
    </button>
  );
});

/** How far the page must move before its direction counts (a finger's jitter does not). */
const SCROLL_STEP_PX = 8;

/**
 * True while the shopper scrolls down past the first half screen: on a phone the launcher then steps aside
 * (ChatLauncher.css.ts), off the cards and buttons it would cover, and comes back as soon as they scroll up.
 */
function useTuckedWhileScrollingDown(): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < SCROLL_STEP_PX) return;
      setTucked(y > last && y > window.innerHeight / 2);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return tucked;
}
