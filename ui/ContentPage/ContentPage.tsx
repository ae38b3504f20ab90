import { Heading } from '../Heading';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './ContentPage.css';

/** The public content pages of §2: FAQ, about, contact and legal information. */
export const CONTENT_KINDS = ['faq', 'about', 'contact', 'legal'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_STATUSES = ['ready', 'loading', 'error'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export interface ContentLink {
  label: string;
  /** A page, `mailto:` or `tel:` address, built by the caller. */
  href: string;
}

export interface ContentSection {
  /** Unique in the page; the anchor of the section (`#returns`). */
  id: string;
  /** A FAQ question, or a section title. */
  title: string;
  /** Plain-text paragraphs (an answer, a clause). */
  paragraphs: readonly string[];
  links?: readonly ContentLink[];
}

export interface ContentPageLabels {
  /** The table of contents' title. */
  contents: string;
  empty: string;
  loading: string;
  failed: string;
}

export interface ContentPageProps {
  kind: ContentKind;
  title: string;
  intro?: string | null;
  sections: readonly ContentSection[];
  labels: ContentPageLabels;
  status?: ContentStatus;
  errorMessage?: string | null;
  /** FAQ answers open on arrival (a `#question` link) — the caller passes the id from the URL hash. */
  openSectionId?: string | null;
}

/** Legal texts list their sections first from this many. */
const CONTENTS_FROM = 3;

/**
 * A content page (§2 /faq, /about, /contact, /legal-information/{slug}): the title, an intro and
 * sections. FAQ questions are an accordion of native details/summary (works without JavaScript).
 */
export function ContentPage({ kind, title, intro, sections, labels, status = 'ready', errorMessage, openSectionId = null }: ContentPageProps) {
  return (
    <article className={styles.root} aria-busy={status === 'loading' || undefined}>
      <Heading level={1} size="xlarge">
        {title}
      </Heading>
      {intro && <p className={styles.intro}>{intro}</p>}
      {status === 'loading' ? (
        <div className={styles.skeleton}>
          <VisuallyHidden>{labels.loading}</VisuallyHidden>
          {Array.from({ length: 8 }, (_, index) => (
            <div key={index} className={styles.skeletonLine} aria-hidden="true" />
          ))}
        </div>
      ) : status === 'error' ? (
        <p className={styles.errorMessage} role="alert">
          {errorMessage || labels.failed}
        </p>
      ) : sections.length === 0 ? (
        <p className={styles.message}>{labels.empty}</p>
      ) : kind === 'faq' ? (
        <ul className={styles.faq}>
          {sections.map((section) => (
            <li key={section.id}>
              <details className={styles.details} id={section.id} open={section.id === openSectionId || undefined}>
                <summary className={styles.summary}>
                  {section.title}
                  <span className={styles.chevron}>
                    <Icon name="chevron" size="small" />
                  </span>
                </summary>
                <div className={styles.answer}>
                  <SectionBody section={section} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <>
          {kind === 'legal' && sections.length >= CONTENTS_FROM && (
            <nav className={styles.contents} aria-label={labels.contents}>
              <p className={styles.contentsTitle} aria-hidden="true">
                {labels.contents}
              </p>
              <ol className={styles.contentsList}>
                {sections.map((section) => (
                  <li key={section.id}>
                    <a className={styles.link} href={`#${section.id}`}>
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <div className={styles.sections}>
            {sections.map((section) => (
              <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
                <Heading level={2} size="large" id={`${section.id}-title`}>
                  {section.title}
                </Heading>
                <SectionBody section={section} />
              </section>
            ))}
          </div>
        </>
      )}
    </article>
  );
}

function SectionBody({ section }: { section: ContentSection }) {
  return (
    <>
      {section.paragraphs.map((paragraph, index) => (
        <p key={index} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      {section.links && section.links.length > 0 && (
        <ul className={styles.links}>
          {section.links.map((link) => (
            <li key={link.href}>
              <a className={styles.link} href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
