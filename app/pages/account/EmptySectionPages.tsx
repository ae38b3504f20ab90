import { useTranslation } from '../../i18n/react';
import { EmptyState } from '../../../ui/EmptyState';
import type { EmptyStateAction } from '../../../ui/EmptyState';
import { Heading } from '../../../ui/Heading';
import type { IconName } from '../../../ui/Icon';
import type { Locale } from '../../../contract';
import { useLocale } from '../../i18n/useLocale';
import { href } from '../../routes/href';
import * as styles from './AccountPages.css';
import { AmbassadorProgrammePage } from './AmbassadorProgrammePage';
import { SupportSection } from './support/SupportSection';

type EmptySection = 'credits' | 'addresses' | 'support' | 'ambassador';

/** Each section's picture and its ways forward while the section has nothing behind it yet. */
const EMPTY_SECTIONS: Record<EmptySection, { icon: IconName; action: (locale: Locale) => string; secondary?: (locale: Locale) => string }> = {
  credits: { icon: 'star', action: (locale) => href('campaigns', {}, locale) },
  addresses: { icon: 'home', action: (locale) => href('home', {}, locale) },
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

export function CreditsPage() {
  return <EmptySectionPage section="credits" />;
}
export function AddressesPage() {
  return <EmptySectionPage section="addresses" />;
}
/** The customer's support requests (./support/SupportSection). */
export function SupportPage() {
  return <SupportSection />;
}

/** /account/ambassador: the ambassador programme (its own page module, loaded with this one). */
export function AmbassadorPage() {
  return <AmbassadorProgrammePage />;
}
