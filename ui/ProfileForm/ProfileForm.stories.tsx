import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { i18nFor } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { ProfileForm, type ProfileFormLabels } from './ProfileForm';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

/** The labels as the app builds them from `account.profile.*`. */
function profileLabels(locale: Locale): ProfileFormLabels {
  const t = i18nFor(locale).t;
  return {
    title: t('account.profile.title'),
    intro: t('account.profile.intro'),
    name: t('account.profile.name'),
    lastname: t('account.profile.lastname'),
    email: t('account.profile.email'),
    currentPassword: t('account.profile.currentPassword'),
    emailChangeHint: t('account.profile.emailChangeHint'),
    passwordToggle: { show: t('auth.password.show'), hide: t('auth.password.hide') },
    save: t('account.profile.save'),
    saving: t('account.profile.saving'),
    saved: t('account.profile.saved'),
  };
}
const errorText = (locale: Locale, key: string) => i18nFor(locale).t(`account.errors.${key}`);

const ana = { name: 'Ana', lastname: 'Silva', email: 'ana.silva@example.pt' };

const meta = {
  title: 'Account/ProfileForm',
  component: ProfileForm,
  args: { initialValues: ana, labels: profileLabels('pt'), status: 'idle', onSubmit: fn() },
  argTypes: { labels: { control: false } },
  render: (args, context) => <ProfileForm {...args} labels={profileLabels(localeOf(context))} />,
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in user's details, ready to edit; no password asked while the e-mail stays. */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = profileLabels(localeOf({ globals }));
    await expect(canvas.getByRole('form', { name: labels.title })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: labels.name })).toHaveValue('Ana');
    await expect(canvas.getByRole('textbox', { name: labels.lastname })).toHaveValue('Silva');
    await expect(canvas.getByRole('textbox', { name: labels.email })).toHaveValue(ana.email);
    await expect(canvas.queryByLabelText(labels.currentPassword)).toBeNull();
    const name = canvas.getByRole('textbox', { name: labels.name });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana Maria');
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Ana Maria', lastname: 'Silva', email: ana.email });
  },
};

/** Changing the e-mail reveals the current-password field, explained, and sends it along. */
export const EmailChangeAsksForPassword: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = profileLabels(localeOf({ globals }));
    const email = canvas.getByRole('textbox', { name: labels.email });
    await userEvent.clear(email);
    await userEvent.type(email, 'ana.new@example.pt');
    const password = canvas.getByLabelText(labels.currentPassword);
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAccessibleDescription(labels.emailChangeHint);
    await userEvent.type(password, 'my-current-pass');
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Ana', lastname: 'Silva', email: 'ana.new@example.pt', current_password: 'my-current-pass' });
  },
};

/** Errors sit under their fields, mark them invalid, describe them, and the first takes the focus. */
export const FieldErrors: Story = {
  args: { initialValues: { ...ana, name: '' }, errors: {} },
  render: (args, context) => {
    const locale = localeOf(context);
    return (
      <ProfileForm
        {...args}
        labels={profileLabels(locale)}
        errors={{ name: errorText(locale, 'required'), email: errorText(locale, 'emailTaken') }}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const labels = profileLabels(locale);
    const name = canvas.getByRole('textbox', { name: labels.name });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(errorText(locale, 'required'));
    await expect(name).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: labels.email })).toHaveAccessibleDescription(errorText(locale, 'emailTaken'));
    await expect(canvas.getByRole('textbox', { name: labels.lastname })).not.toHaveAttribute('aria-invalid');
  },
};

/** A wrong current password (a 422 of the API) shows on that field, beside its hint. */
export const WrongCurrentPassword: Story = {
  render: (args, context) => {
    const locale = localeOf(context);
    return <ProfileForm {...args} labels={profileLabels(locale)} errors={{ current_password: errorText(locale, 'currentPasswordWrong') }} />;
  },
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const labels = profileLabels(locale);
    const email = canvas.getByRole('textbox', { name: labels.email });
    await userEvent.clear(email);
    await userEvent.type(email, 'ana.new@example.pt');
    const password = canvas.getByLabelText(labels.currentPassword);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(`${labels.emailChangeHint} ${errorText(locale, 'currentPasswordWrong')}`);
  },
};

/** Saving: the button says so and is announced busy; a second submit is ignored; typing is locked. */
export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvas, args, globals }) => {
    const labels = profileLabels(localeOf({ globals }));
    const button = canvas.getByRole('button', { name: labels.saving });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: labels.name })).toHaveAttribute('readonly');
  },
};

/** Saved: a status message says so (spoken by screen readers). */
export const Saved: Story = {
  args: { status: 'saved' },
  play: async ({ canvas, globals }) => {
    const labels = profileLabels(localeOf({ globals }));
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.saved);
    await expect(canvas.getByRole('button', { name: labels.save })).not.toHaveAttribute('aria-busy');
  },
};

/** On a phone the name fields stack; everything fits the screen. */
export const Phone: Story = {
  globals: viewport('mobile'),
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, globals }) => {
    const labels = profileLabels(localeOf({ globals }));
    const name = canvas.getByRole('textbox', { name: labels.name });
    const lastname = canvas.getByRole('textbox', { name: labels.lastname });
    await expect(lastname.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom);
    const form = canvas.getByRole('form');
    await expect(form.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(form).getByRole('button', { name: labels.save })).toBeVisible();
  },
};
