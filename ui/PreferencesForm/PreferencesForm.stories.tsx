import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { i18nFor } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { PreferencesForm, type LanguageChoice, type PreferencesFormLabels } from './PreferencesForm';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

function preferencesLabels(locale: Locale): PreferencesFormLabels {
  const t = i18nFor(locale).t;
  return {
    title: t('account.preferences.title'),
    intro: t('account.preferences.intro'),
    language: t('account.preferences.language'),
    newsletter: t('account.preferences.newsletter'),
    newsletterHint: t('account.preferences.newsletterHint'),
    newsletterPending: t('account.preferences.newsletterPending'),
    save: t('account.preferences.save'),
    saving: t('account.preferences.saving'),
    saved: t('account.preferences.saved'),
  };
}
/** §2 display names and tags (contract LANGUAGE_NAMES, LANGUAGE_TAGS). */
const LANGUAGES: LanguageChoice[] = [
  { locale: 'pt', name: 'Português', tag: 'pt-PT' },
  { locale: 'en', name: 'English', tag: 'en-US' },
  { locale: 'es', name: 'Español', tag: 'es-ES' },
  { locale: 'fr', name: 'Français', tag: 'fr-FR' },
];
const nameOf = (locale: Locale) => LANGUAGES.find((language) => language.locale === locale)!.name;

const meta = {
  title: 'Account/PreferencesForm',
  component: PreferencesForm,
  args: { languages: LANGUAGES, initialValues: { locale: 'pt', newsletter: false }, labels: preferencesLabels('pt'), status: 'idle', onSubmit: fn() },
  argTypes: { labels: { control: false }, languages: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    return <PreferencesForm {...args} initialValues={{ ...args.initialValues, locale }} labels={preferencesLabels(locale)} />;
  },
} satisfies Meta<typeof PreferencesForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §2: the four languages by their own names (the page's one chosen) and the newsletter opt-in. */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const locale = localeOf({ globals });
    const labels = preferencesLabels(locale);
    const group = canvas.getByRole('group', { name: labels.language });
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Português', 'English', 'Español', 'Français']);
    await expect(within(group).getByRole('radio', { name: nameOf(locale) })).toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'Français' }).closest('label')).toHaveAttribute('lang', 'fr-FR');
    const newsletter = canvas.getByRole('checkbox', { name: labels.newsletter });
    await expect(newsletter).toHaveAccessibleDescription(labels.newsletterHint);
    await userEvent.click(within(group).getByRole('radio', { name: 'Español' }));
    await userEvent.click(newsletter);
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ locale: 'es', newsletter: true });
  },
};

/** Already subscribed: the box starts ticked. */
export const Subscribed: Story = {
  args: { initialValues: { locale: 'pt', newsletter: true } },
  play: async ({ canvas, globals }) => {
    const labels = preferencesLabels(localeOf({ globals }));
    await expect(canvas.getByRole('checkbox', { name: labels.newsletter })).toBeChecked();
  },
};

/** Turned on, waiting for the e-mailed confirmation (double opt-in): ticked, and it says so. */
export const NewsletterAwaitingConfirmation: Story = {
  args: { initialValues: { locale: 'pt', newsletter: true }, newsletterPending: true },
  play: async ({ canvas, globals }) => {
    const labels = preferencesLabels(localeOf({ globals }));
    const newsletter = canvas.getByRole('checkbox', { name: labels.newsletter });
    await expect(newsletter).toBeChecked();
    await expect(newsletter).toHaveAccessibleDescription(labels.newsletterPending);
  },
};

export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvas, args, globals }) => {
    const labels = preferencesLabels(localeOf({ globals }));
    const button = canvas.getByRole('button', { name: labels.saving });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { status: 'saved' },
  play: async ({ canvas, globals }) => {
    const labels = preferencesLabels(localeOf({ globals }));
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.saved);
  },
};

/** A refused language (a 422) is said under the choices and describes the group. */
export const LanguageError: Story = {
  render: (args, context) => {
    const locale = localeOf(context);
    return <PreferencesForm {...args} labels={preferencesLabels(locale)} errors={{ locale: i18nFor(locale).t('account.errors.invalid') }} />;
  },
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const group = canvas.getByRole('group', { name: preferencesLabels(locale).language });
    await expect(group).toHaveAccessibleDescription(i18nFor(locale).t('account.errors.invalid'));
  },
};

/** On a phone the languages stack in one column. */
export const Phone: Story = {
  globals: viewport('mobile'),
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('radio');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
  },
};
