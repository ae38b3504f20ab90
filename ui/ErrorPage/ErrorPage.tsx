import { useId } from 'react';
import { Button } from '../Button';
import { Icon, type IconName } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './ErrorPage.css';

/** §2: the category slugs the error page links to (browse women, men, kids): /catalog/category/{slug}. */
export const ERROR_PAGE_CATEGORY_SLUGS = { women: 'mulher', men: 'homem', kids: 'crianca' } as const;
export const NOT_FOUND_STATUS = 404;

/** Every sentence of the error page, from the caller's catalogue (`errorPage.*`). */
export interface ErrorPageLabels {
  /** Names the status code for assistive technology ('Erro 404'). */
  status: (code: number) => string;
  notFoundTitle: string;
  notFoundSubtitle: string;
  title: string;
  subtitle: string;
  goHome: string;
  viewCampaigns: string;
  suggestions: string;
  campaigns: string;
  campaignsText: string;
  women: string;
  womenText: string;
  men: string;
  menText: string;
  kids: string;
  kidsText: string;
  orders: string;
  ordersText: string;
  contactTitle: string;
  contactText: string;
  contact: string;
  faq: string;
}

/** Where each button and card leads, in the current locale; the app builds them. */
export interface ErrorPageLinks {
  home: string;
  campaigns: string;
  /** /catalog/category/mulher, /homem, /crianca (see ERROR_PAGE_CATEGORY_SLUGS). */
  women: string;
  men: string;
  kids: string;
  orders: string;
  contact: string;
  faq: string;
}

export interface ErrorPageProps {
  /** The HTTP status: 404 has its own title and subtitle, any other the general ones. */
  status: number;
  labels: ErrorPageLabels;
  links: ErrorPageLinks;
  /** An extra line under the subtitle (the unmatched path of a 404, the server's message). */
  detail?: string;
}

interface Suggestion {
  key: 'campaigns' | 'women' | 'men' | 'kids' | 'orders';
  icon: IconName;
}

const SUGGESTIONS: readonly Suggestion[] = [
  { key: 'campaigns', icon: 'sparkle' },
  { key: 'women', icon: 'heart' },
  { key: 'men', icon: 'star' },
  { key: 'kids', icon: 'home' },
  { key: 'orders', icon: 'truck' },
];

/** §2 error page: the status code, its title and subtitle, two ways out, suggestions and a contact block. */
export function ErrorPage({ status, labels, links, detail }: ErrorPageProps) {
  const notFound = status === NOT_FOUND_STATUS;
  const id = useId();
  return (
    <div className={styles.root}>
      <section className={styles.intro} aria-labelledby={`${id}-title`}>
        <p className={styles.status}>
          <span aria-hidden="true">{status}</span>
          <VisuallyHidden>{labels.status(status)}</VisuallyHidden>
        </p>
        <h1 className={styles.title} id={`${id}-title`}>
          {notFound ? labels.notFoundTitle : labels.title}
        </h1>
        <p className={styles.subtitle}>{notFound ? labels.notFoundSubtitle : labels.subtitle}</p>
        {detail && <p className={styles.detail}>{detail}</p>}
        <div className={styles.actions}>
          <Button href={links.home} icon="home">
            {labels.goHome}
          </Button>
          <Button href={links.campaigns} variant="secondary" icon="sparkle">
            {labels.viewCampaigns}
          </Button>
        </div>
      </section>
      <section aria-labelledby={`${id}-suggestions`}>
        <h2 className={styles.sectionTitle} id={`${id}-suggestions`}>
          {labels.suggestions}
        </h2>
        <ul className={styles.cards}>
          {SUGGESTIONS.map(({ key, icon }) => (
            <li key={key}>
              <a className={styles.card} href={links[key]}>
                <span className={styles.cardIcon}>
                  <Icon name={icon} />
                </span>
                <span className={styles.cardText}>
                  <span className={styles.cardTitle}>{labels[key]}</span>
                  <span className={styles.cardDescription}>{labels[`${key}Text`]}</span>
                </span>
                <Icon name="chevron" size="small" />
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.contact} aria-labelledby={`${id}-contact`}>
        <h2 className={styles.sectionTitle} id={`${id}-contact`}>
          {labels.contactTitle}
        </h2>
        <p className={styles.contactText}>{labels.contactText}</p>
        <div className={styles.actions}>
          <Button href={links.contact} variant="secondary">
            {labels.contact}
          </Button>
          <Button href={links.faq} variant="ghost">
            {labels.faq}
          </Button>
        </div>
      </section>
    </div>
  );
}
