import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';

type Errors<Field extends string> = Partial<Record<Field, string>>;

const isEmpty = (errors: object | undefined) => !errors || Object.keys(errors).length === 0;

/** Same fields with the same messages: a parent that rebuilds its errors object on every render changes nothing. */
function sameErrors<Field extends string>(a: Errors<Field> | undefined, b: Errors<Field> | undefined): boolean {
  const keysA = Object.keys(a ?? {}) as Field[];
  const keysB = Object.keys(b ?? {}) as Field[];
  return keysA.length === keysB.length && keysA.every((key) => a?.[key] === b?.[key]);
}

/**
 * The errors a checkout step shows: the caller's (the model's checks or the server's 422, by field) or,
 * when the step is given a `validate`, its own on submit. A field's error is taken away as soon as the
 * shopper types in it (re-checked when `validate` is given; no new error appears while typing). The first
 * invalid field takes the focus after a refused submit, when the step opens with errors and whenever a
 * new set arrives, never while the shopper types. `typed`, when given, hears the form after every input (the
 * step reports its fields as typed: the page keeps them for a reload).
 */
export function useStepErrors<Field extends string>(
  given: Errors<Field> | undefined,
  validate?: (form: HTMLFormElement) => Errors<Field>,
  typed?: (form: HTMLFormElement) => void,
) {
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const [shown, setShown] = useState<Errors<Field> | undefined>(given);
  const [last, setLast] = useState(given);
  // Errors already there when the step opens (the server sent the shopper back to it) take the focus too.
  const [focusRequest, setFocusRequest] = useState(isEmpty(given) ? 0 : 1);
  if (!sameErrors(last, given)) {
    setLast(given);
    setShown(given);
    if (!isEmpty(given)) setFocusRequest((count) => count + 1);
  }

  useEffect(() => {
    if (focusRequest === 0) return;
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, form]);

  /** Runs `validate` (when given); true when the form may be sent. */
  const check = (target: HTMLFormElement): boolean => {
    if (!validate) return true;
    const found = validate(target);
    setShown(found);
    if (isEmpty(found)) return true;
    setFocusRequest((count) => count + 1);
    return false;
  };

  /** On input: the edited field's error is re-checked (or, without `validate`, taken away); the others stay. */
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    typed?.(event.currentTarget);
    const name = (event.target as HTMLInputElement).name as Field;
    if (!shown?.[name]) return;
    const now = validate?.(event.currentTarget)[name];
    if (now === shown[name]) return;
    const next: Errors<Field> = { ...shown };
    if (now) next[name] = now;
    else delete next[name];
    setShown(next);
  };

  return { formRef: setForm, errors: shown, check, onInput };
}
