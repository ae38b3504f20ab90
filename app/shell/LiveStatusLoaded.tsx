import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/react';
import { $liveUpdatesConnectedOnce, $liveUpdatesNotice } from '../../features/realtime';
import { LiveStatus } from '../../ui/LiveStatus';
import { buildLiveStatusLabels } from './liveStatusLabels';

/**
 * The lazily loaded half of LiveStatusHost. Nothing on a page whose live connection never came up (realtime not
 * configured, or refused at the first connect). Once it is up, the notice's status region is mounted, still
 * empty, so a screen reader already watches it when a sentence arrives.
 */
export default function LiveStatusLoaded() {
  const { t } = useTranslation();
  const labels = useMemo(() => buildLiveStatusLabels(t), [t]);
  const [connectedOnce, notice] = useUnit([$liveUpdatesConnectedOnce, $liveUpdatesNotice]);
  if (!connectedOnce) return null;
  return <LiveStatus state={notice ?? 'hidden'} labels={labels} />;
}
