import { Badge } from '../Badge';
import { Button } from '../Button';
import { CouponCard, type CouponCardLabels, type CouponCardStatus, type CouponDisplay } from '../CouponCard';
import { Dialog } from '../Dialog';
import { EmptyState } from '../EmptyState';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './DiscountsDrawer.css';

/** §2: the loading skeleton shows exactly this many placeholders. */
export const DISCOUNTS_SKELETON_COUNT = 3;

/** Every text of the drawer, from the caller's catalogue (`discountsDrawer.*`). */
export interface DiscountsDrawerLabels {
  title: string;
  /** The count badge, spoken in full: '6 cupões disponíveis'. */
  count: (count: number) => string;
  /** The list's accessible name. */
  list: string;
  loading: string;
  emptyTitle: string;
  emptyText: string;
  errorTitle: string;
  errorText: string;
  retry: string;
  appliedTitle: (code: string) => string;
  appliedText: string;
  remove: string;
  removing: string;
  footerNote: string;
  continueShopping: string;
  close: string;
  card: CouponCardLabels;
}

export interface DiscountsDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  status: styles.DiscountsDrawerStatus;
  /** §2: only valid and active coupons, in the order to show them. */
  coupons: readonly CouponDisplay[];
  /** The code applied to the cart, if any: its banner shows with a remove button. */
  appliedCode: string | null;
  /** The code whose apply request is in flight: its button is busy, the others wait. */
  applyingCode: string | null;
  /** The remove request is in flight. */
  removing?: boolean;
  labels: DiscountsDrawerLabels;
  onApply: (code: string) => void;
  onRemove: (code: string) => void;
  onCopy: (code: string) => void;
  onRetry: () => void;
  onContinueShopping: () => void;
}

/**
 * §2 Discounts drawer: a right overlay with the title and count, the applied coupon with its remove
 * button, the coupon cards (or a 3-card skeleton, an empty or an error state) and a footer note with
 * continue shopping. Modal, titled, page scroll locked (ui/Dialog).
 */
export function DiscountsDrawer({
  open,
  onOpenChange,
  status,
  coupons,
  appliedCode,
  applyingCode,
  removing = false,
  labels,
  onApply,
  onRemove,
  onCopy,
  onRetry,
  onContinueShopping,
}: DiscountsDrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={labels.title}
        closeLabel={labels.close}
        side="right"
        size="small"
        bare
        headerEnd={status === 'ready' && <CountBadge count={coupons.length} labels={labels} />}
        footer={
          <div className={styles.footer}>
            <p className={styles.note}>
              <span className={styles.noteIcon}>
                <Icon name="ticket" size="small" />
              </span>
              {labels.footerNote}
            </p>
            <Button variant="secondary" fullWidth onClick={onContinueShopping}>
              {labels.continueShopping}
            </Button>
          </div>
        }
      >
        <div className={styles.body}>
          {appliedCode !== null && (
            <AppliedBanner code={appliedCode} removing={removing} labels={labels} onRemove={onRemove} />
          )}
          {status === 'loading' && <Loading label={labels.loading} />}
          {status === 'error' && (
            <div role="alert" className={styles.state}>
              <EmptyState
                icon="alert"
                headingLevel={3}
                title={labels.errorTitle}
                text={labels.errorText}
                action={{ label: labels.retry, onClick: onRetry }}
              />
            </div>
          )}
          {status === 'ready' && coupons.length === 0 && (
            <div className={styles.state}>
              <EmptyState icon="ticket" headingLevel={3} title={labels.emptyTitle} text={labels.emptyText} />
            </div>
          )}
          {status === 'ready' && coupons.length > 0 && (
            <ul className={styles.list} aria-label={labels.list}>
              {coupons.map((coupon) => (
                <li key={coupon.discount_uuid}>
                  <CouponCard
                    coupon={coupon}
                    labels={labels.card}
                    status={cardStatus(coupon.code, appliedCode, applyingCode)}
                    applyLocked={applyingCode !== null && applyingCode !== coupon.code}
                    onApply={onApply}
                    onCopy={onCopy}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function cardStatus(code: string, appliedCode: string | null, applyingCode: string | null): CouponCardStatus {
  if (code === appliedCode) return 'applied';
  if (code === applyingCode) return 'applying';
  return 'available';
}

function CountBadge({ count, labels }: { count: number; labels: DiscountsDrawerLabels }) {
  return (
    <span className={styles.count}>
      <Badge tone="accent">
        <span aria-hidden="true">{count}</span>
        <VisuallyHidden>{labels.count(count)}</VisuallyHidden>
      </Badge>
    </span>
  );
}

interface AppliedBannerProps {
  code: string;
  removing: boolean;
  labels: DiscountsDrawerLabels;
  onRemove: (code: string) => void;
}

function AppliedBanner({ code, removing, labels, onRemove }: AppliedBannerProps) {
  return (
    <section className={styles.banner} aria-label={labels.appliedTitle(code)}>
      <span className={styles.bannerIcon}>
        <Icon name="check" />
      </span>
      <div className={styles.bannerText}>
        <p className={styles.bannerTitle}>{labels.appliedTitle(code)}</p>
        <p className={styles.bannerNote}>{labels.appliedText}</p>
      </div>
      <span className={styles.bannerAction}>
        <Button
          variant="secondary"
          size="small"
          icon="close"
          aria-busy={removing || undefined}
          aria-disabled={removing || undefined}
          onClick={() => {
            if (!removing) onRemove(code);
          }}
        >
          {removing ? labels.removing : labels.remove}
        </Button>
      </span>
    </section>
  );
}

/** §2: three placeholders while the list loads; a status line says so to assistive technology. */
function Loading({ label }: { label: string }) {
  return (
    <div className={styles.list} aria-busy="true">
      <VisuallyHidden>
        <span role="status">{label}</span>
      </VisuallyHidden>
      {Array.from({ length: DISCOUNTS_SKELETON_COUNT }, (_, index) => (
        <div key={index} className={styles.skeleton} aria-hidden="true" data-skeleton="coupon-card">
          <div className={styles.skeletonHero} />
          <div className={styles.skeletonBody}>
            <div className={styles.skeletonCode} />
            <div className={styles.skeletonLine} />
            <div className={styles.skeletonFooter}>
              <div className={styles.skeletonShort} />
              <div className={styles.skeletonButton} />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
