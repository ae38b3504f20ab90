import type { TFunction } from 'i18next';
import type { LiveStatusLabels } from '../../ui/LiveStatus';

/** The live updates notice's texts (`liveUpdates.*` in locales/); the workbench calls the same builder. */
export function buildLiveStatusLabels(t: TFunction): LiveStatusLabels {
  return { paused: t('liveUpdates.paused'), resumed: t('liveUpdates.resumed') };
}
