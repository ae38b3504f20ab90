import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../Button';
import { Countdown } from '../Countdown';
import { FormAlert, formValues } from '../FormField';
import type { FormMessage } from '../FormField';
import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import { MBWAY_PREFIX, MbwayPhoneField } from '../PaymentMethodStep/MbwayPhoneField';
import { useStepErrors } from '../CheckoutStep/useStepErrors';
import { formatPrice } from '../Price/formatPrice';
import { groupDigits } from '../MultibancoReference/groupDigits';
import * as styles from './MbwayPayment.css';

export const MBWAY_PAYMENT_STATES = ['phone', 'waiting', 'timeout', 'declined', 'approved'] as const;
export type MbwayPaymentState = (typeof MBWAY_PAYMENT_STATES)[number];

/** How the page learns the outcome: pushed on the live channel, or asked every few seconds. */
export type MbwayConnection = 'live' | 'polling';

export interface MbwayPaymentLabels {
  /** 'Pagar com MB WAY' */
  title: string;
  /** 'Total a pagar' before the amount. */
  amount: string;
  phone: string;
  /** 'Enviamos um pedido de pagamento para a aplicação MB WAY deste número.' */
  phoneHint: string;
  /** 'Enviar pedido MB WAY' */
  send: string;
  /** 'A enviar…' */
  sending: string;
  /** 'Confirme o pagamento na aplicação MB WAY' */
  waitingTitle: string;
  /** 'Enviámos um pedido de 45,90 € para +351 912 345 678.', given the formatted amount and phone. */
  waitingText: (amount: string, phone: string) => string;
  /** The short steps in the app. */
  waitingSteps: readonly string[];
  /** 'Tempo para aprovar' before the countdown. */
  timeLeft: string;
  /** 'A aguardar a sua aprovação…' (the live status). */
  waitingStatus: string;
  /** 'Atualização automática' / 'A verificar de poucos em poucos segundos' */
  connection: Record<MbwayConnection, string>;
  timeoutTitle: string;
  timeoutText: string;
  declinedTitle: string;
  /** When the gateway gave no reason. */
  declinedText: string;
  /** 'Motivo: {{reason}}' */
  declinedReason: (reason: string) => string;
  /** 'Enviar outra vez' */
  sendAgain: string;
  /** 'Pagar por Multibanco' */
  payByMultibanco: string;
  approvedTitle: string;
  /** 'A confirmar a sua encomenda…' */
  approvedText: string;
  errors: { mbwayPhoneRequired: string; mbwayPhoneInvalid: string };
}

export interface MbwayPaymentProps {
  state: MbwayPaymentState;
  /** The amount of the order, EUR. */
  amount: number;
  /** The number the request goes (or went) to, `9XXXXXXXX`. */
  phone?: string;
  /** End of the approval window (ISO 8601), for the countdown while waiting. */
  expiresAt?: string;
  /** What the gateway said when the payment was declined, in the shopper's language when the app has it. */
  declineReason?: string | null;
  connection?: MbwayConnection;
  /** A request is on its way (the phone was sent, or send again): the buttons say so and stay put. */
  pending?: boolean;
  /** Field errors from the server (422) for the phone. */
  errors?: { mbway_phone?: string };
  message?: FormMessage | null;
  /** The phone's check beyond 'given' (the contract's `9XXXXXXXX` rule, worded by the app); an error or nothing. */
  validatePhone?: (phone: string) => string | undefined;
  /** The phone as typed (trimmed); the model normalises it. */
  onSubmitPhone: (phone: string) => void;
  onSendAgain: () => void;
  onPayByMultibanco: () => void;
  /** The countdown reached zero (the server's word on the outcome still decides the state). */
  onExpire?: () => void;
  /** The clock, injectable so stories and tests can freeze time. */
  now?: () => number;
  languageTag: string;
  labels: MbwayPaymentLabels;
}

/** `9XXXXXXXX` as the shopper reads it: '+351 912 345 678' (anything else as given). */
export function formatMbwayPhone(phone: string): string {
  return /^\d{9}$/.test(phone) ? `${MBWAY_PREFIX} ${groupDigits(phone)}` : phone;
}

const TONES = { timeout: 'caution', declined: 'critical', approved: 'positive' } as const;
const ICONS = { timeout: 'clock', declined: 'alert', approved: 'check-circle' } as const satisfies Record<keyof typeof TONES, IconName>;

function Outcome({ state, title, children }: { state: keyof typeof TONES; title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.outcome} aria-labelledby={titleId} data-state={state}>
      <span className={styles.badge({ tone: TONES[state] })}>
        <Icon name={ICONS[state]} size="large" />
      </span>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The MB WAY payment page's body, one state at a time: the phone to send the request to; waiting for
 * the approval in the app (the 4-minute countdown and the live status); timed out or declined, with a
 * one-tap 'send again' and 'pay by Multibanco instead'; approved. The state is the caller's (the payment
 * model follows the gateway); the piece only draws it. The status line stays mounted in every state, so a
 * screen reader hears each change.
 */
export function MbwayPayment(props: MbwayPaymentProps) {
  const { state, amount, phone, pending = false, languageTag, labels } = props;
  const waitingTitleId = useId();
  const formatted = formatPrice(amount, languageTag);
  const status =
    state === 'waiting' ? labels.waitingStatus : state === 'timeout' ? labels.timeoutTitle : state === 'declined' ? labels.declinedTitle : state === 'approved' ? labels.approvedTitle : '';
  return (
    <div className={styles.root}>
      <p className={styles.amountRow}>
        <span className={styles.amountLabel}>{labels.amount}</span>
        <span className={styles.amountValue}>{formatted}</span>
      </p>
      <div role="status" className={styles.status}>
        {status}
      </div>
      {state === 'phone' && <PhoneForm {...props} />}
      {state === 'waiting' && (
        <section className={styles.waiting} aria-labelledby={waitingTitleId}>
          <span className={styles.phoneArt} aria-hidden="true">
            <Icon name="phone" size="large" />
            <span className={styles.pulse} />
          </span>
          <h2 id={waitingTitleId} className={styles.title}>
            {labels.waitingTitle}
          </h2>
          <p className={styles.text}>{labels.waitingText(formatted, phone ? formatMbwayPhone(phone) : '')}</p>
          {props.expiresAt && (
            <div className={styles.countdown}>
              <Countdown endsAt={props.expiresAt} label={labels.timeLeft} languageTag={languageTag} now={props.now} onExpire={props.onExpire} />
            </div>
          )}
          <ol className={styles.steps}>
            {labels.waitingSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className={styles.connection}>
            <span className={styles.dot({ connection: props.connection ?? 'live' })} aria-hidden="true" />
            {labels.connection[props.connection ?? 'live']}
          </p>
        </section>
      )}
      {(state === 'timeout' || state === 'declined') && (
        <Outcome state={state} title={state === 'timeout' ? labels.timeoutTitle : labels.declinedTitle}>
          <p className={styles.text}>
            {state === 'timeout' ? labels.timeoutText : props.declineReason ? labels.declinedReason(props.declineReason) : labels.declinedText}
          </p>
          <div className={styles.choices}>
            <Button variant="primary" fullWidth icon="refresh" aria-busy={pending || undefined} aria-disabled={pending || undefined} onClick={() => !pending && props.onSendAgain()}>
              {pending ? labels.sending : labels.sendAgain}
            </Button>
            <Button variant="secondary" fullWidth icon="atm" aria-disabled={pending || undefined} onClick={() => !pending && props.onPayByMultibanco()}>
              {labels.payByMultibanco}
            </Button>
          </div>
        </Outcome>
      )}
      {state === 'approved' && (
        <Outcome state="approved" title={labels.approvedTitle}>
          <p className={styles.text}>{labels.approvedText}</p>
        </Outcome>
      )}
    </div>
  );
}

function PhoneForm({ phone, pending = false, errors, message, validatePhone, onSubmitPhone, labels }: MbwayPaymentProps) {
  const phoneOf = (form: HTMLFormElement) => formValues(form, ['mbway_phone'] as const).mbway_phone.trim();
  const { formRef, errors: shown, check, onInput } = useStepErrors<'mbway_phone'>(errors, (form) => {
    const typed = phoneOf(form);
    const error = typed === '' ? labels.errors.mbwayPhoneRequired : validatePhone?.(typed);
    return error ? { mbway_phone: error } : {};
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !check(event.currentTarget)) return;
    onSubmitPhone(phoneOf(event.currentTarget));
  };
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit} onInput={onInput}>
      <h2 className={styles.title}>{labels.title}</h2>
      <FormAlert message={message} />
      <MbwayPhoneField label={labels.phone} hint={labels.phoneHint} error={shown?.mbway_phone} defaultValue={phone} />
      <Button type="submit" variant="primary" fullWidth icon="phone" aria-busy={pending || undefined} aria-disabled={pending || undefined}>
        {pending ? labels.sending : labels.send}
      </Button>
    </form>
  );
}
