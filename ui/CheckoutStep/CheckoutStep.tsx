import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './CheckoutStep.css';

export const CHECKOUT_STEP_STATES = ['current', 'done', 'upcoming'] as const;
export type CheckoutStepState = (typeof CHECKOUT_STEP_STATES)[number];

export interface CheckoutStepLabels {
  /** The edit button's name, given the step's title: 'Alterar Contacto'. */
  edit: (title: string) => string;
  /** The short visible word of the edit button: 'Alterar'. */
  editShort: string;
  /** Read after the title of a finished step: 'concluído'. */
  done: string;
}

export interface CheckoutStepProps {
  /** 1-based position in the checkout. */
  number: number;
  title: string;
  state: CheckoutStepState;
  /** A finished step's one-line summary (the e-mail, the address, the chosen method). */
  summary?: ReactNode;
  /** Shown on a finished step: reopens it. */
  onEdit?: () => void;
  /** The step's form, shown only while it is current. */
  children?: ReactNode;
  labels: CheckoutStepLabels;
  /** The heading's level in the page (2 under the page title). */
  headingLevel?: 2 | 3;
}

/**
 * One numbered section of the one-page checkout: the current step shows its form; a finished one
 * its summary and an edit button; an upcoming one only its title, collapsed and muted.
 */
export function CheckoutStep({ number, title, state, summary, onEdit, children, labels, headingLevel = 2 }: CheckoutStepProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  // A step that becomes the current one (the one before it done, or reopened to edit) takes the focus on its title,
  // which a screen reader then reads; the focus otherwise fell to the page when the button it was on went away.
  // Not at the first render: a page that opens on a step leaves the focus where the browser put it.
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(state);
  useEffect(() => {
    if (state === 'current' && previous.current !== 'current') heading.current?.focus({ preventScroll: false });
    previous.current = state;
  }, [state]);
  return (
    <section className={styles.root({ state })} aria-labelledby={headingId} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
      <div className={styles.header}>
        <span className={styles.marker({ state })} aria-hidden="true">
          {state === 'done' ? <Icon name="check" size="small" /> : number}
        </span>
        <Heading id={headingId} className={styles.title} ref={heading} tabIndex={-1}>
          {title}
          {state === 'done' && <VisuallyHidden>, {labels.done}</VisuallyHidden>}
        </Heading>
        {state === 'done' && onEdit && (
          <span className={styles.edit}>
            <Button variant="ghost" size="small" onClick={onEdit} aria-label={labels.edit(title)}>
              {labels.editShort}
            </Button>
          </span>
        )}
      </div>
      {state === 'done' && summary != null && <div className={styles.summary}>{summary}</div>}
      {state === 'current' && <div className={styles.body}>{children}</div>}
    </section>
  );
}
