import type { FormEvent } from 'react';
import { Button } from '../Button';
import { FormAlert, SelectField, TextField, formValues } from '../FormField';
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
export const ADDRESS_FIELDS = ['street', 'postal_code', 'city', 'country', 'nif'] as const satisfies ReadonlyArray<keyof AddressValues>;
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
  errors: {
    streetRequired: string;
    postalCodeRequired: string;
    postalCodeInvalid: string;
    cityRequired: string;
    nifInvalid: string;
  };
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
  /** BCP 47 tag: names the countries. */
  languageTag: string;
  labels: AddressStepLabels;
}

function countryName(code: string, languageTag: string): string {
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
export function AddressStep({ values, countries = ['PT'], errors, message, validate, onSubmit, languageTag, labels }: AddressStepProps) {
  const { formRef, errors: shown, check, onInput } = useStepErrors<AddressField>(errors, validate && ((form) => validate(read(form))));
  const field = (name: AddressField) => ({ name, error: shown?.[name] });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check(event.currentTarget)) onSubmit(read(event.currentTarget));
  };
  return (
    <form ref={formRef} className={stepStyles.form} noValidate onSubmit={submit} onInput={onInput}>
      <FormAlert message={message} />
      <TextField {...field('street')} label={labels.street} hint={labels.streetHint} autoComplete="street-address" required defaultValue={values?.street} />
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
        <TextField {...field('city')} label={labels.city} autoComplete="address-level2" required defaultValue={values?.city} />
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
      <TextField {...field('nif')} label={labels.nif} hint={labels.nifHint} autoComplete="off" inputMode="numeric" maxLength={11} defaultValue={values?.nif} />
      <div className={stepStyles.actions}>
        <Button type="submit" variant="primary">
          {labels.continue}
        </Button>
      </div>
    </form>
  );
}
