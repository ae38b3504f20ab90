import { useId } from 'react';
import { Heading } from '../Heading';
import { Image } from '../Image';
import { MEDIA } from '../theme/tokens';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './SegmentTiles.css';

export interface SegmentTile {
  /** The segment's pt slug (`moda-mulher`), used as the key. */
  slug: string;
  label: string;
  /** The segment page in the current locale, built by the caller. */
  href: string;
  image?: string | null;
}

export interface SegmentTilesProps {
  title: string;
  /** §1: the seven segments, in the order to show. */
  segments: readonly SegmentTile[];
  /** The segment being shown (`aria-current`). */
  currentSlug?: string | null;
  loading?: boolean;
  loadingLabel?: string;
  headingLevel?: 2 | 3;
  /** Tiles whose picture loads at once with high priority: those a first screen shows where the tiles open the page. */
  priorityCount?: number;
}

const SKELETONS = 7;

/** The segments as tiles linking to their pages (§1, §2). */
export function SegmentTiles({ title, segments, currentSlug = null, loading = false, loadingLabel, headingLevel = 2, priorityCount = 0 }: SegmentTilesProps) {
  const titleId = useId();
  if (!loading && segments.length === 0) return null;
  return (
    <section className={styles.root} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Heading level={headingLevel} size="large" id={titleId}>
        {title}
      </Heading>
      {loading ? (
        <div className={styles.list}>
          {loadingLabel && <VisuallyHidden>{loadingLabel}</VisuallyHidden>}
          {Array.from({ length: SKELETONS }, (_, index) => (
            <div key={index} className={styles.skeleton} aria-hidden="true" />
          ))}
        </div>
      ) : (
        <ul className={styles.list}>
          {segments.map((segment, index) => (
            <li key={segment.slug} className={styles.item}>
              <a className={styles.tile} href={segment.href} data-has-image={Boolean(segment.image)} aria-current={segment.slug === currentSlug ? 'page' : undefined}>
                {segment.image && (
                  <span className={styles.tileImage}>
                    <Image src={segment.image} alt="" width={300} height={400} sizes={`${MEDIA.desktop} 14vw, ${MEDIA.tablet} 25vw, 160px`} fit="cover" layout="fill" priority={index < priorityCount} />
                  </span>
                )}
                <span className={styles.tileLabel}>{segment.label}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
