import type { Translate } from '../i18n/translate';
import type { LiveStatusLabels } from '../../ui/LiveStatus';

/** The live updates notice's texts (`liveUpdates.*` in locales/); the workbench calls the same builder. */
export function buildLiveStatusLabels(t: Translate): LiveStatusLabels {
  return { paused: t('liveUpdates.paused'), resumed: t('liveUpdates.resumed') };
}
