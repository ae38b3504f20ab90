import { useEffect, type RefObject } from 'react';

/** Where a form's save is: nothing yet, in flight, saved, or refused. */
export const FORM_STATUSES = ['idle', 'pending', 'saved', 'failed'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/**
 * The props a controlled field takes from its account form's state: its name, value and onChange, its
 * error; required, and read-only while the form saves. Spread it, then add the label and the rest.
 */
export function fieldBinder<Field extends string>(
  values: Record<Field, string>,
  setValue: (field: NoInfer<Field>, value: string) => void,
  errors: Partial<Record<NoInfer<Field>, string>>,
  pending: boolean,
) {
  return (field: Field) => ({ name: field, value: values[field], onChange: (value: string) => setValue(field, value), error: errors[field], required: true, readOnly: pending });
}

/** When errors arrive, the first invalid field takes the focus, so the person lands on what to fix. */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, errors: object) {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}
