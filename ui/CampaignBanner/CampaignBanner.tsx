import { useId } from 'react';
import { Icon } from '../Icon';
import { Image } from '../Image';
import { MEDIA } from '../theme/tokens';
import * as styles from './CampaignBanner.css';
import { formatCampaignPeriod } from './campaignPeriod';

export interface CampaignBannerProps {
  title: string;
  subtitle?: string | null;
  /** What the campaign offers, from the caller's catalogue, e.g. 'Até −40 %'. */
  offer?: string | null;
  /** When the campaign runs (ISO date-times); the banner writes the days in `languageTag`. */
  startsAt?: string | null;
  endsAt?: string | null;
  /** BCP 47 tag of the dates, e.g. 'pt-PT'. */
  languageTag?: string;
  /** The banner picture; decorative (the title says what it is about). */
  image: string | null;
  /** The campaign page in the current locale, built by the caller. */
  href: string;
  ctaLabel: string;
  /** The first banner of a page is above the fold. */
  priority?: boolean;
  headingLevel?: 2 | 3;
}

/** A campaign banner: picture, title, the offer and its dates, subtitle and a call to action that covers the banner. */
export function CampaignBanner({
  title,
  subtitle,
  offer,
  startsAt = null,
  endsAt = null,
  languageTag = 'pt-PT',
  image,
  href,
  ctaLabel,
  priority = false,
  headingLevel = 2,
}: CampaignBannerProps) {
  const Title = `h${headingLevel}` as const;
  const titleId = useId();
  const period = formatCampaignPeriod(startsAt, endsAt, languageTag);
  return (
    <article className={styles.root} data-has-image={image !== null}>
      <div className={styles.media}>
        {image && (
          <>
            <Image src={image} alt="" width={1200} height={400} sizes={`${MEDIA.desktop} 1200px, 100vw`} priority={priority} layout="fill" />
            <span className={styles.shade} />
          </>
        )}
      </div>
      <div className={styles.body}>
        <Title className={styles.title} id={titleId}>{title}</Title>
        {(offer || period) && (
          <p className={styles.facts}>
            {offer && <strong className={styles.offer}>{offer}</strong>}
            {/* The days come from the runtime's calendar data: a browser may space them otherwise than the server. */}
            {period && (
              <span className={styles.period} suppressHydrationWarning>
                {period}
              </span>
            )}
          </p>
        )}
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        <a className={styles.cta} href={href} aria-describedby={titleId}>
          {ctaLabel}
          <Icon name="chevron" size="small" />
        </a>
      </div>
    </article>
  );
}
