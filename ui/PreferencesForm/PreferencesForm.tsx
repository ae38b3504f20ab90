import { useId, useRef, useState, type FormEvent } from 'react';
import type { Locale } from '../../contract';
import { CheckboxField, FieldNotes } from '../FormField';
import { Heading } from '../Heading';
import { SaveFooter, formStyles, useFocusFirstInvalid, type FormStatus } from '../ProfileForm';
import * as styles from './PreferencesForm.css';

export const PREFERENCES_FIELDS = ['locale', 'newsletter'] as const;
export type PreferencesField = (typeof PREFERENCES_FIELDS)[number];

export interface PreferencesValues {
  locale: Locale;
  newsletter: boolean;
}

/** A language as the form offers it: its code, its own name (§2: Português, English, Español, Français) and its tag. */
export interface LanguageChoice {
  locale: Locale;
  name: string;
  /** The BCP 47 tag (pt-PT…), so each name is read in its own language. */
  tag: string;
}

export interface PreferencesFormLabels {
  title: string;
  intro?: string;
  language: string;
  newsletter: string;
  newsletterHint: string;
  /** Said instead of the hint while the newsletter waits for its e-mailed confirmation. */
  newsletterPending: string;
  save: string;
  saving: string;
  saved: string;
}

export interface PreferencesFormProps {
  /** 1 when the form is the page's only content (its title is the page title), else 2. */
  headingLevel?: 1 | 2;
  languages: readonly LanguageChoice[];
  initialValues: PreferencesValues;
  labels: PreferencesFormLabels;
  errors?: Partial<Record<PreferencesField, string>>;
  status?: FormStatus;
  /** The newsletter was asked for and waits for the confirmation e-mail's link (double opt-in). */
  newsletterPending?: boolean;
  onSubmit: (values: PreferencesValues) => void;
}

/** The shop's language and the newsletter opt-in. */
export function PreferencesForm({ headingLevel = 2, languages, initialValues, labels, errors = {}, status = 'idle', newsletterPending = false, onSubmit }: PreferencesFormProps) {
  const titleId = useId();
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  const pending = status === 'pending';
  useFocusFirstInvalid(formRef, errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit(values);
  };

  return (
    <form className={formStyles.form} aria-labelledby={titleId} noValidate onSubmit={submit} ref={formRef}>
      <Heading level={headingLevel} size={headingLevel === 1 ? 'large' : 'medium'} id={titleId}>
        {labels.title}
      </Heading>
      {labels.intro && <p className={formStyles.intro}>{labels.intro}</p>}
      <fieldset className={styles.fieldset} aria-describedby={errors.locale ? errorId : undefined}>
        <legend className={styles.legend}>{labels.language}</legend>
        <div className={styles.options}>
          {languages.map((language) => (
            <label key={language.locale} className={styles.option} lang={language.tag}>
              <input
                className={styles.radio}
                type="radio"
                name="locale"
                value={language.locale}
                checked={values.locale === language.locale}
                onChange={() => {
                  if (!pending) setValues((previous) => ({ ...previous, locale: language.locale }));
                }}
              />
              {language.name}
            </label>
          ))}
        </div>
        <FieldNotes errorId={errorId} error={errors.locale} />
      </fieldset>
      <CheckboxField
        name="newsletter"
        label={labels.newsletter}
        hint={newsletterPending && values.newsletter ? labels.newsletterPending : labels.newsletterHint}
        checked={values.newsletter}
        onChange={(newsletter) => setValues((previous) => ({ ...previous, newsletter }))}
        readOnly={pending}
      />
      <SaveFooter status={status} labels={labels} />
    </form>
  );
}
