import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { fork } from 'effector';
import type { Scope } from 'effector';
import { createMemoryRouter, Outlet } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { $apiBaseUrl } from '../../features/api-client';
import { $user } from '../../features/auth';
import { user } from '../../mocks';
import { memoryStorage, StoryApp } from '../../.storybook/appStories';
import { i18nFor } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { expectModalDialog } from '../../ui/Dialog/dialogBehaviourSuite';
import { startBrowserSession } from '../client/browserSession';
import { localizePath } from '../i18n/locale';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { LocaleRoot } from './LocaleRoot';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const t = (locale: Locale) => i18nFor(locale).t;
const page = () => within(document.body);

/** The account layout's frame: the default layout around its pages, as app/layouts/AccountLayout.tsx wraps it. */
function AccountFrame() {
  return (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  );
}

/** The router of the story on screen, for a story that navigates the way the app does (not through a link). */
let storyRouter: ReturnType<typeof createMemoryRouter> | null = null;

/**
 * The app as it mounts a language's branch: its root (the sign-in dialogs live there), the default layout for
 * home and the account layout for /account, a scope, the locale's messages, the browser session started.
 */
function createApp(locale: Locale, signedIn: boolean, startAt: 'home' | 'account') {
  const scope: Scope = signedIn
    ? fork({ values: [[$apiBaseUrl, window.location.origin], [$user, user]] })
    : fork({ values: [[$apiBaseUrl, window.location.origin]] });
  const router = createMemoryRouter(
    [
      {
        path: localizePath('/', locale),
        handle: { locale },
        Component: LocaleRoot,
        children: [
          { Component: DefaultLayout, children: [{ index: true, Component: () => <h1>Home</h1> }] },
          { Component: AccountFrame, children: [{ path: 'account', Component: () => <h1>Account page</h1> }] },
        ],
      },
    ],
    { initialEntries: [localizePath(startAt === 'home' ? '/' : '/account', locale)] },
  );
  storyRouter = router;
  const session = startBrowserSession(
    scope,
    { storage: memoryStorage(), cookies: null, navigate: (to) => void router.navigate(to), currentPath: () => router.state.location.pathname, assign: () => undefined },
    window.location.origin,
  );
  return { scope, router, session };
}

function SignInApp({ locale, signedIn, startAt = 'home' }: { locale: Locale; signedIn: boolean; startAt?: 'home' | 'account' }) {
  return <StoryApp locale={locale} create={() => createApp(locale, signedIn, startAt)} />;
}

/** A guest taps the header's account button: the login dialog opens. */
async function openLoginFromHeader(locale: Locale): Promise<HTMLElement> {
  await userEvent.click(await waitFor(() => headerAccount(locale)));
  return page().findByRole('dialog', { name: t(locale)('auth.login.title') });
}

const meta = {
  title: 'App/SignIn',
  component: SignInApp,
  args: { locale: 'pt', signedIn: false },
  render: (args, context) => <SignInApp {...args} locale={localeOf(context)} />,
  parameters: {
    layout: 'fullscreen',
  },
} satisfies Meta<typeof SignInApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const headerAccount = (locale: Locale) => within(page().getByRole('banner')).getByRole('link', { name: t(locale)('nav.account') });

/** A guest taps the header's account button: login dialog; signing in closes it, says so, returns to /account and marks the button. */
export const GuestSignsInFromHeader: Story = {
  globals: viewport('desktop'),
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const tr = t(locale);
    const dialog = await openLoginFromHeader(locale);
    await userEvent.type(within(dialog).getByLabelText(tr('auth.login.email'), { selector: 'input' }), user.email);
    await userEvent.type(within(dialog).getByLabelText(tr('auth.login.password'), { selector: 'input' }), 'correct horse{Enter}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await page().findByRole('heading', { name: 'Account page' })).toBeVisible();
    await expect(await page().findByText(tr('auth.notices.loginSuccess.title'))).toBeVisible();
    const account = within(page().getByRole('banner')).getByRole('link', { name: tr('auth.account.signedIn', { name: user.name }) });
    await expect(account).toHaveTextContent('A');
  },
  // Its picture would race the toast's 4-second timer; the dialogs and the toaster have their own pictures.
  parameters: { screenshot: false },
};

/** A wrong e-mail: the §8 message in the dialog and as a toast, in the page's language; the dialog stays. */
export const GuestLoginRefused: Story = {
  globals: viewport('desktop'),
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const tr = t(locale);
    const dialog = await openLoginFromHeader(locale);
    await userEvent.type(within(dialog).getByLabelText(tr('auth.login.email'), { selector: 'input' }), 'stranger@example.pt');
    await userEvent.type(within(dialog).getByLabelText(tr('auth.login.password'), { selector: 'input' }), 'whatever{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(tr('auth.notices.invalidCredentials.title')));
    // The open modal hides the rest of the page from assistive technology; the toast is still shown and announced.
    const toasts = page().getByRole('region', { name: tr('toasts.region').replace('{hotkey}', 'F8'), hidden: true });
    await waitFor(() => expect(toasts).toHaveTextContent(tr('auth.notices.invalidCredentials.description')));
    // An empty password is caught before any call, in the page's language.
    await userEvent.clear(within(dialog).getByLabelText(tr('auth.login.password'), { selector: 'input' }));
    await userEvent.click(within(dialog).getByRole('button', { name: tr('auth.login.submit') }));
    await expect(await within(dialog).findByText(tr('auth.errors.required'))).toBeVisible();
  },
  parameters: { screenshot: false },
};

/** Signed in, the header's account button goes straight to /account: no dialog. */
export const SignedInGoesToAccount: Story = {
  globals: viewport('desktop'),
  args: { signedIn: true },
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const tr = t(locale);
    const account = await waitFor(() => within(page().getByRole('banner')).getByRole('link', { name: tr('auth.account.signedIn', { name: user.name }) }));
    await userEvent.click(account);
    await expect(await page().findByRole('heading', { name: 'Account page' })).toBeVisible();
    await expect(page().queryByRole('dialog')).not.toBeInTheDocument();
  },
  parameters: { screenshot: false },
};

/** The dialogs host: login → create account → registration succeeds, then signs in automatically (without 'Welcome back!') and closes. */
export const RegisterThenAutomaticLogin: Story = {
  globals: viewport('desktop'),
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const tr = t(locale);
    let dialog = await openLoginFromHeader(locale);
    await userEvent.click(within(dialog).getByRole('button', { name: tr('auth.login.createAccount') }));
    dialog = await page().findByRole('dialog', { name: tr('auth.register.title') });
    const field = (label: string) => within(dialog).getByLabelText(label, { selector: 'input' });
    await userEvent.type(field(tr('auth.register.name')), 'Bea');
    await userEvent.type(field(tr('auth.register.lastname')), 'Costa');
    await userEvent.type(field(tr('auth.register.email')), `bea-${locale}@example.pt`);
    await userEvent.type(field(tr('auth.register.password')), 'a long password');
    await userEvent.type(field(tr('auth.register.passwordConfirmation')), 'a long password');
    // The acceptance of the terms and the privacy policy is required (its label links both texts).
    await userEvent.click(within(dialog).getByRole('checkbox', { name: tr('auth.register.acceptTerms').replace(/[[\]]/g, '') }));
    await userEvent.type(field(tr('auth.register.passwordConfirmation')), '{Enter}');
    await expect(await page().findByText(tr('auth.notices.registrationSuccess.title'))).toBeVisible();
    // Signed in (the dialog closes with the login), and not greeted as a returning shopper.
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(page().queryByText(tr('auth.notices.loginSuccess.title'))).toBeNull();
  },
  parameters: { screenshot: false },
};

/**
 * The login dialog opened while the page changes to another layout (the sign-out's way home from /account
 * ends while the shopper already types): what was typed stays, the dialog stays open.
 */
export const TypingSurvivesALayoutChange: Story = {
  globals: viewport('desktop'),
  args: { startAt: 'account' },
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const tr = t(locale);
    await page().findByRole('heading', { name: 'Account page' });
    const dialog = await openLoginFromHeader(locale);
    const email = () => within(page().getByRole('dialog', { name: tr('auth.login.title') })).getByLabelText(tr('auth.login.email'), { selector: 'input' });
    await userEvent.type(email(), user.email);
    await storyRouter!.navigate(localizePath('/', locale));
    // The open modal hides the page behind it from assistive technology.
    await expect(await page().findByRole('heading', { name: 'Home', hidden: true })).toBeInTheDocument();
    await expect(email()).toHaveValue(user.email);
    await expect(dialog).toBeInTheDocument();
  },
  parameters: { screenshot: false },
};

/** Forgot password from the login dialog: the link is sent, 'check your inbox'. */
export const ForgotPasswordSent: Story = {
  globals: viewport('desktop'),
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const tr = t(locale);
    let dialog = await openLoginFromHeader(locale);
    await userEvent.click(within(dialog).getByRole('button', { name: tr('auth.login.forgot') }));
    dialog = await page().findByRole('dialog', { name: tr('auth.forgot.title') });
    await userEvent.type(within(dialog).getByLabelText(tr('auth.forgot.email'), { selector: 'input' }), `${user.email}{Enter}`);
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(tr('auth.forgot.sentTitle'));
  },
  parameters: { screenshot: false },
};

/** §2 on a phone: the bottom bar's account item opens the login dialog for a guest. */
export const BottomBarGuest: Story = {
  globals: viewport('mobile'),
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const tr = t(locale);
    const bar = await waitFor(() => page().getByRole('navigation', { name: tr('nav.quickNavigation') }));
    await userEvent.click(within(bar).getByRole('link', { name: tr('nav.account') }));
    await expectModalDialog(tr('auth.login.title'));
  },
  parameters: { screenshot: false },
};
