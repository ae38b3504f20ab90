import type { FormEvent } from 'react';
import { Button } from '../Button';
import { CheckboxField, FormAlert, SelectField, TextField, formValues } from '../FormField';
import type { FormMessage } from '../FormField';
import * as stepStyles from '../CheckoutStep/CheckoutStep.css';
import { useStepErrors } from '../CheckoutStep/useStepErrors';
import * as styles from './AddressStep.css';

/** The shipping address and the optional NIF, named as the order request names them. */
export interface AddressValues {
  street: string;
  postal_code: string;
  city: string;
  /** ISO 3166-1 alpha-2; the shop ships to Portugal ('PT'). */
  country: string;
  /** Empty when not given. */
  nif: string;
}
export const ADDRESS_FIELDS = [
  'street',
  'postal_code',
  'city',
  'country',
  'nif',
] as const satisfies ReadonlyArray<keyof AddressValues>;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressErrors = Partial<Record<AddressField, string>>;

export interface AddressStepLabels {
  street: string;
  /** 'Rua, número, andar' */
  streetHint: string;
  postalCode: string;
  /** 'Formato 1234-567' */
  postalCodeHint: string;
  city: string;
  country: string;
  /** 'Enviamos apenas para Portugal (continente e ilhas).' */
  countryHint: string;
  /** 'NIF (opcional)' */
  nif: string;
  /** 'Para a fatura com o seu número de contribuinte.' */
  nifHint: string;
  continue: string;
  /** A signed-in customer's saved addresses: the group's name, the "new address" choice, the save box. */
  saved?: { legend: string; newAddress: string; save: string };
  errors: {
    streetRequired: string;
    postalCodeRequired: string;
    postalCodeInvalid: string;
    cityRequired: string;
    nifInvalid: string;
  };
}

/** A saved address offered at the step: its title (label or recipient) and its lines. */
export interface SavedAddressOption {
  uuid: string;
  title: string;
  lines: readonly string[];
}

/** A signed-in customer's saved addresses at the step, the one chosen (null: a new one typed in the form) and the save box. */
export interface AddressStepSaved {
  options: readonly SavedAddressOption[];
  chosen: string | null;
  onChoose: (uuid: string | null) => void;
  save: boolean;
  onSaveChange: (save: boolean) => void;
}

export interface AddressStepProps {
  values?: Partial<AddressValues>;
  /** The countries offered, Portugal first (ISO codes); named in the page's language. */
  countries?: readonly string[];
  /** Field errors from the server (422), by field name. */
  errors?: AddressErrors;
  message?: FormMessage | null;
  /** The step's own checks (the contract's Portuguese rules, worded with `labels.errors`), as for the contact step. */
  validate?: (values: AddressValues) => AddressErrors;
  /** Called with the values as typed (trimmed) once `validate` finds nothing; the model normalises them. */
  onSubmit: (values: AddressValues) => void;
  /** Called with the values (trimmed) as they are typed into the form, before any check: the page keeps them (a reload restores them). */
  onType?: (values: AddressValues) => void;
  /** Saved addresses to pick from (a signed-in customer); a chosen one is sent as it is, without the form. */
  saved?: AddressStepSaved | null;
  /** BCP 47 tag: names the countries. */
  languageTag: string;
  labels: AddressStepLabels;
}

/** A country's name in the page's language (its ISO code when the browser cannot name it). */
export function countryName(code: string, languageTag: string): string {
  try {
    return new Intl.DisplayNames([languageTag], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const read = (form: HTMLFormElement): AddressValues => {
  const raw = formValues(form, ADDRESS_FIELDS);
  return {
    street: raw.street.trim(),
    postal_code: raw.postal_code.trim(),
    city: raw.city.trim(),
    country: raw.country || 'PT',
    nif: raw.nif.trim(),
  };
};

/**
 * Where the order goes: street, postal code (`NNNN-NNN`), city and country, and an optional NIF for the
 * invoice. Browser autofill fills it (`autocomplete` on every field); the errors, in the shopper's language,
 * come from `validate` on submit or from the model and the server (422) by field name.
 */
export function AddressStep({
  values,
  countries = ['PT'],
  errors,
  message,
  validate,
  onSubmit,
  onType,
  saved,
  languageTag,
  labels,
}: AddressStepProps) {
  const typing = !saved || saved.options.length === 0 || saved.chosen === null;
  const {
    formRef,
    errors: shown,
    check,
    onInput,
  } = useStepErrors<AddressField>(
    errors,
    typing ? validate && ((form) => validate(read(form))) : undefined,
    typing && onType ? (form) => onType(read(form)) : undefined,
  );
  const field = (name: AddressField) => ({ name, error: shown?.[name] });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!typing) {
      onSubmit({
        street: values?.street ?? '',
        postal_code: values?.postal_code ?? '',
        city: values?.city ?? '',
        country: values?.country ?? 'PT',
        nif: values?.nif ?? '',
      });
      return;
    }
    if (check(event.currentTarget)) onSubmit(read(event.currentTarget));
  };
  return (
    <form ref={formRef} className={stepStyles.form} noValidate onSubmit={submit} onInput={onInput}>
      <FormAlert message={message} />
      {saved && saved.options.length > 0 && labels.saved && (
        <fieldset className={styles.saved}>
          <legend className={styles.savedLegend}>{labels.saved.legend}</legend>
          {saved.options.map((option) => (
            <label
              key={option.uuid}
              className={styles.savedOption({ checked: saved.chosen === option.uuid })}
            >
              <input
                type="radio"
                name="saved_address"
                value={option.uuid}
                checked={saved.chosen === option.uuid}
                onChange={() => saved.onChoose(option.uuid)}
              />
              <span className={styles.savedText}>
                <span className={styles.savedTitle}>{option.title}</span>
                {option.lines.map((line) => (
                  <span key={line} className={styles.savedLine}>
                    {line}
                  </span>
                ))}
              </span>
            </label>
          ))}
          <label className={styles.savedOption({ checked: saved.chosen === null })}>
            <input
              type="radio"
              name="saved_address"
              value=""
              checked={saved.chosen === null}
              onChange={() => saved.onChoose(null)}
            />
            <span className={styles.savedTitle}>{labels.saved.newAddress}</span>
          </label>
        </fieldset>
      )}
      {typing && (
        <>
          <TextField
            {...field('street')}
            label={labels.street}
            hint={labels.streetHint}
            autoComplete="street-address"
            required
            defaultValue={values?.street}
          />
          <div className={styles.postalCity}>
            <TextField
              {...field('postal_code')}
              label={labels.postalCode}
              hint={labels.postalCodeHint}
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={8}
              required
              defaultValue={values?.postal_code}
            />
            <TextField
              {...field('city')}
              label={labels.city}
              autoComplete="address-level2"
              required
              defaultValue={values?.city}
            />
          </div>
          <SelectField
            {...field('country')}
            label={labels.country}
            hint={countries.length === 1 ? labels.countryHint : undefined}
            autoComplete="country"
            required
            defaultValue={values?.country ?? countries[0]}
            options={countries.map((code) => ({ value: code, label: countryName(code, languageTag) }))}
          />
          <TextField
            {...field('nif')}
            label={labels.nif}
            hint={labels.nifHint}
            autoComplete="off"
            inputMode="numeric"
            maxLength={11}
            defaultValue={values?.nif}
          />
          {saved && labels.saved && (
            <CheckboxField
              name="save_address"
              label={labels.saved.save}
              checked={saved.save}
              onChange={saved.onSaveChange}
            />
          )}
        </>
      )}
      <div className={stepStyles.actions}>
        <Button type="submit" variant="primary">
          {labels.continue}
        </Button>
      </div>
    </form>
  );
}
