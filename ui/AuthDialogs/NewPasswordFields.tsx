import type { Ref } from 'react';
import { PasswordField } from '../FormField';
import type { PasswordLabels } from '../FormField';

type NewPasswordField = 'password' | 'password_confirmation';

/** A new password (with its rule as hint) and its confirmation, as registration and recovery ask for them. */
export function NewPasswordFields({
  labels,
  defaultValues,
  errors,
  fieldRef,
}: {
  labels: { password: string; passwordHint: string; passwordConfirmation: string; passwordToggle: PasswordLabels };
  defaultValues?: Partial<Record<NewPasswordField, string>>;
  errors?: Partial<Record<NewPasswordField, string>>;
  fieldRef: (field: NewPasswordField) => Ref<HTMLInputElement>;
}) {
  return (
    <>
      <PasswordField
        name="password"
        label={labels.password}
        hint={labels.passwordHint}
        autoComplete="new-password"
        defaultValue={defaultValues?.password}
        error={errors?.password}
        inputRef={fieldRef('password')}
        toggle={labels.passwordToggle}
      />
      <PasswordField
        name="password_confirmation"
        label={labels.passwordConfirmation}
        autoComplete="new-password"
        defaultValue={defaultValues?.password_confirmation}
        error={errors?.password_confirmation}
        inputRef={fieldRef('password_confirmation')}
        toggle={labels.passwordToggle}
      />
    </>
  );
}
