import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveUpdatesNotice } from '../../features/realtime';
import { LiveStatus } from '../../ui/LiveStatus';
import { buildLiveStatusLabels } from './liveStatusLabels';

/** The lazily loaded half of LiveStatusHost: the notice with the page's texts. */
export default function LiveStatusLoaded({ notice }: { notice: LiveUpdatesNotice | null }) {
  const { t } = useTranslation();
  const labels = useMemo(() => buildLiveStatusLabels(t), [t]);
  return <LiveStatus state={notice ?? 'hidden'} labels={labels} />;
}
