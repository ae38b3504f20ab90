import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { fieldErrorsIn, forgotLabels, loginLabels, noticeByKey, registerLabels } from '../../.storybook/authLabels';
import { viewport } from '../../.storybook/viewports';
import { Button } from '../Button';
import { dialogBehaviourSuite, expectModalDialog } from '../Dialog/dialogBehaviourSuite';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import type { ForgotPasswordDialogProps } from './ForgotPasswordDialog';
import { LoginDialog } from './LoginDialog';
import type { LoginDialogProps } from './LoginDialog';
import { RegisterDialog } from './RegisterDialog';
import type { RegisterDialogProps } from './RegisterDialog';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const page = () => within(document.body);

type Which = 'login' | 'register' | 'forgotPassword';
const TERMS_HREF = '/legal-information/terms-of-service';
const PRIVACY_HREF = '/legal-information/privacy-policy';
/** The acceptance box's name: its label without the link marks. */
const acceptanceName = (text: { acceptTerms: string }) => text.acceptTerms.replace(/[[\]]/g, '');
type Pick3<T> = Omit<T, 'open' | 'labels' | 'onClose' | 'onSubmit'>;
interface HarnessProps {
  locale: Locale;
  /** The dialog open at first; none: a button opens the login dialog. */
  dialog: Which | null;
  login?: Pick3<LoginDialogProps> extends infer P ? Partial<P> : never;
  register?: Partial<Pick3<RegisterDialogProps>>;
  forgot?: Partial<Pick3<ForgotPasswordDialogProps>>;
  onLoginSubmit: LoginDialogProps['onSubmit'];
  onRegisterSubmit: RegisterDialogProps['onSubmit'];
  onForgotSubmit: ForgotPasswordDialogProps['onSubmit'];
}

/** The three dialogs as the app's host shows them: one open at a time, their links switch between them. */
function Harness({ locale, dialog, login, register, forgot, onLoginSubmit, onRegisterSubmit, onForgotSubmit }: HarnessProps) {
  const [open, setOpen] = useState<Which | null>(dialog);
  const close = () => setOpen(null);
  return (
    <>
      <Button onClick={() => setOpen('login')}>{loginLabels(locale).title}</Button>
      <LoginDialog
        open={open === 'login'}
        labels={loginLabels(locale)}
        onSubmit={onLoginSubmit}
        onClose={close}
        onForgotPassword={() => setOpen('forgotPassword')}
        onRegister={() => setOpen('register')}
        {...login}
      />
      <RegisterDialog open={open === 'register'} labels={registerLabels(locale)} termsHref={TERMS_HREF} privacyHref={PRIVACY_HREF} onSubmit={onRegisterSubmit} onClose={close} onLogin={() => setOpen('login')} {...register} />
      <ForgotPasswordDialog
        open={open === 'forgotPassword'}
        labels={forgotLabels(locale)}
        onSubmit={onForgotSubmit}
        onClose={close}
        onLogin={() => setOpen('login')}
        {...forgot}
      />
    </>
  );
}

const meta = {
  title: 'Account/AuthDialogs',
  component: Harness,
  args: { locale: 'pt', dialog: 'login', onLoginSubmit: fn(), onRegisterSubmit: fn(), onForgotSubmit: fn() },
  render: (args, context) => <Harness {...args} locale={localeOf(context)} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (dialog: HTMLElement, name: string) => within(dialog).getByLabelText(name, { selector: 'input' });

/** The login dialog, empty: typing, showing the password, remember me, and Enter submits. */
export const LoginEmpty: Story = {
  play: async ({ args, globals }) => {
    const text = loginLabels(localeOf({ globals }));
    const dialog = await expectModalDialog(text.title);
    const email = field(dialog, text.email);
    const password = field(dialog, text.password);
    await expect(email).toHaveValue('');
    await expect(email).toHaveAttribute('autocomplete', 'username');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(email, 'ana@example.com');
    await userEvent.type(password, 'correct horse');
    const reveal = within(dialog).getByRole('button', { name: text.passwordToggle.show });
    await userEvent.click(reveal);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await expect(reveal).toHaveAccessibleName(text.passwordToggle.hide);
    await userEvent.click(reveal);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: text.remember }));
    await userEvent.type(password, '{Enter}');
    await expect(args.onLoginSubmit).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'correct horse', remember: true });
    // The pictured state: empty again (a fresh dialog).
    await userEvent.clear(email);
    await userEvent.clear(password);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: text.remember }));
    email.blur();
  },
};

/** Filled in, ready to submit. */
export const LoginFilled: Story = {
  args: { login: { defaultValues: { email: 'ana@example.com', password: 'correct horse', remember: true } } },
  play: async ({ args, globals }) => {
    const text = loginLabels(localeOf({ globals }));
    const dialog = await expectModalDialog(text.title);
    await expect(field(dialog, text.email)).toHaveValue('ana@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: text.submit }));
    await expect(args.onLoginSubmit).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'correct horse', remember: true });
  },
};

const loginErrors = (locale: Locale) =>
  fieldErrorsIn(locale, { email: 'The email field must be a valid email address.', password: 'The password field is required.' });

/** Field errors in the page's language: marked invalid, described by their error, first one focused. */
export const LoginFieldErrors: Story = {
  render: (args, context) => <Harness {...args} locale={localeOf(context)} login={{ defaultValues: { email: 'ana@' }, fieldErrors: loginErrors(localeOf(context)) }} />,
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const text = loginLabels(locale);
    const errors = loginErrors(locale);
    const dialog = await expectModalDialog(text.title);
    const email = field(dialog, text.email);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(errors.email!);
    await expect(field(dialog, text.password)).toHaveAccessibleDescription(errors.password!);
    await waitFor(() => expect(email).toHaveFocus());
    // Never the API's English to a pt visitor.
    if (locale !== 'en') await expect(dialog).not.toHaveTextContent('The email field');
  },
};

/** Signing in: the button says so and a second submit does nothing. */
export const LoginPending: Story = {
  args: { login: { pending: true, defaultValues: { email: 'ana@example.com', password: 'correct horse' } } },
  play: async ({ args, globals }) => {
    const text = loginLabels(localeOf({ globals }));
    const dialog = await expectModalDialog(text.title);
    const submit = within(dialog).getByRole('button', { name: text.pending });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onLoginSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused: the §8 message in the page's language, announced. */
export const LoginServerFailure: Story = {
  render: (args, context) => (
    <Harness {...args} locale={localeOf(context)} login={{ failure: noticeByKey(localeOf(context), 'invalidCredentials'), defaultValues: { email: 'ana@example.com' } }} />
  ),
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const dialog = await expectModalDialog(loginLabels(locale).title);
    const failure = noticeByKey(locale, 'invalidCredentials');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(`${failure.title}: ${failure.description}`);
  },
};

/** Login → create account → back to login → forgot password; Escape closes; only one dialog at a time. */
export const SwitchingDialogs: Story = {
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const login = loginLabels(locale);
    const register = registerLabels(locale);
    const forgot = forgotLabels(locale);
    let dialog = await expectModalDialog(login.title);
    await userEvent.click(within(dialog).getByRole('button', { name: login.createAccount }));
    dialog = await expectModalDialog(register.title);
    await expect(page().getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: register.login }));
    dialog = await expectModalDialog(login.title);
    await userEvent.click(within(dialog).getByRole('button', { name: login.forgot }));
    dialog = await expectModalDialog(forgot.title);
    await expect(page().getAllByRole('dialog')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
  },
  parameters: { screenshot: false },
};

/** The modal family's behaviour: named, focus trapped, Escape closes, focus returns to the opener. */
export const LoginBehaviour: Story = {
  args: { dialog: null },
  play: async ({ globals }) => {
    const text = loginLabels(localeOf({ globals }));
    await dialogBehaviourSuite({ trigger: page().getByRole('button', { name: text.title }), name: text.title });
  },
};

/** On a phone: full-width fields, 16px text, 44px targets. */
export const LoginMobile: Story = {
  globals: viewport('mobile'),
  play: async ({ globals }) => {
    const text = loginLabels(localeOf({ globals }));
    const dialog = await expectModalDialog(text.title);
    const email = field(dialog, text.email);
    await expect(Math.round(email.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
    await expect(getComputedStyle(email).fontSize).toBe('16px');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Registration, empty: the §5 fields, typed and submitted. */
export const RegisterEmpty: Story = {
  args: { dialog: 'register' },
  play: async ({ args, globals }) => {
    const text = registerLabels(localeOf({ globals }));
    const dialog = await expectModalDialog(text.title);
    await expect(field(dialog, text.name)).toHaveAttribute('autocomplete', 'given-name');
    await expect(field(dialog, text.lastname)).toHaveAttribute('autocomplete', 'family-name');
    await expect(field(dialog, text.password)).toHaveAttribute('autocomplete', 'new-password');
    await expect(field(dialog, text.password)).toHaveAccessibleDescription(text.passwordHint);
    await userEvent.type(field(dialog, text.name), 'Ana');
    await userEvent.type(field(dialog, text.lastname), 'Silva');
    await userEvent.type(field(dialog, text.email), 'ana@example.com');
    await userEvent.type(field(dialog, text.password), 'a long password');
    await userEvent.type(field(dialog, text.passwordConfirmation), 'a long password');
    // The acceptance links to both texts (a new tab, so the form stays filled); the newsletter is optional.
    const [terms, privacy] = within(dialog).getAllByRole('link');
    await expect(terms).toHaveAttribute('href', TERMS_HREF);
    await expect(privacy).toHaveAttribute('href', PRIVACY_HREF);
    const acceptance = within(dialog).getByRole('checkbox', { name: acceptanceName(text) });
    const newsletter = within(dialog).getByRole('checkbox', { name: text.newsletter });
    await expect(acceptance).not.toBeChecked();
    await expect(newsletter).toHaveAccessibleDescription(text.newsletterHint);
    await userEvent.click(acceptance);
    await userEvent.click(within(dialog).getByRole('button', { name: text.submit }));
    await expect(args.onRegisterSubmit).toHaveBeenCalledWith({
      name: 'Ana',
      lastname: 'Silva',
      email: 'ana@example.com',
      password: 'a long password',
      password_confirmation: 'a long password',
      terms_accepted: true,
      newsletter: false,
    });
    await userEvent.click(newsletter);
    await userEvent.click(within(dialog).getByRole('button', { name: text.submit }));
    await expect(args.onRegisterSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ terms_accepted: true, newsletter: true }));
    await userEvent.click(acceptance);
    await userEvent.click(newsletter);
    for (const name of [text.name, text.lastname, text.email, text.password, text.passwordConfirmation]) await userEvent.clear(field(dialog, name));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const registerErrors = (locale: Locale) =>
  fieldErrorsIn(locale, {
    lastname: 'The lastname field is required.',
    email: 'The email has already been taken.',
    password: 'The password field must be at least 8 characters.',
    password_confirmation: 'The password field confirmation does not match.',
    terms_accepted: 'The terms accepted field must be accepted.',
  });

export const RegisterFieldErrors: Story = {
  render: (args, context) => (
    <Harness
      {...args}
      locale={localeOf(context)}
      dialog="register"
      register={{ defaultValues: { name: 'Ana', email: 'ana@example.com', password: 'short', password_confirmation: 'other' }, fieldErrors: registerErrors(localeOf(context)) }}
    />
  ),
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const text = registerLabels(locale);
    const dialog = await expectModalDialog(text.title);
    const lastname = field(dialog, text.lastname);
    await waitFor(() => expect(lastname).toHaveFocus());
    await expect(lastname).toHaveAccessibleDescription(registerErrors(locale).lastname!);
    await expect(field(dialog, text.name)).not.toHaveAttribute('aria-invalid');
    await expect(field(dialog, text.passwordConfirmation)).toHaveAttribute('aria-invalid', 'true');
    const acceptance = within(dialog).getByRole('checkbox', { name: acceptanceName(text) });
    await expect(acceptance).toHaveAttribute('aria-invalid', 'true');
    await expect(acceptance).toHaveAccessibleDescription(registerErrors(locale).terms_accepted!);
  },
};

export const RegisterPending: Story = {
  args: { dialog: 'register', register: { pending: true, defaultValues: { name: 'Ana', lastname: 'Silva', email: 'ana@example.com' } } },
  play: async ({ args, globals }) => {
    const text = registerLabels(localeOf({ globals }));
    const dialog = await expectModalDialog(text.title);
    await userEvent.click(within(dialog).getByRole('button', { name: text.pending }));
    await expect(args.onRegisterSubmit).not.toHaveBeenCalled();
  },
};

export const RegisterServerFailure: Story = {
  render: (args, context) => <Harness {...args} locale={localeOf(context)} dialog="register" register={{ failure: noticeByKey(localeOf(context), 'emailAlreadyRegistered') }} />,
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const dialog = await expectModalDialog(registerLabels(locale).title);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(noticeByKey(locale, 'emailAlreadyRegistered').title);
  },
};

/** Forgot password: an e-mail, submitted. */
export const ForgotPasswordEmpty: Story = {
  args: { dialog: 'forgotPassword' },
  play: async ({ args, globals }) => {
    const text = forgotLabels(localeOf({ globals }));
    const dialog = await expectModalDialog(text.title);
    await userEvent.type(field(dialog, text.email), 'ana@example.com{Enter}');
    await expect(args.onForgotSubmit).toHaveBeenCalledWith({ email: 'ana@example.com' });
    await userEvent.clear(field(dialog, text.email));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ForgotPasswordFieldError: Story = {
  render: (args, context) => (
    <Harness
      {...args}
      locale={localeOf(context)}
      dialog="forgotPassword"
      forgot={{ defaultEmail: 'ana@', fieldErrors: fieldErrorsIn(localeOf(context), { email: 'The email field must be a valid email address.' }) }}
    />
  ),
  play: async ({ globals }) => {
    const text = forgotLabels(localeOf({ globals }));
    const dialog = await expectModalDialog(text.title);
    await waitFor(() => expect(field(dialog, text.email)).toHaveFocus());
    await expect(field(dialog, text.email)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ForgotPasswordPending: Story = {
  args: { dialog: 'forgotPassword', forgot: { pending: true, defaultEmail: 'ana@example.com' } },
  play: async ({ globals }) => {
    const text = forgotLabels(localeOf({ globals }));
    const dialog = await expectModalDialog(text.title);
    await expect(within(dialog).getByRole('button', { name: text.pending })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The link was sent: 'check your inbox', and a way back to login. */
export const ForgotPasswordSent: Story = {
  args: { dialog: 'forgotPassword', forgot: { sentTo: 'ana@example.com' } },
  play: async ({ globals }) => {
    const text = forgotLabels(localeOf({ globals }));
    const dialog = await expectModalDialog(text.title);
    await expect(within(dialog).getByRole('status')).toHaveTextContent(text.sentTitle);
    await expect(within(dialog).getByRole('status')).toHaveTextContent(text.sentDescription('ana@example.com'));
    await expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  },
};
