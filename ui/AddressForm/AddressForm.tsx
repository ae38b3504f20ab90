import { useId } from 'react';
import type { FormEvent } from 'react';
import { countryName } from '../AddressStep';
import { Button } from '../Button';
import * as stepStyles from '../CheckoutStep/CheckoutStep.css';
import { useStepErrors } from '../CheckoutStep/useStepErrors';
import { FormAlert, SelectField, TextField, formValues } from '../FormField';
import type { FormMessage } from '../FormField';
import * as styles from './AddressForm.css';

/** The fields of a saved address, named as the API names them (as typed; the API normalises them). */
export const ADDRESS_FORM_FIELDS = ['label', 'name', 'phone', 'street', 'postal_code', 'city', 'district', 'country', 'nif'] as const;
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number];
export type AddressFormValues = Record<AddressFormField, string>;
export type AddressFormErrors = Partial<Record<AddressFormField, string>>;

export interface AddressFormLabels {
  /** 'Nova morada' / 'Editar morada' */
  titleNew: string;
  titleEdit: string;
  label: string;
  /** 'Casa, Trabalho…' */
  labelHint: string;
  name: string;
  phone: string;
  street: string;
  streetHint: string;
  postalCode: string;
  postalCodeHint: string;
  city: string;
  district: string;
  country: string;
  countryHint: string;
  nif: string;
  nifHint: string;
  save: string;
  cancel: string;
}

export interface AddressFormProps {
  /** Editing an address (its values) or adding one (nothing). */
  values?: Partial<AddressFormValues>;
  mode: 'new' | 'edit';
  /** The countries the shop ships to, Portugal first (ISO codes), named in the page's language. */
  countries?: readonly string[];
  errors?: AddressFormErrors;
  message?: FormMessage | null;
  saving?: boolean;
  /** The contract's Portuguese rules worded in the page's language, run on submit. */
  validate?: (values: AddressFormValues) => AddressFormErrors;
  onSubmit: (values: AddressFormValues) => void;
  onCancel: () => void;
  languageTag: string;
  labels: AddressFormLabels;
}

const read = (form: HTMLFormElement): AddressFormValues => {
  const raw = formValues(form, ADDRESS_FORM_FIELDS);
  return Object.fromEntries(ADDRESS_FORM_FIELDS.map((field) => [field, raw[field].trim()])) as AddressFormValues;
};

/**
 * A saved address to add or edit: an optional label, the recipient and phone, street, postal code
 * (`NNNN-NNN`) and city, an optional district, the country and an optional NIF — with the checkout's
 * autofill names and its rules, each error on its field.
 */
export function AddressForm({ values, mode, countries = ['PT'], errors, message, saving = false, validate, onSubmit, onCancel, languageTag, labels }: AddressFormProps) {
  const titleId = useId();
  const { formRef, errors: shown, check, onInput } = useStepErrors<AddressFormField>(errors, validate && ((form) => validate(read(form))));
  const field = (name: AddressFormField) => ({ name, error: shown?.[name], defaultValue: values?.[name] ?? '' });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving && check(event.currentTarget)) onSubmit(read(event.currentTarget));
  };
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {mode === 'new' ? labels.titleNew : labels.titleEdit}
      </h2>
      <form ref={formRef} className={stepStyles.form} noValidate onSubmit={submit} onInput={onInput} aria-labelledby={titleId}>
        <FormAlert message={message} />
        <TextField {...field('label')} label={labels.label} hint={labels.labelHint} autoComplete="off" maxLength={40} />
        <div className={stepStyles.pair}>
          <TextField {...field('name')} label={labels.name} autoComplete="name" required maxLength={120} />
          <TextField {...field('phone')} type="tel" label={labels.phone} autoComplete="tel" required maxLength={40} />
        </div>
        <TextField {...field('street')} label={labels.street} hint={labels.streetHint} autoComplete="street-address" required maxLength={200} />
        <div className={stepStyles.pair}>
          <TextField {...field('postal_code')} label={labels.postalCode} hint={labels.postalCodeHint} autoComplete="postal-code" inputMode="numeric" maxLength={8} required />
          <TextField {...field('city')} label={labels.city} autoComplete="address-level2" required maxLength={100} />
        </div>
        <TextField {...field('district')} label={labels.district} autoComplete="address-level1" maxLength={100} />
        <SelectField
          {...field('country')}
          defaultValue={values?.country || countries[0]}
          label={labels.country}
          hint={countries.length === 1 ? labels.countryHint : undefined}
          autoComplete="country"
          required
          options={countries.map((code) => ({ value: code, label: countryName(code, languageTag) }))}
        />
        <TextField {...field('nif')} label={labels.nif} hint={labels.nifHint} autoComplete="off" inputMode="numeric" maxLength={11} />
        <div className={stepStyles.actions}>
          <Button type="submit" variant="primary" aria-busy={saving}>
            {labels.save}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {labels.cancel}
          </Button>
        </div>
      </form>
    </section>
  );
}
