import { useId } from 'react';
import { Heading } from '../Heading';
import { Image } from '../Image';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './BrandStrip.css';

export interface BrandStripItem {
  /** The brand's uuid or slug, used as the key. */
  key: string;
  name: string;
  /** The brand's listing in the current locale, built by the caller. */
  href: string;
  /** Drawn instead of the name when present; the name stays its text alternative. */
  logo: string | null;
}

export interface BrandStripProps {
  title: string;
  brands: readonly BrandStripItem[];
  /** Said when there is no brand to show. */
  emptyText: string;
  loading?: boolean;
  loadingLabel?: string;
  /** §8 'Failed to fetch brands' or the server's message; the list stays empty. */
  errorMessage?: string | null;
  headingLevel?: 2 | 3;
}

const LOGO_WIDTH = 120;
const LOGO_HEIGHT = 36;
const SKELETONS = 6;

/** Featured brands (§7 /v1/brands/home-page or /v1/brands/segment/{segment}) as logo or name links. */
export function BrandStrip({ title, brands, emptyText, loading = false, loadingLabel, errorMessage = null, headingLevel = 2 }: BrandStripProps) {
  const titleId = useId();
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
      ) : errorMessage ? (
        <p className={styles.message} role="alert">
          {errorMessage}
        </p>
      ) : brands.length === 0 ? (
        <p className={styles.message}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {brands.map((brand) => (
            <li key={brand.key} className={styles.item}>
              <a className={styles.brand} href={brand.href}>
                {brand.logo ? (
                  <span className={styles.logo}>
                    <Image src={brand.logo} alt={brand.name} width={LOGO_WIDTH} height={LOGO_HEIGHT} sizes={`${LOGO_WIDTH}px`} fit="contain" layout="fill" />
                  </span>
                ) : (
                  brand.name
                )}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
