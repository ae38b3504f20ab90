import type { ReturnStatus as ReturnStatusValue } from '../../contract/after-sales-constants';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './ReturnStatus.css';

export const RETURN_STEP_STATES = ['done', 'current', 'upcoming', 'rejected'] as const;
export type ReturnStepState = (typeof RETURN_STEP_STATES)[number];

/** Every text of the piece, from the caller's catalogue; dates and amounts already written in the page's language. */
export interface ReturnStatusLabels {
  /** "Return requested on 3 December" */
  heading: string;
  /** "2 items · 49,98 € · as store credit" */
  summary: string;
  /** "Return number: R-9B1C6A52": what the shopper writes on the parcel (the e-mail asks for it too). */
  number: string;
  /** The timeline's accessible name. */
  timeline: string;
  steps: Record<ReturnStatusValue, string>;
  /** Said after the current step and the ones to come (their colour alone tells only sighted customers): '(etapa atual)', '(por acontecer)'. */
  current: string;
  upcoming: string;
}

export interface ReturnStatusProps {
  status: ReturnStatusValue;
  /** When each step happened, written for people; a step not reached has none. */
  dates: Partial<Record<ReturnStatusValue, string>>;
  /** One sentence per returned line ("1 × Linen shirt — wrong size"). */
  items: readonly string[];
  labels: ReturnStatusLabels;
}

/**
 * Each step of the path, as done, current or to come; a rejection ends the path where it happened.
 * `path`: the steps in order (the caller's catalogue lists them in the contract's order, rejection last).
 */
export function stepsOf(status: ReturnStatusValue, dates: ReturnStatusProps['dates'], path: readonly ReturnStatusValue[]): { step: ReturnStatusValue; state: ReturnStepState }[] {
  const steps = path.filter((step) => step !== 'rejected');
  if (status === 'rejected') {
    const reached = steps.filter((step) => step === 'requested' || dates[step]);
    return [...reached.map((step) => ({ step, state: 'done' as const })), { step: 'rejected', state: 'rejected' }];
  }
  const at = steps.indexOf(status);
  return steps.map((step, index) => ({ step, state: index < at ? 'done' : index === at ? (status === 'refunded' ? 'done' : 'current') : 'upcoming' }));
}

/** A return request's progress: what was asked back, then its timeline (§ returns: requested → approved → received → refunded, or rejected). */
export function ReturnStatus({ status, dates, items, labels }: ReturnStatusProps) {
  return (
    <section className={styles.root} aria-label={labels.heading} data-status={status}>
      <h3 className={styles.heading}>{labels.heading}</h3>
      <p className={styles.summary}>{labels.number}</p>
      <p className={styles.summary}>{labels.summary}</p>
      <ul className={styles.items}>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
      <ol className={styles.steps} aria-label={labels.timeline}>
        {stepsOf(status, dates, Object.keys(labels.steps) as ReturnStatusValue[]).map(({ step, state }) => (
          <li key={step} className={styles.step({ state })} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={styles.dot({ state })} aria-hidden="true" />
            <span className={styles.stepText}>
              <span>
                {labels.steps[step]}
                {state === 'current' && <VisuallyHidden> {labels.current}</VisuallyHidden>}
                {state === 'upcoming' && <VisuallyHidden> {labels.upcoming}</VisuallyHidden>}
              </span>
              {dates[step] && <span className={styles.date}>{dates[step]}</span>}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
