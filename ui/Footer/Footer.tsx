import { Fragment, useId } from 'react';
import type { Locale } from '../../contract';
import { LanguageSwitcher, type LanguageOption } from '../LanguageSwitcher';
import * as styles from './Footer.css';

export interface FooterLink {
  label: string;
  /** In the current locale; the app builds it. */
  href: string;
}

export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
}

/** What Portuguese law wants an online shop to show on every page (the app fills it from the company's details). */
export interface FooterLegal {
  /** The region's name, e.g. 'Informação legal'. */
  label: string;
  /** Company name, NIPC, share capital, registered office and contact, one line. */
  details: string;
  /** The electronic complaints book (Livro de Reclamações). */
  complaintsBook: FooterLink;
  /** The alternative dispute-resolution (RAL) notice and its entities' sites. */
  disputes: { notice: string; links: readonly FooterLink[] };
}

export interface FooterProps {
  brandName: string;
  /** A line about the shop under the brand. */
  tagline: string;
  /** Columns of links (shop, help, company…), in order. */
  columns: readonly FooterColumn[];
  /** The links' navigation landmark name. */
  navigationLabel: string;
  languages: readonly LanguageOption[];
  currentLocale: Locale;
  /** The language switcher's landmark name. */
  languageLabel: string;
  onLanguageSelect?: (locale: Locale, href: string) => void;
  /** e.g. 'Pagamentos seguros com MB WAY e Multibanco'. */
  paymentsNote?: string;
  copyright: string;
  legal?: FooterLegal;
}

/**
 * The site footer: brand and tagline, link columns, the legal block (complaints book, company details, dispute
 * resolution), a compact language switcher (links that work without JavaScript), payments and copyright.
 */
export function Footer({
  brandName,
  tagline,
  columns,
  navigationLabel,
  languages,
  currentLocale,
  languageLabel,
  onLanguageSelect,
  paymentsNote,
  copyright,
  legal,
}: FooterProps) {
  const id = useId();
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <p className={styles.brandName}>{brandName}</p>
            <p className={styles.muted}>{tagline}</p>
            {paymentsNote && <p className={styles.muted}>{paymentsNote}</p>}
          </div>
          {columns.length > 0 && (
            <nav className={styles.columns} aria-label={navigationLabel}>
              {columns.map((column, index) => (
                <div key={column.title}>
                  <h2 className={styles.columnTitle} id={`${id}-${index}`}>
                    {column.title}
                  </h2>
                  <ul className={styles.links} aria-labelledby={`${id}-${index}`}>
                    {column.links.map((link) => (
                      <li key={link.href}>
                        <a className={styles.link} href={link.href}>
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
          )}
        </div>
        {legal && (
          <section className={styles.legal} aria-label={legal.label}>
            <a className={styles.complaintsBook} href={legal.complaintsBook.href} rel="noopener">
              {legal.complaintsBook.label}
            </a>
            <div className={styles.legalText}>
              <p className={styles.muted}>{legal.details}</p>
              <p className={styles.muted}>
                {legal.disputes.notice}{' '}
                {legal.disputes.links.map((link, index) => (
                  <Fragment key={link.href}>
                    {index > 0 && ' · '}
                    <a className={styles.inlineLink} href={link.href} rel="noopener">
                      {link.label}
                    </a>
                  </Fragment>
                ))}
              </p>
            </div>
          </section>
        )}
        <div className={styles.bottom}>
          {/* The page's top bar shows the flags: here the names alone. */}
          <LanguageSwitcher languages={languages} current={currentLocale} label={languageLabel} onSelect={onLanguageSelect} flags={false} />
          <p className={styles.muted}>{copyright}</p>
        </div>
      </div>
    </footer>
  );
}
