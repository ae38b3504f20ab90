import type { Ref } from 'react';
import { PasswordField } from '../FormField';
import type { PasswordLabels } from '../FormField';

type NewPasswordField = 'password' | 'password_confirmation';

/** The pair's labels, part of the registration and recovery labels. */
export interface NewPasswordLabels {
  password: string;
  /** The length rule, shown under the new password. */
  passwordHint: string;
  passwordConfirmation: string;
  passwordToggle: PasswordLabels;
}

/** A new password (with its rule as hint) and its confirmation, as registration and recovery ask for them. */
export function NewPasswordFields({
  labels,
  defaultValues,
  field,
}: {
  labels: NewPasswordLabels;
  defaultValues?: Partial<Record<NewPasswordField, string>>;
  /** The form's `useFirstInvalidFocus(…).field`: name, error and ref of each. */
  field: (name: NewPasswordField) => { name: string; error?: string; inputRef: Ref<HTMLInputElement> };
}) {
  const toggle = labels.passwordToggle;
  return (
    <>
      <PasswordField {...field('password')} label={labels.password} hint={labels.passwordHint} autoComplete="new-password" defaultValue={defaultValues?.password} toggle={toggle} />
      <PasswordField {...field('password_confirmation')} label={labels.passwordConfirmation} autoComplete="new-password" defaultValue={defaultValues?.password_confirmation} toggle={toggle} />
    </>
  );
}
