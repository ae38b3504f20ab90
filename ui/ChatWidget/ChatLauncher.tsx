import { forwardRef } from 'react';
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
  return (
    <button ref={ref} type="button" className={styles.root} aria-label={label} aria-haspopup="dialog" aria-expanded={expanded} onClick={onOpen} onPointerEnter={onIntent}>
      <Icon name="chat" size="large" />
    </button>
  );
});
