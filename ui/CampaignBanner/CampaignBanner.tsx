import { useId } from 'react';
import { Icon } from '../Icon';
import { Image } from '../Image';
import { MEDIA } from '../theme/tokens';
import * as styles from './CampaignBanner.css';

export interface CampaignBannerProps {
  title: string;
  subtitle?: string | null;
  /** The banner picture; decorative (the title says what it is about). */
  image: string | null;
  /** The campaign page in the current locale, built by the caller. */
  href: string;
  ctaLabel: string;
  /** The first banner of a page is above the fold. */
  priority?: boolean;
  headingLevel?: 2 | 3;
}

/** A campaign banner: picture, title, subtitle and a call to action that covers the banner. */
export function CampaignBanner({ title, subtitle, image, href, ctaLabel, priority = false, headingLevel = 2 }: CampaignBannerProps) {
  const Title = `h${headingLevel}` as const;
  const titleId = useId();
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
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        <a className={styles.cta} href={href} aria-describedby={titleId}>
          {ctaLabel}
          <Icon name="chevron" size="small" />
        </a>
      </div>
    </article>
  );
}
