import { useTranslation } from '../i18n/react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { ERROR_PAGE_CATEGORY_SLUGS, ErrorPage, NOT_FOUND_STATUS } from '../../ui/ErrorPage';
import type { ErrorPageLabels, ErrorPageLinks } from '../../ui/ErrorPage';
import { localizePath } from '../i18n/locale';
import { useLocale } from '../i18n/useLocale';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { href } from '../routes/href';

/**
 * §2 error page, as designed in ui/ErrorPage: the status code; 404 with its own title and subtitle (and the path,
 * §2 'Page not found' with the path in the message), other errors general ones; go home and view campaigns;
 * suggestion cards (campaigns, women, men, kids, my orders); a contact block linking /contact and /faq.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text = (key: Exclude<keyof ErrorPageLabels, 'status'>) => t(`errorPage.${key}`);
  const labels: ErrorPageLabels = {
    status: (code) => t('errorPage.status', { status: code }),
    notFoundTitle: text('notFoundTitle'),
    notFoundSubtitle: text('notFoundSubtitle'),
    title: text('title'),
    subtitle: text('subtitle'),
    goHome: text('goHome'),
    viewCampaigns: text('viewCampaigns'),
    suggestions: text('suggestions'),
    campaigns: text('campaigns'),
    campaignsText: text('campaignsText'),
    women: text('women'),
    womenText: text('womenText'),
    men: text('men'),
    menText: text('menText'),
    kids: text('kids'),
    kidsText: text('kidsText'),
    orders: text('orders'),
    ordersText: text('ordersText'),
    contactTitle: text('contactTitle'),
    contactText: text('contactText'),
    contact: text('contact'),
    faq: text('faq'),
  };
  const links: ErrorPageLinks = {
    home: href('home', {}, locale),
    campaigns: href('campaigns', {}, locale),
    women: href('catalogCategory', { slug: ERROR_PAGE_CATEGORY_SLUGS.women }, locale),
    men: href('catalogCategory', { slug: ERROR_PAGE_CATEGORY_SLUGS.men }, locale),
    kids: href('catalogCategory', { slug: ERROR_PAGE_CATEGORY_SLUGS.kids }, locale),
    orders: localizePath('/account/orders', locale),
    contact: href('contact', {}, locale),
    faq: href('faq', {}, locale),
  };
  return (
    <DefaultLayout>
      <ErrorPage status={status} labels={labels} links={links} {...(status === NOT_FOUND_STATUS ? { detail: t('notFound.message', { path: pathname }) } : {})} />
    </DefaultLayout>
  );
}
