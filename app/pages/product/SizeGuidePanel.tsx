import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import type { SizeGuideKind } from '../../../contract/size-guide-constants';
import { $sizeGuide, sizeGuideOpened, sizeGuideRetried } from '../../../features/size-guide';
import { SizeGuide } from '../../../ui/SizeGuide/SizeGuide';
import { MEDIA } from '../../../ui/theme/tokens';
import { useTranslation } from '../../i18n/react';
import { useLocale } from '../../i18n/useLocale';
import { useMediaQuery } from '../../shell/useMediaQuery';
import { sizeGuideLabels } from './sizeGuideLabels';

export interface SizeGuidePanelProps {
  kind: SizeGuideKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The size guide once opened: its table asked for in the page's language, a bottom sheet on phones. */
export default function SizeGuidePanel({ kind, open, onOpenChange }: SizeGuidePanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const phone = useMediaQuery(MEDIA.mobile);
  const [state, opened, retried] = useUnit([$sizeGuide, sizeGuideOpened, sizeGuideRetried]);
  const labels = useMemo(() => sizeGuideLabels(t), [t]);

  useEffect(() => {
    if (open) opened({ kind, locale });
  }, [open, opened, kind, locale]);

  return (
    <SizeGuide
      open={open}
      onOpenChange={onOpenChange}
      state={state.status === 'idle' ? { status: 'loading' } : state}
      layout={phone ? 'sheet' : 'dialog'}
      labels={labels}
      onRetry={retried}
    />
  );
}
