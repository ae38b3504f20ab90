import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Heading, type HeadingLevel } from '../Heading';
import { Icon, type IconName } from '../Icon';
import * as styles from './EmptyState.css';

/** A way out of an empty place: a link (navigation) or, without `href`, a button (action). */
export interface EmptyStateAction {
  label: string;
  href?: string;
  onClick?: () => void;
}

export interface EmptyStateProps {
  icon: IconName;
  title: string;
  text: string;
  /** The title's outline level: 2 under a page title (default), 1 when it is the page's only heading. */
  headingLevel?: HeadingLevel;
  action?: EmptyStateAction;
  secondaryAction?: EmptyStateAction;
  /** Anything the place still shows (a code, a note), below the text. */
  children?: ReactNode;
  /** Marks a region that is still loading or waiting for the browser (`aria-busy`). */
  'aria-busy'?: boolean;
}

function ActionButton({ action, variant }: { action: EmptyStateAction; variant: 'primary' | 'secondary' }) {
  return (
    <Button variant={variant} href={action.href} onClick={action.onClick}>
      {action.label}
    </Button>
  );
}

/** Nothing here yet: an icon, a title, one honest sentence and what to do instead. */
export function EmptyState({ icon, title, text, headingLevel = 2, action, secondaryAction, children, 'aria-busy': busy }: EmptyStateProps) {
  return (
    <section className={styles.root} aria-busy={busy}>
      <span className={styles.media}>
        <Icon name={icon} size="large" />
      </span>
      <Heading level={headingLevel} size="medium">
        {title}
      </Heading>
      <p className={styles.text}>{text}</p>
      {children}
      {(action || secondaryAction) && (
        <div className={styles.actions}>
          {action && <ActionButton action={action} variant="primary" />}
          {secondaryAction && <ActionButton action={secondaryAction} variant="secondary" />}
        </div>
      )}
    </section>
  );
}
