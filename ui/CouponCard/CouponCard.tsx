import { useId } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './CouponCard.css';
import type { CouponKind } from './CouponCard.css';

/** §2 usage badge: sold out at 0 remaining, 'Last {count}!' at the threshold or fewer, else used/total. */
export const COUPON_USAGE_KINDS = ['soldOut', 'last', 'usage'] as const;
export type CouponUsageKind = (typeof COUPON_USAGE_KINDS)[number];
export type CouponUsage =
  { kind: 'soldOut' } | { kind: 'last'; count: number } | { kind: 'usage'; used: number; total: number };

/** Where a card stands against the cart: can be applied, being applied, or the applied one. */
export const COUPON_CARD_STATUSES = ['available', 'applying', 'applied'] as const;
export type CouponCardStatus = (typeof COUPON_CARD_STATUSES)[number];

/**
 * One coupon as the caller shows it: facts decided (kind, VIP, usage) and values already formatted in
 * the page's language ('10%', '5,00 €', 'grátis'; '3d 4h', 'Expirado'; '30,00 €').
 */
export interface CouponDisplay {
  discount_uuid: string;
  code: string;
  kind: CouponKind;
  /** 'N%', the amount as a price ('5,00 €'), or the free-shipping word (§2). */
  valueText: string;
  /** §2: a discountable type includes Customer. */
  isVip: boolean;
  usage?: CouponUsage;
  /** §2 remaining time: 'Expirado', 'Nd', 'Nd Nh', 'Nh' or 'Nm'. */
  remainingText?: string;
  expired?: boolean;
  /** The minimum order, formatted as a price ('30,00 €'). */
  minimumText?: string;
  /** Names of what it applies to (categories, campaigns…), in the page's language. */
  appliesTo?: readonly string[];
  /** Why it cannot be applied to this cart (§5 messages); the apply button is then unavailable. */
  disabledReason?: string;
}

/** Every text of the card, from the caller's catalogue (`discountsDrawer.card.*`). */
export interface CouponCardLabels {
  /**
   * The value's phrase around `valueText`, in the language's word order: '10% de desconto',
   * 'Portes de envio grátis', 'Free shipping'. The value inside it is shown large.
   */
  value: Record<CouponKind, (valueText: string) => string>;
  vipBadge: string;
  vipLabel: string;
  copyCode: (code: string) => string;
  apply: string;
  applying: string;
  applied: string;
  soldOut: string;
  lastUses: (count: number) => string;
  usage: (used: number, total: number) => string;
  endsIn: (remaining: string) => string;
  minimumOrder: (amount: string) => string;
  appliesTo: string;
}

export interface CouponCardProps {
  coupon: CouponDisplay;
  labels: CouponCardLabels;
  status?: CouponCardStatus;
  /** Another coupon is being applied: this one waits (announced unavailable, clicks ignored). */
  applyLocked?: boolean;
  onApply?: (code: string) => void;
  onCopy?: (code: string) => void;
}

/** §2 coupon card: a ticket with the value on the type's gradient (golden when VIP), its code to copy and an apply button. */
export function CouponCard({
  coupon,
  labels,
  status = 'available',
  applyLocked = false,
  onApply,
  onCopy,
}: CouponCardProps) {
  const id = useId();
  const valueId = `${id}-value`;
  const codeId = `${id}-code`;
  const reasonId = `${id}-reason`;
  const usageId = `${id}-usage`;
  const remainingId = `${id}-remaining`;
  const soldOut = coupon.usage?.kind === 'soldOut';
  const expired = coupon.expired === true;
  const unavailable = soldOut || expired || coupon.disabledReason !== undefined;
  // What says why the button is unavailable: the caller's reason, else the sold-out badge or the 'Expirado' text.
  const describedBy =
    coupon.disabledReason !== undefined ? reasonId : soldOut ? usageId : expired ? remainingId : undefined;
  const applied = status === 'applied';
  const applying = status === 'applying';
  const appliesTo = coupon.appliesTo ?? [];

  return (
    <article
      className={styles.root({ vip: coupon.isVip, applied })}
      aria-labelledby={`${valueId} ${codeId}`}
      data-kind={coupon.kind}
      data-vip={coupon.isVip}
      data-applied={applied}
    >
      <div
        className={styles.hero({
          kind: coupon.kind,
          vip: coupon.isVip,
          unavailable: unavailable && !applied,
        })}
      >
        <div className={styles.value}>
          <span id={valueId}>
            <ValuePhrase phrase={labels.value[coupon.kind](coupon.valueText)} valueText={coupon.valueText} />
          </span>
          {coupon.isVip && (
            <span className={styles.vipLabel}>
              <Icon name="sparkle" size="small" />
              {labels.vipLabel}
            </span>
          )}
        </div>
        {(coupon.isVip || coupon.usage) && (
          <div className={styles.badges}>
            {coupon.isVip && (
              <Badge tone="vip" icon="crown">
                {labels.vipBadge}
              </Badge>
            )}
            {coupon.usage && (
              <span id={usageId}>
                <UsageBadge usage={coupon.usage} labels={labels} />
              </span>
            )}
          </div>
        )}
      </div>
      <div className={styles.tear} aria-hidden="true" />
      <div className={styles.body}>
        <div className={styles.codeRow}>
          <button
            type="button"
            className={styles.code}
            aria-label={labels.copyCode(coupon.code)}
            onClick={() => onCopy?.(coupon.code)}
          >
            <span id={codeId} className={styles.codeText}>
              {coupon.code}
            </span>
            <span className={styles.copyIcon}>
              <Icon name="copy" size="small" />
            </span>
          </button>
        </div>
        {(appliesTo.length > 0 || coupon.minimumText !== undefined) && (
          <ul className={styles.details}>
            {appliesTo.length > 0 && (
              <li className={styles.detail}>
                <span className={styles.detailIcon}>
                  <Icon name="ticket" size="small" />
                </span>
                <span className={styles.targets}>
                  {labels.appliesTo}
                  {appliesTo.map((name) => (
                    <span key={name} className={styles.target}>
                      {name}
                    </span>
                  ))}
                </span>
              </li>
            )}
            {coupon.minimumText !== undefined && (
              <li className={styles.detail}>
                <span className={styles.detailIcon}>
                  <Icon name="cart" size="small" />
                </span>
                {labels.minimumOrder(coupon.minimumText)}
              </li>
            )}
          </ul>
        )}
        {coupon.disabledReason !== undefined && !applied && (
          <p id={reasonId} className={styles.reason}>
            <span className={styles.detailIcon}>
              <Icon name="alert" size="small" />
            </span>
            {coupon.disabledReason}
          </p>
        )}
        <div className={styles.footer}>
          {coupon.remainingText !== undefined && (
            <p id={remainingId} className={styles.remaining({ expired })}>
              <Icon name="clock" size="small" />
              {expired ? coupon.remainingText : labels.endsIn(coupon.remainingText)}
            </p>
          )}
          <span className={styles.action}>
            {applied ? (
              <span className={styles.appliedMark}>
                <Icon name="check" size="small" />
                {labels.applied}
              </span>
            ) : (
              onApply && (
                <Button
                  variant="primary"
                  size="small"
                  aria-busy={applying || undefined}
                  aria-disabled={unavailable || applying || applyLocked || undefined}
                  aria-describedby={describedBy}
                  onClick={() => {
                    if (!unavailable && !applying && !applyLocked) onApply(coupon.code);
                  }}
                >
                  {applying ? labels.applying : labels.apply}
                </Button>
              )
            )}
          </span>
        </div>
      </div>
    </article>
  );
}

function UsageBadge({ usage, labels }: { usage: CouponUsage; labels: CouponCardLabels }) {
  switch (usage.kind) {
    case 'soldOut':
      return <Badge tone="critical">{labels.soldOut}</Badge>;
    case 'last':
      return (
        <Badge tone="caution" icon="clock">
          {labels.lastUses(usage.count)}
        </Badge>
      );
    case 'usage':
      return <Badge tone="neutral">{labels.usage(usage.used, usage.total)}</Badge>;
  }
}

/** The value's phrase with the value itself large and the words around it as the caption. */
function ValuePhrase({ phrase, valueText }: { phrase: string; valueText: string }) {
  const at = phrase.indexOf(valueText);
  if (at < 0) return <span className={styles.valueCaption}>{phrase}</span>;
  const before = phrase.slice(0, at).trim();
  const after = phrase.slice(at + valueText.length).trim();
  return (
    <>
      {before && <span className={styles.valueCaption}>{before}</span>}
      {before && ' '}
      <span className={styles.valueText}>{valueText}</span>
      {after && ' '}
      {after && <span className={styles.valueCaption}>{after}</span>}
    </>
  );
}
