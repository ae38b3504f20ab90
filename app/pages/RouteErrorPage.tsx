import { useTranslation } from '../i18n/react';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { Heading } from '../../ui/Heading';
import { Inline } from '../../ui/Inline';
import { Text } from '../../ui/Text';
import { localizePath } from '../i18n/locale';
import { useLocale } from '../i18n/useLocale';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { href } from '../routes/href';
import * as styles from './RouteErrorPage.css';

/**
 * §2 error page: the status code; 404 with its own title and subtitle (and the path, §2 'Page not
 * found' with the path in the message), other errors general ones; go home and view campaigns;
 * suggestion cards (campaigns, women, men, kids, my orders); a contact block linking /contact and /faq.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  const suggestions = [
    { to: href('campaigns', {}, locale), title: t('errorPage.campaigns'), text: t('errorPage.campaignsText') },
    { to: href('catalogCategory', { slug: 'mulher' }, locale), title: t('errorPage.women'), text: t('errorPage.womenText') },
    { to: href('catalogCategory', { slug: 'homem' }, locale), title: t('errorPage.men'), text: t('errorPage.menText') },
    { to: href('catalogCategory', { slug: 'crianca' }, locale), title: t('errorPage.kids'), text: t('errorPage.kidsText') },
    { to: localizePath('/account/orders', locale), title: t('errorPage.orders'), text: t('errorPage.ordersText') },
  ];
  return (
    <DefaultLayout>
      <section className={styles.root} aria-labelledby="error-heading">
        <p className={styles.code} aria-label={t('errorPage.status', { status })}>
          {String(status)}
        </p>
        <Heading level={1} id="error-heading">
          {notFound ? t('errorPage.notFoundTitle') : t('errorPage.title')}
        </Heading>
        <Text tone="muted">{notFound ? t('errorPage.notFoundSubtitle') : t('errorPage.subtitle')}</Text>
        {notFound && <Text size="small">{t('notFound.message', { path: pathname })}</Text>}
        <div className={styles.actions}>
          <Button href={href('home', {}, locale)} variant="primary">
            {t('errorPage.goHome')}
          </Button>
          <Button href={href('campaigns', {}, locale)} variant="secondary">
            {t('errorPage.viewCampaigns')}
          </Button>
        </div>
        <Heading level={2}>{t('errorPage.suggestions')}</Heading>
        <ul className={styles.cards}>
          {suggestions.map((card) => (
            <li key={card.to}>
              <Link className={styles.card} to={card.to}>
                <Text weight="strong">{card.title}</Text>
                <Text size="small" tone="muted">
                  {card.text}
                </Text>
              </Link>
            </li>
          ))}
        </ul>
        <aside className={styles.contact} aria-labelledby="error-contact">
          <Heading level={2} id="error-contact">
            {t('errorPage.contactTitle')}
          </Heading>
          <Text>{t('errorPage.contactText')}</Text>
          <Inline gap="medium" justify="center">
            <Link to={href('contact', {}, locale)}>{t('errorPage.contact')}</Link>
            <Link to={href('faq', {}, locale)}>{t('errorPage.faq')}</Link>
          </Inline>
        </aside>
      </section>
    </DefaultLayout>
  );
}
