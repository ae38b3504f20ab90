import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button';
import * as styles from './ConsentBanner.css';

/** The purposes a visitor chooses (strictly necessary cookies are always on). */
export const CONSENT_BANNER_PURPOSES = ['analytics', 'marketing'] as const;
export type ConsentBannerPurpose = (typeof CONSENT_BANNER_PURPOSES)[number];
export type ConsentBannerChoice = Record<ConsentBannerPurpose, boolean>;

interface PurposeLabels {
  label: string;
  description: string;
}

export interface ConsentBannerLabels {
  title: string;
  description: string;
  acceptAll: string;
  rejectAll: string;
  /** Opens the per-purpose choices. */
  choose: string;
  /** Saves the per-purpose choices. */
  save: string;
  /** The purposes' group, e.g. 'Escolher por finalidade'. */
  purposes: string;
  /** Said of the strictly necessary cookies, e.g. 'Sempre ativos'. */
  alwaysOn: string;
  necessary: PurposeLabels;
  analytics: PurposeLabels;
  marketing: PurposeLabels;
  /** A link to the cookie policy under the description. */
  policy?: { label: string; href: string };
}

export interface ConsentBannerProps {
  labels: ConsentBannerLabels;
  /** The choice the purposes start from (the visitor's earlier one when reopened); all off by default. */
  initialChoice?: ConsentBannerChoice | null;
  /** Opens with the per-purpose choices shown. */
  defaultPurposesOpen?: boolean;
  /** Takes the keyboard focus when it appears (reopened from the page's cookie settings); a first visit leaves it where it is. */
  focusOnOpen?: boolean;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onSave: (choice: ConsentBannerChoice) => void;
}

/**
 * The cookie consent banner: a named region fixed to the bottom of the screen (the page keeps working and
 * nothing moves). 'Accept all' and 'Reject all' are the same kind of button, side by side; the per-purpose
 * choices open in place — the strictly necessary ones shown on and locked — and are saved with their own
 * button. Every control is a native button or checkbox: keyboard and screen readers need nothing more.
 */
export function ConsentBanner({ labels, initialChoice, defaultPurposesOpen = false, focusOnOpen = false, onAcceptAll, onRejectAll, onSave }: ConsentBannerProps) {
  const id = useId();
  const [purposesOpen, setPurposesOpen] = useState(defaultPurposesOpen);
  const [choice, setChoice] = useState<ConsentBannerChoice>(initialChoice ?? { analytics: false, marketing: false });
  const titleRef = useRef<HTMLHeadingElement>(null);
  const firstPurposeRef = useRef<HTMLInputElement>(null);
  const openedHere = useRef(false);

  useEffect(() => {
    if (focusOnOpen) titleRef.current?.focus();
  }, [focusOnOpen]);
  useEffect(() => {
    if (purposesOpen && openedHere.current) firstPurposeRef.current?.focus();
  }, [purposesOpen]);

  const purposesId = `${id}-purposes`;
  return (
    <section className={styles.root} aria-labelledby={`${id}-title`}>
      <div className={styles.panel}>
        <h2 className={styles.title} id={`${id}-title`} ref={titleRef} tabIndex={-1}>
          {labels.title}
        </h2>
        <p className={styles.text}>
          {labels.description}
          {labels.policy && (
            <>
              {' '}
              <a className={styles.link} href={labels.policy.href}>
                {labels.policy.label}
              </a>
            </>
          )}
        </p>
        {purposesOpen && (
          <fieldset className={styles.purposes} id={purposesId}>
            <legend className={styles.legend}>{labels.purposes}</legend>
            <div className={styles.purpose}>
              <input className={styles.checkbox} type="checkbox" id={`${id}-necessary`} checked disabled aria-describedby={`${id}-necessary-text`} />
              <label className={styles.purposeLabel} htmlFor={`${id}-necessary`}>
                {labels.necessary.label} ({labels.alwaysOn})
              </label>
              <p className={styles.purposeText} id={`${id}-necessary-text`}>
                {labels.necessary.description}
              </p>
            </div>
            {CONSENT_BANNER_PURPOSES.map((purpose, index) => (
              <div className={styles.purpose} key={purpose}>
                <input
                  className={styles.checkbox}
                  type="checkbox"
                  id={`${id}-${purpose}`}
                  ref={index === 0 ? firstPurposeRef : undefined}
                  checked={choice[purpose]}
                  onChange={(event) => setChoice((current) => ({ ...current, [purpose]: event.target.checked }))}
                  aria-describedby={`${id}-${purpose}-text`}
                />
                <label className={styles.purposeLabel} htmlFor={`${id}-${purpose}`}>
                  {labels[purpose].label}
                </label>
                <p className={styles.purposeText} id={`${id}-${purpose}-text`}>
                  {labels[purpose].description}
                </p>
              </div>
            ))}
          </fieldset>
        )}
        <div className={styles.actions}>
          <Button variant="primary" fullWidth onClick={onRejectAll}>
            {labels.rejectAll}
          </Button>
          <Button variant="primary" fullWidth onClick={onAcceptAll}>
            {labels.acceptAll}
          </Button>
          <div className={styles.secondaryAction}>
            {purposesOpen ? (
              <Button variant="secondary" fullWidth onClick={() => onSave(choice)}>
                {labels.save}
              </Button>
            ) : (
              <Button
                variant="secondary"
                fullWidth
                aria-expanded={false}
                aria-controls={purposesId}
                onClick={() => {
                  openedHere.current = true;
                  setPurposesOpen(true);
                }}
              >
                {labels.choose}
              </Button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
