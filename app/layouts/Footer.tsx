import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../i18n/useLocale';
import { href } from '../routes/href';
import { useRenderClock } from '../shell/useRenderClock';
import * as styles from './DefaultLayout.css';

/** The footer: help, shop and company links in the page's language, payments and copyright. */
export function Footer() {
  const { t } = useTranslation();
  const locale = useLocale();
  const year = new Date(useRenderClock()()).getFullYear();
  const groups = [
    {
      title: t('nav.help'),
      links: [
        { to: href('faq', {}, locale), label: t('nav.faq') },
        { to: href('contact', {}, locale), label: t('nav.contact') },
      ],
    },
    {
      title: t('nav.shop'),
      links: [
        { to: href('campaigns', {}, locale), label: t('nav.campaigns') },
        { to: href('catalogCategory', { slug: 'mulher' }, locale), label: t('errorPage.women') },
        { to: href('catalogCategory', { slug: 'homem' }, locale), label: t('errorPage.men') },
        { to: href('catalogCategory', { slug: 'crianca' }, locale), label: t('errorPage.kids') },
      ],
    },
    {
      title: t('nav.company'),
      links: [
        { to: href('about', {}, locale), label: t('nav.about') },
        { to: href('legal', { slug: 'terms-of-service' }, locale), label: t('nav.terms') },
        { to: href('legal', { slug: 'privacy-policy' }, locale), label: t('nav.privacy') },
      ],
    },
  ];
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('nav.footerNavigation')} className={styles.footerNav}>
        {groups.map((group) => (
          <div key={group.title}>
            <h2 className={styles.footerTitle}>{group.title}</h2>
            <ul className={styles.footerList}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link className={styles.footerLink} to={link.to}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <p>{t('layout.footer')}</p>
      <p>{t('nav.payments')}</p>
      <p>{t('nav.copyright', { year })}</p>
    </footer>
  );
}
