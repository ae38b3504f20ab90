import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { Locale } from '../../contract';
import { i18nFor } from '../../.storybook/i18n';
import { PasswordForm, type PasswordFormLabels, type PasswordFormProps } from './PasswordForm';
import type { FormStatus } from './formState';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

/** The labels as the app builds them from `account.password.*`. */
function passwordLabels(locale: Locale): PasswordFormLabels {
  const t = i18nFor(locale).t;
  return {
    title: t('account.password.title'),
    current: t('account.password.current'),
    new: t('account.password.new'),
    confirmation: t('account.password.confirmation'),
    hint: t('account.password.hint'),
    logoutOthers: t('account.password.logoutOthers'),
    passwordToggle: { show: t('auth.password.show'), hide: t('auth.password.hide') },
    save: t('account.password.save'),
    saving: t('account.password.saving'),
    saved: t('account.password.saved'),
  };
}
const errorText = (locale: Locale, key: string) => i18nFor(locale).t(`account.errors.${key}`);

const meta = {
  title: 'Account/PasswordForm',
  component: PasswordForm,
  args: { labels: passwordLabels('pt'), status: 'idle', onSubmit: fn() },
  argTypes: { labels: { control: false } },
  render: (args, context) => <PasswordForm {...args} labels={passwordLabels(localeOf(context))} />,
} satisfies Meta<typeof PasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three password fields with the length hint, and "sign out of other devices" — sent together. */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = passwordLabels(localeOf({ globals }));
    await expect(canvas.getByLabelText(labels.new)).toHaveAccessibleDescription(labels.hint);
    await userEvent.type(canvas.getByLabelText(labels.current), 'old-password');
    await userEvent.type(canvas.getByLabelText(labels.new), 'new-password-1');
    await userEvent.type(canvas.getByLabelText(labels.confirmation), 'new-password-1');
    // Each password can be shown to check what was typed, and hidden again.
    const shows = canvas.getAllByRole('button', { name: labels.passwordToggle.show });
    await expect(shows).toHaveLength(3);
    await userEvent.click(shows[1]!);
    await expect(canvas.getByLabelText(labels.new)).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: labels.passwordToggle.hide }));
    await expect(canvas.getByLabelText(labels.new)).toHaveAttribute('type', 'password');
    const others = canvas.getByRole('checkbox', { name: labels.logoutOthers });
    await expect(others).not.toBeChecked();
    await userEvent.click(others);
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      current_password: 'old-password',
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
      logout_other_sessions: true,
    });
  },
};

/** Errors on each field: a short password, a confirmation that differs, a wrong current password. */
export const FieldErrors: Story = {
  render: (args, context) => {
    const locale = localeOf(context);
    return (
      <PasswordForm
        {...args}
        labels={passwordLabels(locale)}
        errors={{
          current_password: errorText(locale, 'currentPasswordWrong'),
          password: errorText(locale, 'passwordTooShort'),
          password_confirmation: errorText(locale, 'confirmationMismatch'),
        }}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const labels = passwordLabels(locale);
    const current = canvas.getByLabelText(labels.current);
    await expect(current).toHaveFocus();
    await expect(current).toHaveAccessibleDescription(errorText(locale, 'currentPasswordWrong'));
    await expect(canvas.getByLabelText(labels.new)).toHaveAccessibleDescription(`${labels.hint} ${errorText(locale, 'passwordTooShort')}`);
    await expect(canvas.getByLabelText(labels.confirmation)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvas, args, globals }) => {
    const labels = passwordLabels(localeOf({ globals }));
    const button = canvas.getByRole('button', { name: labels.saving });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Once changed, the fields are emptied and the status says so. */
export const ClearedOnceSaved: Story = {
  render: (args, context) => <SavingHarness {...args} labels={passwordLabels(localeOf(context))} />,
  play: async ({ canvas, globals }) => {
    const labels = passwordLabels(localeOf({ globals }));
    await userEvent.type(canvas.getByLabelText(labels.current), 'old-password');
    await userEvent.type(canvas.getByLabelText(labels.new), 'new-password-1');
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.saved);
    await expect(canvas.getByLabelText(labels.current)).toHaveValue('');
    await expect(canvas.getByLabelText(labels.new)).toHaveValue('');
  },
};

/** Answers every submit with "saved", as the app does after the API's 200. */
function SavingHarness(props: PasswordFormProps) {
  const [status, setStatus] = useState<FormStatus>('idle');
  return (
    <PasswordForm
      {...props}
      status={status}
      onSubmit={(values) => {
        props.onSubmit(values);
        setStatus('saved');
      }}
    />
  );
}
