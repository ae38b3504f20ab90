import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router-dom';
import { Heading } from '../../ui/Heading';
import { Stack } from '../../ui/Stack';
import { Text } from '../../ui/Text';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { useLocale } from '../i18n/useLocale';
import { href } from '../routes/href';

/** §2/§8: 404 for unmatched paths and invalid params, with the path; a general page for other errors. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  return (
    <DefaultLayout>
      <Stack gap="medium" as="section">
        <Text size="xlarge" weight="strong" tone="muted">
          {String(status)}
        </Text>
        <Heading level={1}>{notFound ? t('notFound.title') : t('error.title')}</Heading>
        <Text>{notFound ? t('notFound.message', { path: pathname }) : t('error.message')}</Text>
        <Link to={href('home', {}, locale)}>{t('error.goHome')}</Link>
      </Stack>
    </DefaultLayout>
  );
}
