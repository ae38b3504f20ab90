import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { Locale } from '../../contract';
import { languageOptions, navT } from '../../.storybook/navLabels';
import { LanguageSwitcher } from './LanguageSwitcher';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const PATH = '/catalog/category/mulher';

const meta = {
  title: 'Navigation/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { languages: languageOptions(PATH), current: 'pt', label: navT('pt')('nav.language') },
  render: (args, context) => {
    const locale = localeOf(context);
    return <LanguageSwitcher {...args} current={locale} label={navT(locale)('nav.language')} />;
  },
} satisfies Meta<typeof LanguageSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §2: the four languages by their own names with their flags; links, so they work without JavaScript. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const nav = canvas.getByRole('navigation', { name: navT(locale)('nav.language') });
    await expect(nav).toBeVisible();
    const expected = { pt: ['Português', PATH], en: ['English', `/en${PATH}`], es: ['Español', `/es${PATH}`], fr: ['Français', `/fr${PATH}`] } as const;
    for (const [code, [name, href]] of Object.entries(expected)) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('hreflang', code);
      if (code === locale) await expect(link).toHaveAttribute('aria-current', 'true');
      else await expect(link).not.toHaveAttribute('aria-current');
    }
    const flags = [...canvasElement.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    await expect(flags).toEqual(['/flags/pt.svg', '/flags/en.svg', '/flags/es.svg', '/flags/fr.svg']);
  },
};

/** The JS path: a click calls back with the language and its href instead of loading the page. */
export const SelectCallsBack: Story = {
  args: { onSelect: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Français' }));
    await expect(args.onSelect).toHaveBeenCalledWith('fr', `/fr${PATH}`);
  },
};

/** In French, on a narrow footer: the links wrap instead of overflowing. */
export const LongestFrenchLabel: Story = {
  globals: { locale: 'fr' },
  render: (args) => (
    <div style={{ width: 240 }}>
      <LanguageSwitcher {...args} current="fr" label={navT('fr')('nav.language')} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
    const right = Math.max(...canvas.getAllByRole('link').map((link) => link.getBoundingClientRect().right));
    await expect(right).toBeLessThanOrEqual(canvas.getByRole('navigation').getBoundingClientRect().right + 1);
  },
};
