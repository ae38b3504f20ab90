import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { PaymentMethod, PaymentMethodOption } from '../../contract';
import { Button } from '../Button';
import * as stepStyles from '../CheckoutStep/CheckoutStep.css';
import { useStepErrors } from '../CheckoutStep/useStepErrors';
import { CheckboxField, FormAlert, formValues } from '../FormField';
import type { FormMessage } from '../FormField';
import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import { MbwayPhoneField } from './MbwayPhoneField';
import * as styles from './PaymentMethodStep.css';

/** The methods' own names: brands, the same in every language. */
export const PAYMENT_METHOD_NAMES = { mbway: 'MB WAY', multibanco: 'Multibanco' } as const satisfies Record<
  PaymentMethod,
  string
>;
const ICONS = { mbway: 'phone', multibanco: 'atm' } as const satisfies Record<PaymentMethod, IconName>;


export interface PaymentMethodValues {
  payment_method: PaymentMethod;
  /** The MB WAY number as typed (trimmed; the model normalises it to `9XXXXXXXX`); only with `mbway`. */
  mbway_phone?: string;
}
export type PaymentMethodField = 'payment_method' | 'mbway_phone';
export type PaymentMethodErrors = Partial<Record<PaymentMethodField, string>>;

export interface PaymentMethodStepLabels {
  /** The radio group's name: 'Método de pagamento'. */
  legend: string;
  /** 'Aprove o pagamento na aplicação MB WAY em 4 minutos.', given the approval window in minutes. */
  mbwayDescription: (minutes: number) => string;
  /** 'Pague num multibanco ou no homebanking em 72 horas.', given the reference's validity in hours. */
  multibancoDescription: (hours: number) => string;
  /** 'Telemóvel MB WAY' */
  mbwayPhone: string;
  /** 'Enviamos o pedido de pagamento para este número.' */
  mbwayPhoneHint: string;
  continue: string;
  /** The store-credit switch's texts (a signed-in customer with credit). */
  storeCredit?: {
    /** 'Usar o meu saldo de créditos (12,50 € disponíveis)', given the balance. */
    use: (available: number) => string;
    /** 'O seu saldo paga a encomenda toda: …' */
    covers: string;
    /** 'O saldo paga 10,00 €. Escolha como pagar os restantes 15,90 €.' */
    rest: (credit: number, remaining: number) => string;
  };
  errors: {
    methodRequired: string;
    mbwayPhoneRequired: string;
    mbwayPhoneInvalid: string;
  };
}

/** A signed-in customer's store credit at the payment step. */
export interface PaymentMethodStepCredit {
  /** What they can spend now (EUR). */
  available: number;
  /** They chose to use it. */
  use: boolean;
  /** What it pays of this order, and what is left to pay by a method (EUR, the server's totals). */
  applied: number;
  remaining: number;
  /** The view is being read again with the new choice. */
  pending?: boolean;
  onToggle: (use: boolean) => void;
  /** "Continue" when the credit pays everything (no method to choose). */
  onContinue: () => void;
}

export interface PaymentMethodStepProps {
  /** The methods the checkout offers, with how long each holds the order. */
  methods: readonly PaymentMethodOption[];
  values?: Partial<PaymentMethodValues>;
  errors?: PaymentMethodErrors;
  message?: FormMessage | null;
  /** The choice changed (for analytics and the review's summary). */
  onMethodChange?: (method: PaymentMethod) => void;
  /**
   * Checks beyond the step's own (a method chosen, a phone given for MB WAY), run on submit: the app passes
   * the contract's MB WAY rule (`9XXXXXXXX`) worded with `labels.errors`.
   */
  validate?: (values: PaymentMethodValues) => PaymentMethodErrors;
  onSubmit: (values: PaymentMethodValues) => void;
  /** The customer's store credit: a switch above the methods; when it pays everything, no method is asked. */
  storeCredit?: PaymentMethodStepCredit | null;
  labels: PaymentMethodStepLabels;
}

const read = (form: HTMLFormElement) => formValues(form, ['payment_method', 'mbway_phone'] as const);

/**
 * How the shopper pays: MB WAY (with the phone the request goes to, `+351` fixed before its nine
 * digits) or a Multibanco reference, as a group of radio cards; the MB WAY phone shows under its card
 * while it is chosen.
 */
export function PaymentMethodStep({
  methods,
  values,
  errors,
  message,
  onMethodChange,
  validate,
  onSubmit,
  storeCredit,
  labels,
}: PaymentMethodStepProps) {
  const covered =
    storeCredit != null && storeCredit.use && storeCredit.applied > 0 && storeCredit.remaining === 0;
  const [method, setMethod] = useState<PaymentMethod | undefined>(values?.payment_method);
  const valuesOf = (form: HTMLFormElement): PaymentMethodValues | null => {
    const raw = read(form);
    if (raw.payment_method === '') return null;
    const chosen = raw.payment_method as PaymentMethod;
    return chosen === 'mbway'
      ? { payment_method: chosen, mbway_phone: raw.mbway_phone.trim() }
      : { payment_method: chosen };
  };
  const checkAll = (form: HTMLFormElement): PaymentMethodErrors => {
    const chosen = valuesOf(form);
    if (!chosen) return { payment_method: labels.errors.methodRequired };
    if (chosen.payment_method === 'mbway' && chosen.mbway_phone === '')
      return { mbway_phone: labels.errors.mbwayPhoneRequired };
    return validate?.(chosen) ?? {};
  };
  const { formRef, errors: shown, check, onInput } = useStepErrors<PaymentMethodField>(errors, checkAll);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (covered) {
      if (!storeCredit.pending) storeCredit.onContinue();
      return;
    }
    const chosen = valuesOf(event.currentTarget);
    if (check(event.currentTarget) && chosen) onSubmit(chosen);
  };
  const describe = (option: PaymentMethodOption) =>
    option.method === 'mbway'
      ? labels.mbwayDescription(Math.round(option.window_seconds / 60))
      : labels.multibancoDescription(Math.round(option.window_seconds / 3600));
  const methodError = shown?.payment_method;
  const errorId = useId();
  return (
    <form ref={formRef} className={stepStyles.form} noValidate onSubmit={submit} onInput={onInput}>
      <FormAlert message={message} />
      {storeCredit && labels.storeCredit && (
        <div className={styles.credit} aria-busy={storeCredit.pending || undefined}>
          <CheckboxField
            name="use_store_credit"
            label={labels.storeCredit.use(storeCredit.available)}
            checked={storeCredit.use}
            readOnly={storeCredit.pending}
            onChange={storeCredit.onToggle}
          />
          {storeCredit.use && storeCredit.applied > 0 && (
            <p className={styles.creditNote} role="status">
              {covered
                ? labels.storeCredit.covers
                : labels.storeCredit.rest(storeCredit.applied, storeCredit.remaining)}
            </p>
          )}
        </div>
      )}
      {!covered && (
        <fieldset className={styles.group} aria-describedby={methodError ? errorId : undefined}>
          <legend className={styles.legend}>{labels.legend}</legend>
          {methods.map((option) => {
            const checked = method === option.method;
            return (
              <div key={option.method} className={styles.card({ checked })}>
                <label className={styles.choice}>
                  <input
                    className={styles.radio}
                    type="radio"
                    name="payment_method"
                    value={option.method}
                    checked={checked}
                    onChange={() => {
                      setMethod(option.method);
                      onMethodChange?.(option.method);
                    }}
                  />
                  <span className={styles.icon}>
                    <Icon name={ICONS[option.method]} />
                  </span>
                  <span className={styles.text}>
                    <span className={styles.name}>{PAYMENT_METHOD_NAMES[option.method]}</span>
                    <span className={styles.description}>{describe(option)}</span>
                  </span>
                </label>
                {option.method === 'mbway' && checked && (
                  <div className={styles.extra}>
                    <MbwayPhoneField label={labels.mbwayPhone} hint={labels.mbwayPhoneHint} error={shown?.mbway_phone} defaultValue={values?.mbway_phone} />
                  </div>
                )}
              </div>
            );
          })}
          {methodError && (
            <p id={errorId} className={styles.error}>
              {methodError}
            </p>
          )}
        </fieldset>
      )}
      <div className={stepStyles.actions}>
        <Button type="submit" variant="primary">
          {labels.continue}
        </Button>
      </div>
    </form>
  );
}
