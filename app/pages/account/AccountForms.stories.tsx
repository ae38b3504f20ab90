import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../../contract';
import { loadPageFx } from '../../../features/account';
import { MOCK_COMMON_PASSWORD, MOCK_CURRENT_PASSWORD, accountFormHandlers } from '../../../mocks';
import { localeOf, PageStory, tFor as t, type PageStoryProps } from '../../../.storybook/pageStory';
import PreferencesPage from './PreferencesPage';
import ProfilePage from './ProfilePage';

/** Page loads the preferences model asked for (a new language), instead of leaving the story. */
const pageLoads: string[] = [];

const notePageLoads = [[loadPageFx, (url: string) => void pageLoads.push(url)]] satisfies PageStoryProps['handlers'];

/** An account page as the app mounts it, signed in as the mock user; a page load is only noted. */
function AccountPageStory({ Page, path, locale }: { Page: ComponentType; path: string; locale: Locale }) {
  return <PageStory locale={locale} pages={{ [path]: Page }} path={path} handlers={notePageLoads} />;
}

const meta = {
  title: 'Account/Flows',
  beforeEach({ msw }) {
    msw.use(...accountFormHandlers());
    pageLoads.length = 0;
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const profileStory = (_args: unknown, context: StoryContext) => (
  <AccountPageStory Page={ProfilePage} path="/account/profile" locale={localeOf(context)} />
);
const preferencesStory = (_args: unknown, context: StoryContext) => (
  <AccountPageStory Page={PreferencesPage} path="/account/preferences" locale={localeOf(context)} />
);
const profileForm = (canvas: ReturnType<typeof within>, locale: Locale) => within(canvas.getByRole('form', { name: t(locale)('account.profile.title') }));
const passwordForm = (canvas: ReturnType<typeof within>, locale: Locale) => within(canvas.getByRole('form', { name: t(locale)('account.password.title') }));

/** A new name is saved through PUT /users/me and confirmed; the form shows what the API answered. */
export const ProfileSaved: Story = {
  render: profileStory,
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const form = profileForm(canvas, locale);
    const name = form.getByRole('textbox', { name: t(locale)('account.profile.name') });
    await userEvent.clear(name);
    await userEvent.type(name, 'Beatriz');
    await userEvent.click(form.getByRole('button', { name: t(locale)('account.profile.save') }));
    await expect(await canvas.findByText(t(locale)('account.profile.saved'))).toBeVisible();
    await expect(profileForm(canvas, locale).getByRole('textbox', { name: t(locale)('account.profile.name') })).toHaveValue('Beatriz');
  },
};

/** Changing the e-mail with a wrong current password: the API's 422 shows on that field, translated. */
export const EmailChangeWrongPassword: Story = {
  render: profileStory,
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const form = profileForm(canvas, locale);
    const email = form.getByRole('textbox', { name: t(locale)('account.profile.email') });
    await userEvent.clear(email);
    await userEvent.type(email, 'ana.nova@example.pt');
    await userEvent.type(form.getByLabelText(t(locale)('account.profile.currentPassword')), 'not-my-password');
    await userEvent.click(form.getByRole('button', { name: t(locale)('account.profile.save') }));
    const wrong = t(locale)('account.errors.currentPasswordWrong');
    await expect(await form.findByText(wrong)).toBeVisible();
    await expect(form.getByLabelText(t(locale)('account.profile.currentPassword'))).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Client-side check first: a short new password is refused before any call. */
export const PasswordTooShort: Story = {
  render: profileStory,
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const form = passwordForm(canvas, locale);
    await userEvent.type(form.getByLabelText(t(locale)('account.password.current')), MOCK_CURRENT_PASSWORD);
    await userEvent.type(form.getByLabelText(t(locale)('account.password.new')), 'short');
    await userEvent.type(form.getByLabelText(t(locale)('account.password.confirmation')), 'short');
    await userEvent.click(form.getByRole('button', { name: t(locale)('account.password.save') }));
    await expect(await form.findByText(t(locale)('account.errors.passwordTooShort'))).toBeVisible();
  },
};

/** A password the API finds too common: its 422 shows under the new password. */
export const PasswordTooCommon: Story = {
  render: profileStory,
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const form = passwordForm(canvas, locale);
    await userEvent.type(form.getByLabelText(t(locale)('account.password.current')), MOCK_CURRENT_PASSWORD);
    await userEvent.type(form.getByLabelText(t(locale)('account.password.new')), MOCK_COMMON_PASSWORD);
    await userEvent.type(form.getByLabelText(t(locale)('account.password.confirmation')), MOCK_COMMON_PASSWORD);
    await userEvent.click(form.getByRole('button', { name: t(locale)('account.password.save') }));
    await expect(await form.findByText(t(locale)('account.errors.passwordCommon'))).toBeVisible();
  },
};

/** The password changes; the fields empty and a status says so. */
export const PasswordChanged: Story = {
  render: profileStory,
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const form = passwordForm(canvas, locale);
    await userEvent.type(form.getByLabelText(t(locale)('account.password.current')), MOCK_CURRENT_PASSWORD);
    await userEvent.type(form.getByLabelText(t(locale)('account.password.new')), 'a-much-better-one');
    await userEvent.type(form.getByLabelText(t(locale)('account.password.confirmation')), 'a-much-better-one');
    await userEvent.click(form.getByRole('checkbox', { name: t(locale)('account.password.logoutOthers') }));
    await userEvent.click(form.getByRole('button', { name: t(locale)('account.password.save') }));
    await expect(await form.findByText(t(locale)('account.password.saved'))).toBeVisible();
    await expect(form.getByLabelText(t(locale)('account.password.new'))).toHaveValue('');
  },
};

/** Same language, newsletter on: saved to the account, the cookie and storage; the page stays. */
export const PreferencesSaved: Story = {
  render: preferencesStory,
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    try {
      await userEvent.click(canvas.getByRole('checkbox', { name: t(locale)('account.preferences.newsletter') }));
      await userEvent.click(canvas.getByRole('button', { name: t(locale)('account.preferences.save') }));
      await expect(await canvas.findByText(t(locale)('account.preferences.saved'))).toBeVisible();
      await expect(document.cookie).toContain(`i18n_locale=${locale}`);
      await expect(window.localStorage.getItem('preferred-locale')).toBe(locale);
      await expect(pageLoads).toEqual([]);
    } finally {
      document.cookie = 'i18n_locale=; Max-Age=0; Path=/';
      window.localStorage.removeItem('preferred-locale');
    }
  },
};

/** A new language: saved, then the same page loads in that language. */
export const PreferencesNewLanguage: Story = {
  render: preferencesStory,
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const other: Locale = locale === 'fr' ? 'es' : 'fr';
    try {
      await userEvent.click(canvas.getByRole('radio', { name: other === 'fr' ? 'Français' : 'Español' }));
      await userEvent.click(canvas.getByRole('button', { name: t(locale)('account.preferences.save') }));
      await waitFor(() => expect(pageLoads).toEqual([`/${other}/account/preferences`]));
      await expect(document.cookie).toContain(`i18n_locale=${other}`);
    } finally {
      document.cookie = 'i18n_locale=; Max-Age=0; Path=/';
      window.localStorage.removeItem('preferred-locale');
    }
  },
};
