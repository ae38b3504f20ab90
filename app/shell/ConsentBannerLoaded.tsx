import { useUnit } from 'effector-react';
import { getNonce } from 'get-nonce';
import { useMemo, useRef } from 'react';
import { $consentChoice, $tagManager, ALL_DENIED, ALL_GRANTED, consentChosen } from '../../features/consent';
import type { ConsentChoice } from '../../features/consent';
import { ConsentBanner } from '../../ui/ConsentBanner';
import { useTranslation } from '../i18n/react';
import { splitLocale } from '../i18n/locale';
import { buildConsentBannerLabels } from './consentLabels';
import { applyConsentChoice, windowConsentEnvironment } from './consentChoice';

/**
 * The banner with its texts and what a choice does (./consentChoice.ts): loaded by ConsentHost only when it
 * shows. Reopened from the footer, it takes the focus and gives it back to the footer's button after the choice.
 */
export default function ConsentBannerLoaded({ reopened }: { reopened: boolean }) {
  const { t } = useTranslation();
  // Mounted beside the router (app/shell/AppProviders), in the browser only; a language change is a page load.
  const locale = splitLocale(window.location.pathname).locale;
  const [tags, choice, choose] = useUnit([$tagManager, $consentChoice, consentChosen]);
  const labels = useMemo(() => buildConsentBannerLabels(t, locale), [t, locale]);
  const returnFocus = useRef(reopened && document.activeElement instanceof HTMLElement ? document.activeElement : null);
  if (!tags) return null;
  const decide = (next: ConsentChoice) => {
    applyConsentChoice(next, tags, windowConsentEnvironment(getNonce()));
    returnFocus.current?.focus();
    choose(next);
  };
  return (
    <ConsentBanner
      labels={labels}
      initialChoice={choice}
      focusOnOpen={reopened}
      onAcceptAll={() => decide(ALL_GRANTED)}
      onRejectAll={() => decide(ALL_DENIED)}
      onSave={decide}
    />
  );
}
