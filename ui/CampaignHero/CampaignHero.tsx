import { useState } from 'react';
import { Badge } from '../Badge';
import { campaignPhase, formatCampaignDay, formatCampaignPeriod } from '../CampaignBanner/campaignPeriod';
import { Countdown } from '../Countdown';
import { Image } from '../Image';
import { MEDIA } from '../theme/tokens';
import * as styles from './CampaignHero.css';

/** Every sentence the hero shows, from the caller's catalogue. */
export interface CampaignHeroLabels {
  /** Before the countdown to the end, e.g. 'Termina em'. */
  endsIn: string;
  /** The mark of the campaign's last day, e.g. 'Último dia'. */
  lastDay: string;
  /** A campaign not started yet, e.g. 'Começa a 20 de novembro'. */
  startsOn: (day: string) => string;
  ended: string;
}

export interface CampaignHeroProps {
  title: string;
  description?: string | null;
  /** What the campaign offers, e.g. 'Até −40 %'. */
  offer?: string | null;
  /** Decorative: the title says what the campaign is. */
  image: string | null;
  startsAt: string | null;
  endsAt: string | null;
  /** BCP 47 tag of the dates and the countdown, e.g. 'pt-PT'. */
  languageTag: string;
  labels: CampaignHeroLabels;
  /** The clock (the page's render clock, so the server and the hydrating browser agree on the phase). */
  now?: () => number;
  /** The id of the page's h1, for the section it opens. */
  headingId?: string;
}

/**
 * A campaign page's opening: picture, title, offer and dates, and where the campaign stands — when it
 * starts, a live countdown to its end (marked on its last day), or that it has ended.
 */
export function CampaignHero({ title, description, offer, image, startsAt, endsAt, languageTag, labels, now = Date.now, headingId }: CampaignHeroProps) {
  // The countdown says when it reaches zero: the hero turns to 'ended' without waiting for a render.
  const [expired, setExpired] = useState(false);
  const phase = expired ? 'ended' : campaignPhase(startsAt, endsAt, now());
  const period = formatCampaignPeriod(startsAt, endsAt, languageTag);
  return (
    <header className={styles.root} data-phase={phase} data-has-image={image !== null}>
      <div className={styles.media}>
        {image && (
          <>
            <Image src={image} alt="" width={1200} height={400} sizes={`${MEDIA.desktop} 1200px, 100vw`} priority layout="fill" />
            <span className={styles.shade} />
          </>
        )}
      </div>
      <div className={styles.body}>
        <h1 className={styles.title} id={headingId}>
          {title}
        </h1>
        {/* An ended campaign's reductions are gone: it keeps its dates, not an offer a shopper can no longer have. */}
        {((offer && phase !== 'ended') || period) && (
          <p className={styles.facts}>
            {offer && phase !== 'ended' && <strong className={styles.offer}>{offer}</strong>}
            {/* The days come from the runtime's calendar data: a browser may space them otherwise than the server. */}
            {period && <span suppressHydrationWarning>{period}</span>}
          </p>
        )}
        {description && <p className={styles.description}>{description}</p>}
        <div className={styles.status}>
          {phase === 'upcoming' && startsAt && (
            <p className={styles.statusText} suppressHydrationWarning>
              {labels.startsOn(formatCampaignDay(startsAt, languageTag))}
            </p>
          )}
          {phase === 'endingToday' && <Badge tone="discount">{labels.lastDay}</Badge>}
          {(phase === 'live' || phase === 'endingToday') && endsAt && (
            <Countdown endsAt={endsAt} label={labels.endsIn} languageTag={languageTag} now={now} onExpire={() => setExpired(true)} />
          )}
          {phase === 'ended' && <p className={styles.statusText}>{labels.ended}</p>}
        </div>
      </div>
    </header>
  );
}
