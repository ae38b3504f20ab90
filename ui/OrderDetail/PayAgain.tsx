import { useState, type FormEvent } from 'react';
import type { PaymentMethod } from '../../contract';
import { Button } from '../Button';
import { TextField } from '../FormField';
import * as styles from './OrderDetail.css';

export interface PayAgainLabels {
  /** 'Pagar esta encomenda' */
  title: string;
  /** 'O pagamento não chegou a tempo. Pode pagar de novo, pelo mesmo ou pelo outro método.' */
  text: string;
  payByMultibanco: string;
  payByMbway: string;
  mbwayPhone: string;
  /** The phone is not a Portuguese mobile number. */
  invalidPhone: string;
  /** The API refused (stock gone, the cart changed since): 'Não foi possível pagar de novo: …' */
  refused: string;
  failed: string;
}

export interface PayAgainProps {
  pending: boolean;
  error: 'invalidPhone' | 'refused' | 'failed' | null;
  defaultPhone?: string;
  onPay: (request: { method: PaymentMethod; mbwayPhone: string | null }) => void;
  labels: PayAgainLabels;
}

/** A new payment of an order whose payment ended unpaid: a Multibanco reference, or MB WAY to a phone. */
export function PayAgain({ pending, error, defaultPhone = '', onPay, labels }: PayAgainProps) {
  const [phone, setPhone] = useState(defaultPhone);
  const submitMbway = (event: FormEvent) => {
    event.preventDefault();
    onPay({ method: 'mbway', mbwayPhone: phone });
  };
  return (
    <section className={styles.panel} aria-labelledby="pay-again-title">
      <h2 id="pay-again-title" className={styles.panelTitle}>
        {labels.title}
      </h2>
      <p className={styles.muted}>{labels.text}</p>
      {(error === 'refused' || error === 'failed') && (
        <p role="alert" className={styles.errorText}>
          {error === 'refused' ? labels.refused : labels.failed}
        </p>
      )}
      <div className={styles.payWays}>
        <Button variant="secondary" icon="atm" disabled={pending} aria-busy={pending || undefined} onClick={() => onPay({ method: 'multibanco', mbwayPhone: null })}>
          {labels.payByMultibanco}
        </Button>
        <form className={styles.mbwayForm} onSubmit={submitMbway} noValidate>
          <TextField
            name="mbway_phone"
            type="tel"
            label={labels.mbwayPhone}
            prefix="+351"
            autoComplete="tel-national"
            value={phone}
            onChange={setPhone}
            maxLength={11}
            error={error === 'invalidPhone' ? labels.invalidPhone : undefined}
          />
          <Button variant="primary" type="submit" icon="phone" disabled={pending} aria-busy={pending || undefined}>
            {labels.payByMbway}
          </Button>
        </form>
      </div>
    </section>
  );
}
