import type { Translate } from '../../i18n/translate';
import type { SizeGuideLabels } from '../../../ui/SizeGuide';

/** The size guide dialog's texts (the overlays part of the catalogue, loaded with the dialog). */
export function sizeGuideLabels(t: Translate): SizeGuideLabels {
  return {
    title: t('sizeGuide.title'),
    close: t('sizeGuide.close'),
    loading: t('sizeGuide.loading'),
    failed: t('sizeGuide.failed'),
    retry: t('sizeGuide.retry'),
    howToMeasure: t('sizeGuide.howToMeasure'),
  };
}
