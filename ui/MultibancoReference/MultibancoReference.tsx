import { useId } from 'react';
import type { MultibancoReference as Reference } from '../../contract';
import { Button } from '../Button';
import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import { formatPrice } from '../Price/formatPrice';
import { groupDigits } from './groupDigits';
import * as styles from './MultibancoReference.css';

export const MULTIBANCO_STATES = ['pending', 'paid', 'expired'] as const;
export type MultibancoState = (typeof MULTIBANCO_STATES)[number];
export type MultibancoCopyField = 'entity' | 'reference' | 'amount';

export interface MultibancoReferenceLabels {
  /** 'Pague com a referência Multibanco' */
  title: string;
  /** 'Pague num multibanco ou no homebanking com estes dados.' */
  intro: string;
  entity: string;
  reference: string;
  amount: string;
  /** 'Pague até 30 de novembro de 2026, 15:00', given the formatted date and time. */
  payBy: (dateTime: string) => string;
  /** Each copy button's name: 'Copiar a referência'. */
  copy: Record<MultibancoCopyField, string>;
  /** 'Como pagar' */
  howTo: string;
  atmTitle: string;
  atmSteps: readonly string[];
  appTitle: string;
  appSteps: readonly string[];
  /** 'Também enviámos estes dados para ana@example.pt.' */
  emailSent: (email: string) => string;
  /** 'A aguardar o pagamento' (the live status). */
  pendingStatus: string;
  /** 'A página atualiza sozinha quando o pagamento chegar.' */
  pendingNote: string;
  paidTitle: string;
  paidText: string;
  expiredTitle: string;
  expiredText: string;
}

export interface MultibancoReferenceProps {
  reference: Reference;
  state: MultibancoState;
  /** Where the reference was also sent. */
  email?: string | null;
  /** A copy button was pressed: the app copies `value` and shows the toast. */
  onCopy: (field: MultibancoCopyField, value: string) => void;
  languageTag: string;
  labels: MultibancoReferenceLabels;
}

/** The reference's deadline in Portugal's time, where it is paid: '30 de novembro de 2026, 15:00'. */
export function formatPayBy(expiresAt: string, languageTag: string): string {
  return new Intl.DateTimeFormat(languageTag, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Lisbon' }).format(new Date(expiresAt));
}

/** The amount as typed at an ATM: digits and the decimal mark, no currency, no grouping. */
function amountToType(amount: number, languageTag: string): string {
  return new Intl.NumberFormat(languageTag, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(amount);
}

const STATE_ICONS = { pending: 'clock', paid: 'check-circle', expired: 'alert' } as const satisfies Record<MultibancoState, IconName>;

/**
 * The Multibanco payment page's body: entity, reference (`123 456 789`) and amount with copy buttons,
 * the deadline, how to pay at an ATM or in a banking app, and that the reference went by e-mail too;
 * paid and expired say so instead of asking to pay. The status line stays mounted, so a screen reader
 * hears the change when the payment arrives.
 */
export function MultibancoReference({ reference, state, email, onCopy, languageTag, labels }: MultibancoReferenceProps) {
  const titleId = useId();
  const rows: Array<{ field: MultibancoCopyField; name: string; shown: string; value: string }> = [
    { field: 'entity', name: labels.entity, shown: reference.entity, value: reference.entity },
    { field: 'reference', name: labels.reference, shown: groupDigits(reference.reference), value: reference.reference },
    { field: 'amount', name: labels.amount, shown: formatPrice(reference.amount, languageTag), value: amountToType(reference.amount, languageTag) },
  ];
  const status = state === 'pending' ? labels.pendingStatus : state === 'paid' ? labels.paidTitle : labels.expiredTitle;
  return (
    <section className={styles.root} aria-labelledby={titleId} data-state={state}>
      <div className={styles.header}>
        <span className={styles.logo} aria-hidden="true">
          <Icon name="atm" size="large" />
        </span>
        <div>
          <h2 id={titleId} className={styles.title}>
            {labels.title}
          </h2>
          {state === 'pending' && <p className={styles.intro}>{labels.intro}</p>}
        </div>
      </div>
      <p role="status" className={styles.status({ state })}>
        <Icon name={STATE_ICONS[state]} size="small" />
        <span>{status}</span>
      </p>
      {state !== 'pending' && <p className={styles.outcome}>{state === 'paid' ? labels.paidText : labels.expiredText}</p>}
      <dl className={styles.details({ dimmed: state === 'expired' })}>
        {rows.map((row) => (
          <div key={row.field} className={styles.row}>
            <dt className={styles.name}>{row.name}</dt>
            <dd className={styles.value}>
              <span className={styles.digits}>{row.shown}</span>
              {state === 'pending' && (
                <Button variant="ghost" size="small" icon="copy" iconOnly aria-label={labels.copy[row.field]} onClick={() => onCopy(row.field, row.value)} />
              )}
            </dd>
          </div>
        ))}
      </dl>
      {state === 'pending' && (
        <>
          <p className={styles.deadline}>
            <Icon name="clock" size="small" />
            {labels.payBy(formatPayBy(reference.expires_at, languageTag))}
          </p>
          <p className={styles.note}>{labels.pendingNote}</p>
          <div className={styles.howTo}>
            <h3 className={styles.howToTitle}>{labels.howTo}</h3>
            <div className={styles.ways}>
              <div className={styles.way}>
                <h4 className={styles.wayTitle}>{labels.atmTitle}</h4>
                <ol className={styles.steps}>
                  {labels.atmSteps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </div>
              <div className={styles.way}>
                <h4 className={styles.wayTitle}>{labels.appTitle}</h4>
                <ol className={styles.steps}>
                  {labels.appSteps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </div>
            </div>
          </div>
          {email && (
            <p className={styles.email}>
              <Icon name="mail" size="small" />
              <span>{labels.emailSent(email)}</span>
            </p>
          )}
        </>
      )}
    </section>
  );
}
