import { Suspense, useState } from 'react';
import type { SizeGuideKind } from '../../../contract/size-guide-constants';
import { SizeGuideLink } from '../../../ui/SizeGuide/SizeGuideLink';
import { lazyWithMessages, useTranslation } from '../../i18n/react';
import type { SizeGuidePanelProps } from './SizeGuidePanel';

const loadPanel = () => import('./SizeGuidePanel');
// The dialog, its model and its texts come on first use: the product page's first load carries only the button.
const SizeGuidePanel = lazyWithMessages<SizeGuidePanelProps>(loadPanel, ['overlays']);

/** 'Size guide' beside the size selector, opening the category's table (spec: product page, size guide per category). */
export function SizeGuideOpener({ kind }: { kind: SizeGuideKind }) {
  const { t } = useTranslation();
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <SizeGuideLink
        label={t('product.sizeGuide')}
        onIntent={() => void loadPanel()}
        onOpen={() => {
          setUsed(true);
          setOpen(true);
        }}
      />
      {used && (
        <Suspense fallback={null}>
          <SizeGuidePanel kind={kind} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
