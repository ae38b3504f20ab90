import type { ReactNode } from 'react';
import type {
  BrandSection,
  GalleryCard,
  Locale,
  MegaMenu,
  MegaMenuBrand,
  MegaMenuCategory,
  PromoCard,
  SupportedMegaMenu,
} from '../../contract';
import { Image } from '../Image';
import { navigateOnClick } from '../links';
import { NamedIcon } from '../NamedIcon';
import * as styles from './MegaMenuContent.css';
import { localText, VISUAL_MEGA_MENU_BRAND_LIMIT } from './menuText';

/** The sentences of the mega menu renderers, from the caller's catalogue (`nav.*`). */
export interface MegaMenuLabels {
  categories: string;
  brands: string;
  /** §2, §8: 'Layout não suportado: {layout}'. */
  unsupportedLayout: (layout: string) => string;
}

export interface MegaMenuContentProps {
  megaMenu: MegaMenu;
  locale: Locale;
  labels: MegaMenuLabels;
  /** Turns a CMS path into the link of the current locale; the app builds it. */
  linkTo?: (href: string) => string;
  /** The JS path: a plain click calls back instead of following the link (the link still works without JS). */
  onNavigate?: (href: string) => void;
  headingLevel?: 2 | 3 | 4;
}

type LinkFactory = (href: string, children: ReactNode, className: string, label?: string) => ReactNode;

function useLink(linkTo: (href: string) => string, onNavigate?: (href: string) => void): LinkFactory {
  return (href, children, className, label) => {
    const target = linkTo(href);
    return (
      <a className={className} href={target} onClick={navigateOnClick(target, onNavigate)} aria-label={label}>
        {children}
      </a>
    );
  };
}

const identity = (href: string) => href;

/**
 * §2 mega menu layouts: visual-mega-menu, promo-cards, brand-grid, brand-grid-2, cards-gallery;
 * any other layout shows the unsupported-layout text. Shared by the desktop panel and the mobile sheet.
 */
export function MegaMenuContent({ megaMenu, locale, labels, linkTo = identity, onNavigate, headingLevel = 3 }: MegaMenuContentProps) {
  const link = useLink(linkTo, onNavigate);
  const H = `h${headingLevel}` as const;
  const supported = megaMenu as SupportedMegaMenu;
  let body: ReactNode;
  switch (supported.layout) {
    case 'visual-mega-menu':
      body = (
        <>
          {supported.content.categories.length > 0 && (
            <section className={styles.section}>
              <H className={styles.sectionTitle}>{labels.categories}</H>
              <ul className={styles.list}>
                {supported.content.categories.map((category) => (
                  <li key={category.slug}>{categoryLink(category, locale, link)}</li>
                ))}
              </ul>
            </section>
          )}
          {supported.content.brands.length > 0 && (
            <section className={styles.section}>
              <H className={styles.sectionTitle}>{labels.brands}</H>
              {brandTiles(supported.content.brands.slice(0, VISUAL_MEGA_MENU_BRAND_LIMIT), link)}
            </section>
          )}
        </>
      );
      break;
    case 'promo-cards':
      body = (
        <ul className={styles.cards}>
          {supported.content.cards.map((card, index) => (
            <li key={index}>{promoCard(card, locale, link, H)}</li>
          ))}
        </ul>
      );
      break;
    case 'brand-grid':
    case 'brand-grid-2':
      body = (
        <div className={supported.layout === 'brand-grid-2' ? styles.twoColumns : styles.root}>
          {supported.content.sections.map((section, index) => brandSection(section, locale, link, H, index))}
        </div>
      );
      break;
    case 'cards-gallery':
      body = (
        <ul className={styles.cards}>
          {supported.content.cards.map((card) => (
            <li key={card.href}>{galleryCard(card, locale, link, H)}</li>
          ))}
        </ul>
      );
      break;
    default:
      return (
        <p className={styles.unsupported} data-layout={megaMenu.layout}>
          {labels.unsupportedLayout(megaMenu.layout)}
        </p>
      );
  }
  return (
    <div className={styles.root} data-layout={megaMenu.layout}>
      {body}
    </div>
  );
}

function categoryLink(category: MegaMenuCategory, locale: Locale, link: LinkFactory) {
  return link(
    category.href,
    <>
      {category.image && (
        <span className={styles.categoryImage}>
          <Image src={category.image} alt="" width={55} height={55} sizes="55px" fit="cover" layout="fill" />
        </span>
      )}
      <span>{localText(category.name, locale)}</span>
    </>,
    styles.link,
  );
}

/** A brand tile: the logo when it has one (named by its alt text), else the name (§2). */
function brandTiles(brands: readonly MegaMenuBrand[], link: LinkFactory) {
  return (
    <ul className={styles.tiles}>
      {brands.map((brand) => (
        <li key={brand.slug}>
          {link(
            brand.href,
            brand.logo ? <img className={styles.brandLogo} src={brand.logo} alt={brand.name} width={80} height={24} loading="lazy" /> : brand.name,
            styles.brandTile,
          )}
        </li>
      ))}
    </ul>
  );
}

function brandSection(section: BrandSection, locale: Locale, link: LinkFactory, H: 'h2' | 'h3' | 'h4', index: number) {
  return (
    <section key={index} className={styles.section}>
      <H className={styles.sectionTitle}>{localText(section.title, locale)}</H>
      {brandTiles(section.brands, link)}
    </section>
  );
}

function promoCard(card: PromoCard, locale: Locale, link: LinkFactory, H: 'h2' | 'h3' | 'h4') {
  return (
    <article className={styles.card}>
      <div className={styles.cardMedia}>
        <Image src={card.image} alt="" width={320} height={180} sizes="320px" fit="cover" layout="fill" />
      </div>
      <H className={styles.cardTitle}>{localText(card.title, locale)}</H>
      {card.subtitle && <p className={styles.cardText}>{localText(card.subtitle, locale)}</p>}
      {card.links.length > 0 && (
        <ul className={styles.cardLinks}>
          {card.links.map((cardLink) => (
            <li key={cardLink.href}>
              {link(
                cardLink.href,
                cardLink.icon ? (
                  <>
                    <NamedIcon name={cardLink.icon} /> {localText(cardLink.label, locale)}
                  </>
                ) : (
                  localText(cardLink.label, locale)
                ),
                styles.inlineLink,
              )}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function galleryCard(card: GalleryCard, locale: Locale, link: LinkFactory, H: 'h2' | 'h3' | 'h4') {
  return link(
    card.href,
    <>
      <span className={styles.cardMedia}>
        <Image src={card.image} alt="" width={320} height={180} sizes="320px" fit="cover" layout="fill" />
      </span>
      <H className={styles.cardTitle}>{localText(card.title, locale)}</H>
      {card.description && <span className={styles.cardText}>{localText(card.description, locale)}</span>}
    </>,
    styles.cardLink,
  );
}
