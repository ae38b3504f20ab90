import { useId, type ReactNode } from 'react';
import type { SizeGuide as SizeGuideData } from '../../contract';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Sheet } from '../Sheet';
import * as styles from './SizeGuide.css';

export const SIZE_GUIDE_LAYOUTS = ['dialog', 'sheet'] as const;
export type SizeGuideLayout = (typeof SIZE_GUIDE_LAYOUTS)[number];

export type SizeGuideState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; guide: SizeGuideData };

export interface SizeGuideLabels {
  title: string;
  close: string;
  loading: string;
  failed: string;
  retry: string;
  howToMeasure: string;
}

export interface SizeGuideProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: SizeGuideState;
  /** 'sheet' on phones (from the bottom, dragged down to close), 'dialog' from tablets up. */
  layout: SizeGuideLayout;
  labels: SizeGuideLabels;
  onRetry: () => void;
}

/** The size table of a product's category with how to measure, in a modal dialog or a phone's bottom sheet. */
export function SizeGuide({ open, onOpenChange, state, layout, labels, onRetry }: SizeGuideProps) {
  const content = <SizeGuideContent state={state} labels={labels} onRetry={onRetry} />;
  if (layout === 'sheet') {
    return (
      <Sheet
        open={open}
        onOpenChange={onOpenChange}
        title={labels.title}
        closeLabel={labels.close}
        heightPercent={85}
        top={
          <div className={styles.sheetTop}>
            <span className={styles.sheetTitle} aria-hidden="true">
              {labels.title}
            </span>
            <Dialog.Close aria-label={labels.close} />
          </div>
        }
      >
        <div className={styles.sheetBody}>{content}</div>
      </Sheet>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content title={labels.title} closeLabel={labels.close} size="large">
        {content}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function SizeGuideContent({ state, labels, onRetry }: Pick<SizeGuideProps, 'state' | 'labels' | 'onRetry'>): ReactNode {
  const measuresId = useId();
  if (state.status === 'loading') {
    return (
      <p className={styles.message} role="status">
        {labels.loading}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className={styles.failure} role="alert">
        <p className={styles.message}>{labels.failed}</p>
        <Button variant="secondary" size="small" onClick={onRetry}>
          {labels.retry}
        </Button>
      </div>
    );
  }
  const { guide } = state;
  const [, ...valueColumns] = guide.columns;
  return (
    <div className={styles.root}>
      <p className={styles.guideTitle}>{guide.title}</p>
      {/* A table wider than the screen scrolls here, so a keyboard must reach it (axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroller} role="region" aria-label={guide.caption} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>{guide.caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cornerHeading}>
                {guide.columns[0]}
              </th>
              {valueColumns.map((column) => (
                <th key={column} scope="col" className={styles.columnHeading}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {guide.rows.map(([name, ...values]) => (
              <tr key={name}>
                <th scope="row" className={styles.rowHeading}>
                  {name}
                </th>
                {values.map((value, index) => (
                  <td key={index} className={styles.cell}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby={measuresId} className={styles.root}>
        <h3 id={measuresId} className={styles.sectionTitle}>
          {labels.howToMeasure}
        </h3>
        <dl className={styles.measures}>
          {guide.how_to_measure.map((measure) => (
            <div key={measure.name}>
              <dt className={styles.measureName}>{measure.name}</dt>
              <dd className={styles.measureText}>{measure.text}</dd>
            </div>
          ))}
        </dl>
        {guide.note && <p className={styles.note}>{guide.note}</p>}
      </section>
    </div>
  );
}
