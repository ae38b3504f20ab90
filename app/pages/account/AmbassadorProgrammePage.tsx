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
import { useHydrated } from '../../shell/useHydrated';
import * as styles from './AccountPages.css';

/** Copies a text and says so in a toast (the clipboard can refuse: an insecure page, a denied permission). */
async function copyWithToast(text: string, doneKey: string) {
  try {
    await navigator.clipboard.writeText(text);
    toastShown({ level: 'success', title: { key: doneKey } });
  } catch {
    toastShown({ level: 'error', title: { key: 'programmes.ambassador.copyFailed' } });
  }
}

/**
 * /account/ambassador (§1): the join card (terms accepted), then the code and the share link — shared
 * through the Web Share API where the browser has it, else copied — the numbers and the referrals.
 * Read again on every visit.
 */
export function AmbassadorProgrammePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [programme, state, joining, joinFailed, opened, join] = useUnit([$ambassador, $ambassadorState, $joining, $joinFailed, ambassadorPageOpened, joinRequested]);
  useEffect(() => {
    opened();
  }, [opened]);
  const labels = useMemo(() => ambassadorLabels(t, programme), [t, programme]);
  const view: AmbassadorView = state === 'error' ? 'error' : !programme ? 'loading' : programme.joined ? 'joined' : 'notJoined';
  const canShare = hydrated && typeof navigator.share === 'function';
  const shareUrl = programme?.share_url ?? '';

  const share = async () => {
    try {
      await navigator.share({ title: labels.codeTitle, text: t('programmes.ambassador.shareText', { discount: programme?.friend_discount_percent ?? 0 }), url: shareUrl });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copyWithToast(shareUrl, 'programmes.ambassador.copiedLink');
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
        onCopyLink={() => void copyWithToast(shareUrl, 'programmes.ambassador.copiedLink')}
        onCopyCode={() => void copyWithToast(programme?.code ?? '', 'programmes.ambassador.copiedCode')}
        onRetry={opened}
      />
    </div>
  );
}
