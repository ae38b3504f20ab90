import { useId, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { TextField } from '../FormField';
import { Heading } from '../Heading';
import { LoadFailure, LoadingPanel } from '../LoadFailure';
import { StatTiles, type StatTile } from '../StatTiles';
import * as styles from './AmbassadorProgramme.css';

/** What the page can show: the programme loading, a failed load, the join card, or the member's code, numbers and referrals. */
export const AMBASSADOR_VIEWS = ['loading', 'error', 'notJoined', 'joined'] as const;
export type AmbassadorView = (typeof AMBASSADOR_VIEWS)[number];

export const REFERRAL_STATUS_KINDS = ['pending', 'matured', 'cancelled', 'refused'] as const;
export type ReferralStatusKind = (typeof REFERRAL_STATUS_KINDS)[number];

/** One referral as the caller formats it. */
export interface ReferralRow {
  friend: string;
  status: ReferralStatusKind;
  /** The commission, formatted ('4,50 €'). */
  amount: string;
  /** When it happened, and when it matures or matured, formatted in the page's language. */
  note: string;
}

/** Every text, from the caller's catalogue (`programmes.ambassador.*`). */
export interface AmbassadorLabels {
  joinTitle: string;
  joinText: string;
  acceptTerms: string;
  termsLink: string;
  join: string;
  joining: string;
  mustAccept: string;
  codeTitle: string;
  codeText: string;
  linkLabel: string;
  share: string;
  copyLink: string;
  copyCode: string;
  statsTitle: string;
  referralsTitle: string;
  noReferrals: string;
  loadError: string;
  retry: string;
  status: Record<ReferralStatusKind, string>;
}

export interface AmbassadorProgrammeProps {
  view: AmbassadorView;
  labels: AmbassadorLabels;
  termsHref: string;
  code?: string | null;
  shareUrl?: string | null;
  stats?: readonly StatTile[];
  referrals?: readonly ReferralRow[];
  joining?: boolean;
  /** A refusal of the join, already in words. */
  joinError?: string | null;
  /** The browser can share natively (Web Share API): the main button shares, else it copies. */
  canShare?: boolean;
  onJoin?: () => void;
  onShare?: () => void;
  onCopyLink?: () => void;
  onCopyCode?: () => void;
  onRetry?: () => void;
}

function JoinCard({ labels, termsHref, joining, joinError, onJoin }: Pick<AmbassadorProgrammeProps, 'labels' | 'termsHref' | 'joining' | 'joinError' | 'onJoin'>) {
  const [accepted, setAccepted] = useState(false);
  const [missing, setMissing] = useState(false);
  const titleId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) return setMissing(true);
    onJoin?.();
  };
  const error = missing && !accepted ? labels.mustAccept : (joinError ?? null);
  return (
    <form className={styles.card} aria-labelledby={titleId} onSubmit={submit} noValidate>
      <Heading level={2} id={titleId}>
        {labels.joinTitle}
      </Heading>
      <p className={styles.text}>{labels.joinText}</p>
      <label className={styles.consent}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={accepted}
          aria-invalid={error !== null && missing}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        <span>
          {labels.acceptTerms}{' '}
          <a className={styles.link} href={termsHref} target="_blank" rel="noopener">
            {labels.termsLink}
          </a>
        </span>
      </label>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" aria-busy={joining} disabled={joining}>
          {joining ? labels.joining : labels.join}
        </Button>
      </div>
    </form>
  );
}

/**
 * The ambassador programme of the account (§1): the join card with the terms to accept, then the
 * member's code and share link (shared natively where the browser can, else copied), the numbers and
 * the referrals with their status.
 */
export function AmbassadorProgramme(props: AmbassadorProgrammeProps) {
  const { view, labels } = props;
  const codeTitleId = useId();
  const referralsId = useId();
  if (view === 'loading') return <LoadingPanel />;
  if (view === 'error') return <LoadFailure message={labels.loadError} retryLabel={labels.retry} onRetry={props.onRetry} />;
  if (view === 'notJoined') return <JoinCard {...props} />;
  const referrals = props.referrals ?? [];
  return (
    <div className={styles.root}>
      <section className={styles.card} aria-labelledby={codeTitleId}>
        <Heading level={2} id={codeTitleId}>
          {labels.codeTitle}
        </Heading>
        <p className={styles.text}>{labels.codeText}</p>
        <div className={styles.share}>
          <p className={styles.code}>{props.code}</p>
          <TextField name="share_url" type="url" label={labels.linkLabel} value={props.shareUrl ?? ''} readOnly selectOnFocus />
        </div>
        <div className={styles.actions}>
          {props.canShare ? (
            <Button icon="arrow" onClick={() => props.onShare?.()}>
              {labels.share}
            </Button>
          ) : null}
          <Button variant={props.canShare ? 'secondary' : 'primary'} icon="copy" onClick={() => props.onCopyLink?.()}>
            {labels.copyLink}
          </Button>
          <Button variant="ghost" onClick={() => props.onCopyCode?.()}>
            {labels.copyCode}
          </Button>
        </div>
      </section>
      <section className={styles.block}>
        <Heading level={2}>{labels.statsTitle}</Heading>
        <StatTiles tiles={props.stats ?? []} aria-label={labels.statsTitle} />
      </section>
      <section className={styles.block} aria-labelledby={referralsId}>
        <Heading level={2} id={referralsId}>
          {labels.referralsTitle}
        </Heading>
        {referrals.length === 0 ? (
          <p className={styles.text}>{labels.noReferrals}</p>
        ) : (
          <ul className={styles.list} aria-labelledby={referralsId}>
            {referrals.map((referral, index) => (
              <li key={`${referral.friend}-${index}`} className={styles.item}>
                <span>{referral.friend}</span>
                <span className={styles.amount}>{referral.amount}</span>
                <span className={styles.muted}>{referral.note}</span>
                <span className={styles.status[referral.status]}>{labels.status[referral.status]}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
