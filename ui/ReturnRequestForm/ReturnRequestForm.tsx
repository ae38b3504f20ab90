import { useId, useState, type FormEvent } from 'react';
import type { RefundMethod, ReturnReason } from '../../contract/after-sales-constants';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { FormAlert, SelectField, SubmitButton, type FormMessage } from '../FormField';
import * as styles from './ReturnRequestForm.css';

/** Every text of the form, from the caller's catalogue (amounts and dates already written in the page's language). */
export interface ReturnRequestFormLabels {
  title: string;
  /** Under the title: the withdrawal window and what happens next. */
  description: string;
  close: string;
  linesLegend: string;
  /** The checkbox's accessible name for one line ("Return Linen shirt"). */
  selectLine: (name: string) => string;
  quantity: string;
  reason: string;
  reasons: Record<ReturnReason, string>;
  refundLegend: string;
  refundMethods: Record<RefundMethod, { label: string; hint: string }>;
  submit: string;
  submitting: string;
  cancel: string;
  /** The form-level message when no line is ticked. */
  nothingSelected: FormMessage;
}

/** A line that may be returned: `detail` is the caller's sentence (price, how many, until when). */
export interface ReturnFormLine {
  offerId: number;
  name: string;
  image: string | null;
  /** How many may still be returned (at least 1). */
  max: number;
  detail: string;
}

export interface ReturnRequest {
  lines: { offer_id: number; quantity: number; reason: ReturnReason }[];
  refund_method: RefundMethod;
}

export interface ReturnRequestFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lines: readonly ReturnFormLine[];
  labels: ReturnRequestFormLabels;
  pending?: boolean;
  /** What the API refused: a form-level message and one sentence per line (by offer id). */
  error?: FormMessage | null;
  lineErrors?: Readonly<Record<number, string>>;
  onSubmit: (request: ReturnRequest) => void;
}

type Choice = { selected: boolean; quantity: number; reason: ReturnReason };

// The caller's catalogue lists the reasons and methods in the contract's order: the form offers them in it.
const keysOf = <K extends string>(record: Record<K, unknown>) => Object.keys(record) as K[];

/**
 * The return request, in a dialog: tick the lines to send back, each with how many and why, then how the
 * money comes back (the original payment or store credit). Nothing is sent until at least one line is ticked.
 */
export function ReturnRequestForm({ open, onOpenChange, lines, labels, pending = false, error, lineErrors = {}, onSubmit }: ReturnRequestFormProps) {
  const idBase = useId();
  const reasons = keysOf(labels.reasons);
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [method, setMethod] = useState<RefundMethod>('original');
  const [emptyTried, setEmptyTried] = useState(false);
  const choiceOf = (line: ReturnFormLine): Choice => choices[line.offerId] ?? { selected: false, quantity: 1, reason: reasons[0]! };
  const update = (line: ReturnFormLine, patch: Partial<Choice>) => {
    setChoices((current) => ({ ...current, [line.offerId]: { ...choiceOf(line), ...patch } }));
    if (patch.selected) setEmptyTried(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const chosen = lines.filter((line) => choiceOf(line).selected);
    if (chosen.length === 0) {
      setEmptyTried(true);
      return;
    }
    onSubmit({
      lines: chosen.map((line) => ({ offer_id: line.offerId, quantity: Math.min(choiceOf(line).quantity, line.max), reason: choiceOf(line).reason })),
      refund_method: method,
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={labels.title}
        description={labels.description}
        closeLabel={labels.close}
      >
        <form className={styles.form} onSubmit={submit} noValidate>
          <FormAlert message={emptyTried ? labels.nothingSelected : (error ?? null)} />
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{labels.linesLegend}</legend>
            <ul className={styles.lines}>
              {lines.map((line) => {
                const choice = choiceOf(line);
                const lineError = lineErrors[line.offerId];
                return (
                  <li key={line.offerId} className={styles.line} data-selected={choice.selected || undefined}>
                    <label className={styles.lineHead}>
                      <input
                        type="checkbox"
                        className={styles.checkbox}
                        checked={choice.selected}
                        aria-label={labels.selectLine(line.name)}
                        onChange={(event) => update(line, { selected: event.target.checked })}
                      />
                      <span className={styles.media}>{line.image && <img className={styles.image} src={line.image} alt="" loading="lazy" />}</span>
                      <span className={styles.lineText}>
                        <span className={styles.name}>{line.name}</span>
                        <span className={styles.meta}>{line.detail}</span>
                      </span>
                    </label>
                    {choice.selected && (
                      <div className={styles.choices}>
                        <SelectField
                          name={`quantity-${line.offerId}`}
                          label={labels.quantity}
                          options={Array.from({ length: line.max }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))}
                          value={String(choice.quantity)}
                          onChange={(value) => update(line, { quantity: Number(value) })}
                        />
                        <SelectField
                          name={`reason-${line.offerId}`}
                          label={labels.reason}
                          options={reasons.map((reason) => ({ value: reason, label: labels.reasons[reason] }))}
                          value={choice.reason}
                          onChange={(value) => update(line, { reason: value as ReturnReason })}
                        />
                      </div>
                    )}
                    {lineError && (
                      <p className={styles.lineError} role="alert">
                        {lineError}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{labels.refundLegend}</legend>
            <div className={styles.methods}>
              {keysOf(labels.refundMethods).map((value) => (
                <label key={value} className={styles.method} htmlFor={`${idBase}-${value}`}>
                  <input
                    id={`${idBase}-${value}`}
                    type="radio"
                    className={styles.radio}
                    name="refund_method"
                    value={value}
                    checked={method === value}
                    onChange={() => setMethod(value)}
                  />
                  <span className={styles.name}>{labels.refundMethods[value].label}</span>
                  <span className={styles.methodHint}>{labels.refundMethods[value].hint}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {labels.cancel}
            </Button>
            <SubmitButton pending={pending} pendingLabel={labels.submitting}>
              {labels.submit}
            </SubmitButton>
          </div>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
