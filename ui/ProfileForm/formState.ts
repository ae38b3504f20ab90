import { useEffect, type RefObject } from 'react';

/** Where a form's save is: nothing yet, in flight, saved, or refused. */
export const FORM_STATUSES = ['idle', 'pending', 'saved', 'failed'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/** When errors arrive, the first invalid field takes the focus, so the person lands on what to fix. */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, errors: object) {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}
