import type { Locale } from '../../contract';
import type { ConsentBannerLabels } from '../../ui/ConsentBanner';
import type { Translate } from '../i18n/translate';
import { href } from '../routes/href';

const purpose = (t: Translate, name: 'necessary' | 'analytics' | 'marketing') => ({ label: t(`consent.${name}.label`), description: t(`consent.${name}.description`) });

/** The consent banner's texts (`consent.*` in locales/, with the footer's cookie policy link); the workbench calls the same builder. */
export function buildConsentBannerLabels(t: Translate, locale: Locale): ConsentBannerLabels {
  return {
    title: t('consent.title'),
    description: t('consent.description'),
    acceptAll: t('consent.acceptAll'),
    rejectAll: t('consent.rejectAll'),
    choose: t('consent.choose'),
    save: t('consent.save'),
    purposes: t('consent.purposes'),
    alwaysOn: t('consent.alwaysOn'),
    necessary: purpose(t, 'necessary'),
    analytics: purpose(t, 'analytics'),
    marketing: purpose(t, 'marketing'),
    policy: { label: t('nav.cookies'), href: href('legal', { slug: 'cookie-policy' }, locale) },
  };
}
