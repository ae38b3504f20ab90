import { forwardRef } from 'react';
import { Icon } from '../Icon';
import * as styles from './ChatLauncher.css';

export interface ChatLauncherProps {
  /** The button's text and name ('Ajuda'): the widget's title, from the caller's catalogue. */
  label: string;
  /** True while the chat window is open. */
  expanded: boolean;
  onOpen: () => void;
  /** A pointer on the button: a moment to start fetching the window's code. */
  onIntent?: () => void;
}

/**
 * The chat's launcher: the one part of the chat in a page, a small round button in the bottom corner. Kept apart
 * from the window (ChatWidget) so that a page's first load holds only this.
 */
export const ChatLauncher = forwardRef<HTMLButtonElement, ChatLauncherProps>(function ChatLauncher({ label, expanded, onOpen, onIntent }, ref) {
  return (
    <button ref={ref} type="button" className={styles.root} aria-haspopup="dialog" aria-expanded={expanded} onClick={onOpen} onPointerEnter={onIntent}>
      <Icon name="chat" />
      <span className={styles.label}>{label}</span>
    </button>
  );
});
