import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/react';
import { $user } from '../../../features/auth';
import { EmptyState } from '../../../ui/EmptyState';
import type { EmptyStateAction } from '../../../ui/EmptyState';
import { Heading } from '../../../ui/Heading';
import type { IconName } from '../../../ui/Icon';
import type { Locale } from '../../../contract';
import { useLocale } from '../../i18n/useLocale';
import { href } from '../../routes/href';
import * as styles from './AccountPages.css';

type EmptySection = 'orders' | 'support' | 'ambassador';

/** Each section's picture and its ways forward while the section has nothing behind it yet. */
const EMPTY_SECTIONS: Record<EmptySection, { icon: IconName; action: (locale: Locale) => string; secondary?: (locale: Locale) => string }> = {
  orders: { icon: 'truck', action: (locale) => href('home', {}, locale) },
  support: { icon: 'user', action: (locale) => href('contact', {}, locale), secondary: (locale) => href('faq', {}, locale) },
  ambassador: { icon: 'sparkle', action: (locale) => href('faq', {}, locale) },
};

/** A section of the account with nothing to show yet: its title and an honest empty state. */
function EmptySectionPage({ section, children }: { section: EmptySection; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const config = EMPTY_SECTIONS[section];
  const action: EmptyStateAction = { label: t(`account.empty.${section}.action`), href: config.action(locale) };
  const secondaryAction = config.secondary ? { label: t(`account.empty.${section}.secondary`), href: config.secondary(locale) } : undefined;
  return (
    <div className={styles.page}>
      <Heading level={1}>{t(`account.nav.${section}`)}</Heading>
      <EmptyState
        icon={config.icon}
        title={t(`account.empty.${section}.title`)}
        text={t(`account.empty.${section}.text`)}
        action={action}
        secondaryAction={secondaryAction}
      >
        {children}
      </EmptyState>
    </div>
  );
}

/** /account/orders and /account/orders-mobile. */
export function OrdersPage() {
  return <EmptySectionPage section="orders" />;
}
export function SupportPage() {
  return <EmptySectionPage section="support" />;
}

/** The programme arrives with its issue; the user's codes (when the account has them) show already. */
export function AmbassadorPage() {
  const { t } = useTranslation();
  const user = useUnit($user);
  const codes = [
    { label: t('account.ambassador.ambassadorCode'), value: typeof user?.ambassador_code === 'string' ? user.ambassador_code : null },
    { label: t('account.ambassador.affiliateCode'), value: typeof user?.affiliate_code === 'string' ? user.affiliate_code : null },
  ].filter((code): code is { label: string; value: string } => code.value !== null);
  return (
    <EmptySectionPage section="ambassador">
      {codes.length > 0 && (
        <dl className={styles.codes} aria-label={t('account.ambassador.codesTitle')}>
          {codes.map((code) => (
            <div key={code.label} style={{ display: 'contents' }}>
              <dt className={styles.codeLabel}>{code.label}</dt>
              <dd className={styles.code}>{code.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </EmptySectionPage>
  );
}
