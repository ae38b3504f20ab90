import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CmsMenu, Locale } from '../../contract';
import { menus } from '../../mocks/fixtures';
import { bottomBarHrefs, bottomBarLabels, languageOptions, localePath, menuFor, menusAsServed, mobileMenuSheetLabels } from '../../.storybook/navLabels';
import { viewport } from '../../.storybook/viewports';
import { BottomBar } from '../BottomBar';
import { backdrop, dialogBehaviourSuite, expectModalDialog } from '../Dialog/dialogBehaviourSuite';
import { MENU_OPEN_BODY_ATTRIBUTE, MobileMenuSheet, SUBMENU_RESET_DELAY_MS, type MobileMenuSheetProps } from './MobileMenuSheet';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const page = () => within(document.body);
const served = menusAsServed(menus);
const TAB_NAMES: Record<string, Record<Locale, string>> = {
  mulher: { pt: 'Mulher', en: 'Women', es: 'Mujer', fr: 'Femme' },
  homem: { pt: 'Homem', en: 'Men', es: 'Homem', fr: 'Homme' },
  beleza: { pt: 'Beleza', en: 'Beleza', es: 'Beleza', fr: 'Beleza' },
  outlet: { pt: 'Outlet', en: 'Outlet', es: 'Outlet', fr: 'Outlet' },
};

type HarnessProps = Omit<MobileMenuSheetProps, 'open' | 'onOpenChange' | 'labels' | 'languages' | 'searchAction' | 'accountHref' | 'linkTo' | 'menus' | 'panels'> & {
  /** The CMS's menus; the sheet gets them as the app does, in the story's language. */
  source: readonly CmsMenu[];
  /** The panels have not arrived (yet). */
  withoutPanels?: boolean;
};

/** The sheet as the app mounts it: opened from the bottom bar's menu button. */
function Harness({ source, withoutPanels = false, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  const locale = props.locale;
  const { menus, panels } = menuFor(locale, source);
  return (
    <>
      <BottomBar
        currentPath={localePath(locale, '/')}
        hrefs={bottomBarHrefs(locale)}
        labels={bottomBarLabels(locale)}
        cartCount={0}
        menuHasFeatured={menus.some((menu) => menu.is_featured)}
        menuOpen={open}
        onMenuOpen={() => setOpen(true)}
      />
      <MobileMenuSheet
        {...props}
        menus={menus}
        panels={withoutPanels ? null : panels}
        open={open}
        onOpenChange={setOpen}
        labels={mobileMenuSheetLabels(locale)}
        linkTo={(href) => localePath(locale, href)}
        searchAction={localePath(locale, '/search')}
        languages={languageOptions('/')}
        accountHref={localePath(locale, '/account')}
      />
    </>
  );
}

const meta = {
  title: 'Navigation/MobileMenuSheet',
  component: Harness,
  args: { source: served, locale: 'pt', onNavigate: fn(), onSearch: fn(), onLanguageSelect: fn(), onAccount: fn() },
  argTypes: { source: { control: false } },
  render: (args, context) => <Harness {...args} locale={localeOf(context)} />,
  parameters: { layout: 'fullscreen' },
  globals: viewport('mobile'),
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const menuButton = (locale: Locale) => page().getByRole('button', { name: bottomBarLabels(locale).menu });
const openSheet = async (locale: Locale) => {
  await userEvent.click(menuButton(locale));
  return expectModalDialog(mobileMenuSheetLabels(locale).title);
};
const tab = (sheet: HTMLElement, slug: string, locale: Locale) => within(sheet).getByRole('tab', { name: new RegExp(`^${TAB_NAMES[slug]![locale]}`) });

/** Open: 85% high over a dimmed backdrop, the first menu's tab selected, the body marked. */
export const Default: Story = {
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const labels = mobileMenuSheetLabels(locale);
    const sheet = await openSheet(locale);
    await waitFor(() => expect(Math.round(sheet.getBoundingClientRect().bottom)).toBe(window.innerHeight));
    await expect(Math.round(sheet.getBoundingClientRect().height)).toBe(Math.round(window.innerHeight * 0.85));
    await expect(backdrop()).toBeVisible();
    await expect(document.body).toHaveAttribute(MENU_OPEN_BODY_ATTRIBUTE, 'true');
    // §2: one tab per top menu, without 'welcome'; the first is selected and has the focus.
    const tabs = within(sheet).getAllByRole('tab');
    await expect(tabs).toHaveLength(4);
    await expect(within(sheet).queryByRole('tab', { name: /Welcome/ })).toBeNull();
    const women = tab(sheet, 'mulher', locale);
    await expect(women).toHaveAttribute('aria-selected', 'true');
    await expect(women).toHaveFocus();
    await expect(within(women).getByRole('img', { name: labels.featured })).toBeVisible();
    // Submenus: label, badge, description, star when featured.
    const panel = within(sheet).getByRole('tabpanel');
    await expect(within(panel).getByRole('button', { name: new RegExp(`^Vestidos ${labels.featured}`) })).toBeVisible();
    await expect(within(panel).getByText('Midi, maxi e mini')).toBeVisible();
    await expect(within(panel).getByText('-50%')).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'Casacos' })).toHaveAttribute('href', localePath(locale, '/catalog/category/casacos'));
  },
};

/** The family's behaviour: named modal, focus trapped, Escape closes, focus back on the menu button; mark removed. */
export const DialogBehaviour: Story = {
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    await dialogBehaviourSuite({ trigger: menuButton(locale), name: mobileMenuSheetLabels(locale).title });
    await expect(document.body).not.toHaveAttribute(MENU_OPEN_BODY_ATTRIBUTE);
  },
};

/** §2: tapping the backdrop closes it. */
export const BackdropCloses: Story = {
  play: async ({ globals }) => {
    const sheet = await openSheet(localeOf({ globals }));
    await userEvent.click(backdrop());
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    await expect(document.body).not.toHaveAttribute(MENU_OPEN_BODY_ATTRIBUTE);
  },
};

/** Its close button, beside the search box, closes it and gives the focus back to the menu button. */
export const CloseButtonCloses: Story = {
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const sheet = await openSheet(locale);
    await userEvent.click(within(sheet).getByRole('button', { name: mobileMenuSheetLabels(locale).close }));
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    await expect(menuButton(locale)).toHaveFocus();
  },
  parameters: { screenshot: false },
};

/** §2: dragging it down more than 50px closes it. */
export const DragDownCloses: Story = {
  play: async ({ globals }) => {
    const sheet = await openSheet(localeOf({ globals }));
    const area = sheet.querySelector<HTMLElement>('[data-part="sheet-drag-area"]')!;
    const { left, top } = area.getBoundingClientRect();
    await userEvent.pointer([
      { keys: '[TouchA>]', target: area, coords: { clientX: left + 8, clientY: top + 4 } },
      { pointerName: 'TouchA', target: area, coords: { clientX: left + 8, clientY: top + 90 } },
      { keys: '[/TouchA]', target: area, coords: { clientX: left + 8, clientY: top + 90 } },
    ]);
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
  },
};

/** §2: tapping the read-only search box goes to search and closes the sheet. */
export const SearchTapCloses: Story = {
  play: async ({ globals, args }) => {
    const locale = localeOf({ globals });
    const sheet = await openSheet(locale);
    const search = within(sheet).getByRole('searchbox', { name: mobileMenuSheetLabels(locale).searchLabel });
    await expect(search).toHaveAttribute('readonly');
    await userEvent.click(search);
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
  },
};

/** A submenu with a mega menu opens a second panel with a back button; back returns to the list. */
export const SubmenuPanelAndBack: Story = {
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const labels = mobileMenuSheetLabels(locale);
    const sheet = await openSheet(locale);
    await userEvent.click(within(sheet).getByRole('button', { name: /^Vestidos/ }));
    const back = within(sheet).getByRole('button', { name: labels.back });
    await waitFor(() => expect(back).toHaveFocus());
    await expect(within(sheet).getByRole('heading', { level: 2, name: 'Vestidos' })).toBeVisible();
    await expect(sheet.querySelector('[data-layout="visual-mega-menu"]')).toBeVisible();
    await userEvent.click(back);
    await expect(within(sheet).getByText('Midi, maxi e mini')).toBeVisible();
    await waitFor(() => expect(within(sheet).getByRole('button', { name: /^Vestidos/ })).toHaveFocus());
  },
};

/** Every §2 layout through the sheet: promo-cards, brand-grid, brand-grid-2, cards-gallery and an unsupported one. */
export const EveryLayout: Story = {
  play: async ({ globals, args }) => {
    const locale = localeOf({ globals });
    const labels = mobileMenuSheetLabels(locale);
    const sheet = await openSheet(locale);
    const visit = async (tabSlug: string, submenu: RegExp, layout: string) => {
      await userEvent.click(tab(sheet, tabSlug, locale));
      await userEvent.click(within(sheet).getByRole('button', { name: submenu }));
      await expect(sheet.querySelector(`[data-layout="${layout}"]`)).toBeVisible();
      await userEvent.click(within(sheet).getByRole('button', { name: labels.back }));
    };
    await visit('mulher', /^Promoções/, 'promo-cards');
    await visit('mulher', /^Marcas/, 'brand-grid');
    await visit('homem', /^Marcas/, 'brand-grid-2');
    await visit('homem', /^Galeria/, 'cards-gallery');
    await userEvent.click(tab(sheet, 'beleza', locale));
    await userEvent.click(within(sheet).getByRole('button', { name: /^Novidades/ }));
    await expect(within(sheet).getByText(labels.unsupportedLayout('carousel-3d'))).toBeVisible();
    // A mega menu link navigates in the locale and closes the sheet.
    await userEvent.click(within(sheet).getByRole('button', { name: labels.back }));
    await userEvent.click(tab(sheet, 'homem', locale));
    await userEvent.click(within(sheet).getByRole('button', { name: /^Galeria/ }));
    await userEvent.click(within(sheet).getAllByRole('link')[0]!);
    await expect(args.onNavigate).toHaveBeenCalledWith(localePath(locale, '/search'));
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
  },
};

/** A submenu without a mega menu navigates to its link and closes. */
export const SubmenuLinkNavigates: Story = {
  play: async ({ globals, args }) => {
    const locale = localeOf({ globals });
    const sheet = await openSheet(locale);
    await userEvent.click(within(sheet).getByRole('link', { name: 'Casacos' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(localePath(locale, '/catalog/category/casacos'));
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
  },
};

/** §2: a tab with a link and no submenus navigates there. */
export const TabLinkNavigates: Story = {
  play: async ({ globals, args }) => {
    const locale = localeOf({ globals });
    const sheet = await openSheet(locale);
    await userEvent.click(tab(sheet, 'outlet', locale));
    await expect(args.onNavigate).toHaveBeenCalledWith(localePath(locale, '/campaigns'));
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
  },
};

/** Tabs by keyboard: arrows move the focus (wrapping), Enter selects. */
export const KeyboardTabs: Story = {
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const sheet = await openSheet(locale);
    await expect(tab(sheet, 'mulher', locale)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(sheet, 'homem', locale)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(tab(sheet, 'homem', locale)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(tab(sheet, 'outlet', locale)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tab(sheet, 'mulher', locale)).toHaveFocus();
  },
};

const noSubmenus: CmsMenu[] = [{ ...served.find((menu) => menu.slug === 'beleza')!, href: null, submenus: [] }];

/** §2: 'Sem subcategorias disponíveis'. */
export const Empty: Story = {
  args: { source: noSubmenus },
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const sheet = await openSheet(locale);
    await expect(within(sheet).getByRole('tabpanel')).toHaveTextContent(mobileMenuSheetLabels(locale).noSubmenus);
  },
};

const withoutMegaMenu: CmsMenu[] = served.map((menu) =>
  menu.slug === 'mulher' ? { ...menu, submenus: menu.submenus.map((submenu) => (submenu.slug === 'vestidos' ? { ...submenu, mega_menu: null } : submenu)) } : menu,
);

/** §2: a submenu meant to have a mega menu but without one offers 'Ir para {label}'. */
export const NoMegaMenuGoTo: Story = {
  args: { source: withoutMegaMenu },
  // The play ends on a navigation that closes the sheet and resets its submenu view 300 ms later, so
  // the final picture depends on timing: the Default and SubmenuPanelAndBack stories picture this sheet.
  parameters: { screenshot: false },
  play: async ({ globals, args }) => {
    const locale = localeOf({ globals });
    const labels = mobileMenuSheetLabels(locale);
    const sheet = await openSheet(locale);
    await userEvent.click(within(sheet).getByRole('button', { name: /^Vestidos/ }));
    await userEvent.click(within(sheet).getByRole('link', { name: labels.goTo('Vestidos') }));
    await expect(args.onNavigate).toHaveBeenCalledWith(localePath(locale, '/catalog/category/vestidos'));
  },
};

/** The panels on their way: the tabs show, the panel says its menu is loading. */
export const PanelsOnTheirWay: Story = {
  args: { withoutPanels: true },
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const sheet = await openSheet(locale);
    await expect(tab(sheet, 'mulher', locale)).toHaveAttribute('aria-selected', 'true');
    await expect(within(within(sheet).getByRole('tabpanel')).getByRole('status')).toHaveTextContent(mobileMenuSheetLabels(locale).loadingMenu);
  },
};

/** The panels could not be fetched: the selected tab offers its menu's own page ('Ir para {label}', as NoMegaMenuGoTo follows it). */
export const PanelsFailed: Story = {
  args: { withoutPanels: true, panelsFailed: true },
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const sheet = await openSheet(locale);
    const goTo = within(sheet).getByRole('link', { name: mobileMenuSheetLabels(locale).goTo(TAB_NAMES.mulher![locale]) });
    await expect(goTo).toHaveAttribute('href', localePath(locale, '/segment/moda-mulher'));
  },
};

/** §2, §9: the submenu view resets 300 ms after closing; the first tab is selected on every opening. */
export const ResetsAfterClosing: Story = {
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const labels = mobileMenuSheetLabels(locale);
    let sheet = await openSheet(locale);
    await userEvent.click(tab(sheet, 'homem', locale));
    await userEvent.click(within(sheet).getByRole('button', { name: /^Galeria/ }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, SUBMENU_RESET_DELAY_MS + 50));
    sheet = await openSheet(locale);
    await expect(tab(sheet, 'mulher', locale)).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab(sheet, 'homem', locale));
    await expect(within(sheet).queryByRole('button', { name: labels.back })).toBeNull();
    await expect(within(sheet).getByRole('button', { name: /^Galeria/ })).toBeVisible();
  },
};

/** §2: the footer — languages with their flags, and the account link; both close the sheet. */
export const FooterLanguagesAndAccount: Story = {
  play: async ({ globals, args }) => {
    const locale = localeOf({ globals });
    const labels = mobileMenuSheetLabels(locale);
    let sheet = await openSheet(locale);
    const languages = within(sheet).getByRole('navigation', { name: labels.language });
    await expect([...languages.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/flags/pt.svg', '/flags/en.svg', '/flags/es.svg', '/flags/fr.svg']);
    await expect(within(languages).getByRole('link', { current: true })).toHaveAttribute('hreflang', locale);
    await userEvent.click(within(languages).getByRole('link', { name: 'English' }));
    await expect(args.onLanguageSelect).toHaveBeenCalledWith('en', '/en');
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    sheet = await openSheet(locale);
    await userEvent.click(within(sheet).getByRole('link', { name: labels.account }));
    await expect(args.onAccount).toHaveBeenCalledOnce();
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
  },
};

/** French: translated tabs and badge, the longest labels scroll sideways rather than wrap or overflow the page. */
export const LongestFrenchLabel: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  play: async () => {
    const sheet = await openSheet('fr');
    const women = tab(sheet, 'mulher', 'fr');
    await expect(within(women).getByText('Nouveau')).toBeVisible();
    const tablist = within(sheet).getByRole('tablist');
    await expect(tablist.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(sheet).getByRole('searchbox')).toHaveAttribute('placeholder', mobileMenuSheetLabels('fr').searchPlaceholder);
  },
};
