import { Fragment } from 'react';
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

export const CONTENT_BLOCK_KINDS = ['paragraph', 'list'] as const;
/** A paragraph (its lines kept as written: an address, a phone and hours) or a bulleted list. */
export type ContentBlock = { kind: 'paragraph'; lines: readonly string[] } | { kind: 'list'; items: readonly string[] };

export interface ContentSection {
  /** Unique in the page; the anchor of the section (`#returns`). */
  id: string;
  /** A FAQ question, or a section title. */
  title: string;
  /** The text: an answer, a clause. */
  blocks: readonly ContentBlock[];
  links?: readonly ContentLink[];
  /** FAQ: the topic the question belongs to; consecutive questions of one topic share its heading. */
  group?: string;
}

export interface ContentPageLabels {
  /** The table of contents' title. */
  contents: string;
  /** The FAQ's list of topics' name. */
  topics: string;
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
  /** e.g. 'Atualizado a 28 de novembro de 2026', formatted by the caller; legal pages show it. */
  updated?: string | null;
}

type Topic = { id: string; title: string; sections: ContentSection[] };

/** Consecutive FAQ questions of one group, in order; questions without a group form untitled runs. */
function topicsOf(sections: readonly ContentSection[]): Topic[] {
  const topics: Topic[] = [];
  for (const section of sections) {
    const last = topics.at(-1);
    if (last && last.title === (section.group ?? '')) last.sections.push(section);
    else topics.push({ id: `topic-${topics.length + 1}`, title: section.group ?? '', sections: [section] });
  }
  return topics;
}

/** Legal texts list their sections first from this many. */
const CONTENTS_FROM = 3;

/**
 * A content page (§2 /faq, /about, /contact, /legal-information/{slug}): the title, an intro and
 * sections. FAQ questions are an accordion of native details/summary (works without JavaScript).
 */
export function ContentPage({ kind, title, intro, sections, labels, status = 'ready', errorMessage, openSectionId = null, updated = null }: ContentPageProps) {
  return (
    <article className={styles.root} aria-busy={status === 'loading' || undefined}>
      <header className={styles.header}>
        <Heading level={1} size="xlarge">
          {title}
        </Heading>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
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
        <FaqTopics sections={sections} label={labels.topics} openSectionId={openSectionId} />
      ) : (
        <div className={kind === 'legal' && sections.length >= CONTENTS_FROM ? styles.withContents : undefined}>
          {kind === 'legal' && sections.length >= CONTENTS_FROM && (
            <nav className={styles.contents} aria-label={labels.contents}>
              <p className={styles.contentsTitle} aria-hidden="true">
                {labels.contents}
              </p>
              <ol className={styles.contentsList}>
                {sections.map((section) => (
                  <li key={section.id}>
                    <a className={styles.contentsLink} href={`#${section.id}`}>
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
            {kind === 'legal' && updated && <p className={styles.updated}>{updated}</p>}
          </div>
        </div>
      )}
    </article>
  );
}

/** FAQ: the topics as anchors, then each topic's questions as a native accordion (details/summary). */
function FaqTopics({ sections, label, openSectionId }: { sections: readonly ContentSection[]; label: string; openSectionId: string | null }) {
  const topics = topicsOf(sections);
  const titled = topics.filter((topic) => topic.title !== '');
  return (
    <>
      {titled.length > 1 && (
        <nav aria-label={label}>
          <ul className={styles.topics}>
            {titled.map((topic) => (
              <li key={topic.id}>
                <a className={styles.topicLink} href={`#${topic.id}`}>
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={styles.sections}>
        {topics.map((topic) => (
          <section key={topic.id} id={topic.id} className={styles.topic} aria-labelledby={topic.title ? `${topic.id}-title` : undefined}>
            {topic.title && (
              <Heading level={2} size="large" id={`${topic.id}-title`}>
                {topic.title}
              </Heading>
            )}
            <ul className={styles.faq}>
              {topic.sections.map((section) => (
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
          </section>
        ))}
      </div>
    </>
  );
}

function SectionBody({ section }: { section: ContentSection }) {
  return (
    <>
      {section.blocks.map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index} className={styles.list}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index} className={styles.paragraph}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </p>
        ),
      )}
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
