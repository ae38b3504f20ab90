import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { AMBASSADOR_TERMS_SLUG } from '../../../contract/programme-links';
import { $ambassador, $ambassadorState, $joinFailed, $joining, ambassadorPageOpened, joinRequested } from '../../../features/programmes';
import { toastShown } from '../../../features/toasts';
import { AmbassadorProgramme, type AmbassadorView } from '../../../ui/AmbassadorProgramme';
import { Heading } from '../../../ui/Heading';
import { useTranslation } from '../../i18n/react';
import { useLocale } from '../../i18n/useLocale';
import { href } from '../../routes/href';
import { ambassadorLabels, ambassadorStats, referralRows } from '../../shell/programmeLabels';
import { copyWithToast } from '../../shell/copyWithToast';
import { useHydrated } from '../../shell/useHydrated';
import * as styles from './AccountPages.css';

/**
 * /account/ambassador (§1): the join card (terms accepted), then the code and the share link — shared
 * through the Web Share API where the browser has it, else copied — the numbers and the referrals.
 * Read again on every visit.
 */
export function AmbassadorProgrammePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [programme, state, joining, joinFailed, opened, join, showToast] = useUnit([$ambassador, $ambassadorState, $joining, $joinFailed, ambassadorPageOpened, joinRequested, toastShown]);
  useEffect(() => {
    opened();
  }, [opened]);
  const labels = useMemo(() => ambassadorLabels(t, programme), [t, programme]);
  const view: AmbassadorView = state === 'error' ? 'error' : !programme ? 'loading' : programme.joined ? 'joined' : 'notJoined';
  const canShare = hydrated && typeof navigator.share === 'function';
  const shareUrl = programme?.share_url ?? '';
  const copy = (text: string, done: string) => copyWithToast(text, { done, failed: 'programmes.ambassador.copyFailed' }, showToast);

  const share = async () => {
    try {
      await navigator.share({ title: labels.codeTitle, text: t('programmes.ambassador.shareText', { discount: programme?.friend_discount_percent ?? 0 }), url: shareUrl });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy(shareUrl, 'programmes.ambassador.copiedLink');
    }
  };

  return (
    <div className={styles.page}>
      <Heading level={1}>{t('account.nav.ambassador')}</Heading>
      <AmbassadorProgramme
        view={view}
        labels={labels}
        termsHref={href('legal', { slug: AMBASSADOR_TERMS_SLUG }, locale)}
        code={programme?.code ?? null}
        shareUrl={programme?.share_url ?? null}
        stats={programme ? ambassadorStats(t, locale, programme.stats) : []}
        referrals={programme ? referralRows(t, locale, programme.referrals) : []}
        joining={joining}
        joinError={joinFailed ? t('programmes.ambassador.joinFailed') : null}
        canShare={canShare}
        onJoin={join}
        onShare={() => void share()}
        onCopyLink={() => void copy(shareUrl, 'programmes.ambassador.copiedLink')}
        onCopyCode={() => void copy(programme?.code ?? '', 'programmes.ambassador.copiedCode')}
        onRetry={opened}
      />
    </div>
  );
}
