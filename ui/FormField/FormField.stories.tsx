import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { loginLabels, noticeByKey, registerLabels, resetLabels } from '../../.storybook/authLabels';
import { i18nFor } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { CheckboxField, FormAlert, LinkButton, PasswordField, SubmitButton, TextField, formValues, useFirstInvalidFocus } from './FormField';
import type { FormMessage } from './FormField';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

/** The shipped sentences these stories borrow (registration, login, recovery, account errors). */
function texts(locale: Locale) {
  const register = registerLabels(locale);
  const login = loginLabels(locale);
  const t = i18nFor(locale).t;
  return {
    name: register.name,
    email: register.email,
    password: register.password,
    passwordHint: register.passwordHint,
    toggle: register.passwordToggle,
    remember: login.remember,
    forgot: login.forgot,
    submit: register.submit,
    pending: register.pending,
    required: t('account.errors.required'),
    tooShort: t('account.errors.passwordTooShort'),
  };
}

const FIELDS = ['name', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];

interface DemoProps {
  locale: Locale;
  /** Uncontrolled: `defaultValue`s read with `formValues` on submit; controlled: React state. */
  mode: 'uncontrolled' | 'controlled';
  defaultValues?: { name?: string; email?: string; password?: string; remember?: boolean };
  errors?: Partial<Record<Field, string>>;
  failure?: FormMessage | null;
  pending?: boolean;
  onSubmit: (values: Record<string, string | boolean>) => void;
  onLink: () => void;
}

/** A form made only of this module's pieces, either way round. */
function Demo({ locale, mode, defaultValues = {}, errors, failure, pending = false, onSubmit, onLink }: DemoProps) {
  const text = texts(locale);
  const { field } = useFirstInvalidFocus(FIELDS, errors);
  const [values, setValues] = useState({ name: defaultValues.name ?? '', email: defaultValues.email ?? '', password: defaultValues.password ?? '' });
  const [remember, setRemember] = useState(defaultValues.remember ?? false);
  const controlled = mode === 'controlled';
  // Each field's name, error and ref, read-only while pending, and its value one way or the other.
  const bind = (name: Field) => ({
    ...field(name),
    readOnly: pending,
    ...(controlled ? { value: values[name], onChange: (value: string) => setValues((previous) => ({ ...previous, [name]: value })) } : { defaultValue: defaultValues[name] }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    onSubmit(controlled ? { ...values, remember } : formValues(event.currentTarget));
  };
  return (
    <form noValidate onSubmit={submit} style={{ display: 'grid', gap: 16, maxWidth: 400 }}>
      <FormAlert message={failure} />
      <TextField {...bind('name')} label={text.name} autoComplete="given-name" />
      <TextField {...bind('email')} type="email" label={text.email} autoComplete="email" />
      <PasswordField {...bind('password')} label={text.password} hint={text.passwordHint} autoComplete="new-password" toggle={text.toggle} />
      {controlled ? (
        <CheckboxField name="remember" label={text.remember} checked={remember} onChange={setRemember} readOnly={pending} />
      ) : (
        <CheckboxField name="remember" label={text.remember} defaultChecked={defaultValues.remember} />
      )}
      <SubmitButton pending={pending} pendingLabel={text.pending} fullWidth>
        {text.submit}
      </SubmitButton>
      <p style={{ margin: 0 }}>
        <LinkButton onClick={onLink}>{text.forgot}</LinkButton>
      </p>
    </form>
  );
}

const meta = {
  title: 'Forms/FormField',
  component: Demo,
  args: { locale: 'pt', mode: 'uncontrolled', onSubmit: fn(), onLink: fn() },
  argTypes: { locale: { control: false }, mode: { control: 'inline-radio', options: ['uncontrolled', 'controlled'] } },
  render: (args, context) => <Demo {...args} locale={localeOf(context)} />,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Uncontrolled: typed values are read from the form on submit; the password shows and hides. */
export const Uncontrolled: Story = {
  play: async ({ canvas, args, globals }) => {
    const text = texts(localeOf({ globals }));
    const email = canvas.getByLabelText(text.email);
    const password = canvas.getByLabelText(text.password);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('inputmode', 'email');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAccessibleDescription(text.passwordHint);
    await userEvent.type(canvas.getByLabelText(text.name), 'Ana');
    await userEvent.type(email, 'ana@example.com');
    await userEvent.type(password, 'correct horse');
    const reveal = canvas.getByRole('button', { name: text.toggle.show });
    await expect(reveal).toHaveAttribute('aria-controls', password.id);
    await userEvent.click(reveal);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await expect(reveal).toHaveAccessibleName(text.toggle.hide);
    await userEvent.click(reveal);
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('checkbox', { name: text.remember }));
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com', password: 'correct horse', remember: 'on' });
    await userEvent.click(canvas.getByRole('button', { name: text.forgot }));
    await expect(args.onLink).toHaveBeenCalledTimes(1);
  },
};

/** Starting values fill an uncontrolled form (a story's filled state, an e-mail from a link). */
export const UncontrolledFilled: Story = {
  args: { defaultValues: { name: 'Ana', email: 'ana@example.com', password: 'correct horse', remember: true } },
  play: async ({ canvas, args, globals }) => {
    const text = texts(localeOf({ globals }));
    await expect(canvas.getByLabelText(text.email)).toHaveValue('ana@example.com');
    await expect(canvas.getByRole('checkbox', { name: text.remember })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com', password: 'correct horse', remember: 'on' });
  },
};

/** Controlled: the same fields driven by state (value + onChange), the checkbox too. */
export const Controlled: Story = {
  args: { mode: 'controlled', defaultValues: { name: 'Ana' } },
  play: async ({ canvas, args, globals }) => {
    const text = texts(localeOf({ globals }));
    const name = canvas.getByLabelText(text.name);
    await expect(name).toHaveValue('Ana');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana Maria');
    await userEvent.type(canvas.getByLabelText(text.email), 'ana@example.com');
    await userEvent.type(canvas.getByLabelText(text.password), 'correct horse');
    await userEvent.click(canvas.getByRole('checkbox', { name: text.remember }));
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Ana Maria', email: 'ana@example.com', password: 'correct horse', remember: true });
  },
};

/** Errors: marked invalid, described by hint then error, and the first invalid field takes the focus. */
export const FieldErrors: Story = {
  render: (args, context) => {
    const text = texts(localeOf(context));
    return <Demo {...args} locale={localeOf(context)} defaultValues={{ name: 'Ana', password: 'short' }} errors={{ email: text.required, password: text.tooShort }} />;
  },
  play: async ({ canvas, globals }) => {
    const text = texts(localeOf({ globals }));
    const email = canvas.getByLabelText(text.email);
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(text.required);
    await expect(canvas.getByLabelText(text.password)).toHaveAccessibleDescription(`${text.passwordHint} ${text.tooShort}`);
    await expect(canvas.getByLabelText(text.name)).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText(text.name)).not.toHaveAttribute('aria-describedby');
  },
};

/** The form-level refusal, announced above the fields. */
export const ServerFailure: Story = {
  render: (args, context) => <Demo {...args} locale={localeOf(context)} failure={noticeByKey(localeOf(context), 'invalidCredentials')} />,
  play: async ({ canvas, globals }) => {
    const failure = noticeByKey(localeOf({ globals }), 'invalidCredentials');
    await expect(canvas.getByRole('alert')).toHaveTextContent(`${failure.title}: ${failure.description}`);
  },
};

/** A refusal that stands in a form's place: title and sentence on lines of their own. */
export const StackedAlert: Story = {
  render: (_args, context) => {
    const labels = resetLabels(localeOf(context));
    return (
      <div style={{ maxWidth: 400 }}>
        <FormAlert stacked message={{ title: labels.invalidTitle, description: labels.invalidDescription }} />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const labels = resetLabels(localeOf({ globals }));
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText(labels.invalidTitle)).toBeVisible();
    await expect(within(alert).getByText(labels.invalidDescription)).toBeVisible();
  },
};

/** Pending: the button says so, is announced busy, a submit does nothing and typing is locked. */
export const Pending: Story = {
  args: { mode: 'controlled', pending: true, defaultValues: { name: 'Ana' } },
  play: async ({ canvas, args, globals }) => {
    const text = texts(localeOf({ globals }));
    const button = canvas.getByRole('button', { name: text.pending });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(text.name)).toHaveAttribute('readonly');
    const remember = canvas.getByRole('checkbox', { name: text.remember });
    await userEvent.click(remember);
    await expect(remember).not.toBeChecked();
  },
};

/** On a phone: 16px text (no zoom), 44px fields, toggle and checkbox row. */
export const Phone: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas, globals }) => {
    const text = texts(localeOf({ globals }));
    const email = canvas.getByLabelText(text.email);
    await expect(getComputedStyle(email).fontSize).toBe('16px');
    await expect(Math.round(email.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
    const reveal = canvas.getByRole('button', { name: text.toggle.show });
    await expect(Math.round(reveal.getBoundingClientRect().width)).toBeGreaterThanOrEqual(44);
    const row = canvas.getByRole('checkbox', { name: text.remember }).closest('label')!;
    await expect(Math.round(row.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
  },
};
