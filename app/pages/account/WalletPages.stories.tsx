import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addressesHandlers, addressesMockState, creditsHandlers, creditsMockState, type AddressesMockState, type CreditsMockState } from '../../../mocks';
import { fixedClock } from '../../../.storybook/appStories';
import { localeOf, renderPage, storyMock, tFor } from '../../../.storybook/pageStory';
import { viewport } from '../../../.storybook/viewports';
import { CREDIT_ENTRIES, FIXTURE_NOW_MS } from '../../../mocks/fixtures';
import { formatPrice } from '../../../ui/Price';
import { buildAddressCardLabels, buildAddressFormLabels } from '../../shell/addressesLabels';
import { buildCreditBalanceLabels, buildCreditLedgerLabels } from '../../shell/creditsLabels';
import { languageTagFor } from '../../../.storybook/i18n';
import AddressesPage from './AddressesPage';
import CreditsPage from './CreditsPage';

const pages = { '/account/credits': CreditsPage, '/account/addresses': AddressesPage };
const t = (context: Pick<StoryContext, 'globals'>) => tFor(localeOf(context));

const credits = storyMock(creditsMockState, creditsHandlers);
const addresses = storyMock(addressesMockState, addressesHandlers);

const meta = {
  title: 'Pages/Account/Wallet',
  parameters: { layout: 'fullscreen', credits: {} as Partial<CreditsMockState>, addresses: {} as Partial<AddressesMockState>, path: '/account/credits' },
  globals: viewport('desktop'),
  beforeEach({ msw, parameters }) {
    credits.install(msw, parameters.credits);
    addresses.install(msw, parameters.addresses);
    return fixedClock(FIXTURE_NOW_MS);
  },
  render: renderPage(pages, { frame: { maxWidth: 960, padding: 16 } }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A balance with a credit that expires soon, and the ledger of every kind of entry, newest first. */
export const Credits: Story = {
  play: async ({ canvas, globals }) => {
    const balance = buildCreditBalanceLabels(t({ globals }));
    const ledger = buildCreditLedgerLabels(t({ globals }));
    await expect(canvas.getByRole('heading', { level: 1, name: t({ globals })('account.nav.credits') })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: ledger.title })).toBeVisible();
    const tag = languageTagFor(localeOf({ globals }));
    const region = canvas.getByRole('region', { name: balance.title });
    // The page's prices hold no-break spaces; the text read back has plain ones.
    const spaced = (text: string) => text.replace(/\s+/g, ' ');
    await expect(region).toHaveTextContent(spaced(formatPrice(41.1, tag)));
    const expiring = CREDIT_ENTRIES[0]!;
    await expect(region).toHaveTextContent(spaced(balance.nextExpiry(expiring.amount, new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(new Date(expiring.expires_at!)))));
    await expect(canvas.getByText('Compensação por atraso na entrega')).toBeVisible();
    const entries = within(canvas.getByRole('list', { name: ledger.title }));
    await expect(entries.getAllByRole('listitem')).toHaveLength(CREDIT_ENTRIES.length);
    for (const kind of ['grant', 'refund', 'order_spent', 'expired'] as const) await expect(entries.getByText(new RegExp(`^${ledger.kinds[kind]}( · .*)?$`))).toBeVisible();
  },
};

/** No credit ever: a zero balance and an honest empty state. */
export const CreditsEmpty: Story = {
  parameters: { credits: { entries: [] } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('heading', { name: t({ globals })('account.empty.credits.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t({ globals })('account.empty.credits.action') })).toBeVisible();
  },
};

/** Two addresses, the defaults first with their badges; the other offers to become a default. */
export const Addresses: Story = {
  parameters: { path: '/account/addresses' },
  play: async ({ canvas, globals }) => {
    const labels = buildAddressCardLabels(t({ globals }), languageTagFor(localeOf({ globals })));
    const list = await canvas.findByRole('list', { name: t({ globals })('account.nav.addresses') });
    const [first, second] = within(list).getAllByRole('listitem');
    await expect(within(first!).getByText('Rita Costa')).toBeVisible();
    await expect(within(first!).getByText(labels.defaultShipping)).toBeVisible();
    await expect(within(first!).getByText(labels.defaultBilling)).toBeVisible();
    await expect(within(second!).getByRole('button', { name: new RegExp(labels.makeDefaultShipping) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t({ globals })('account.addresses.add') })).toBeVisible();
  },
};

/** No address saved: the empty state and the button to add the first one. */
export const AddressesEmpty: Story = {
  parameters: { path: '/account/addresses', addresses: { addresses: [] } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('heading', { name: t({ globals })('account.empty.addresses.title') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t({ globals })('account.addresses.add') })).toBeVisible();
  },
};

/** The first address, typed in the form: saved, and listed as the default of both kinds. */
export const AddressAdded: Story = {
  parameters: { path: '/account/addresses', addresses: { addresses: [] } },
  play: async ({ canvas, globals }) => {
    const form = buildAddressFormLabels(t({ globals }));
    const card = buildAddressCardLabels(t({ globals }), languageTagFor(localeOf({ globals })));
    await userEvent.click(await canvas.findByRole('button', { name: t({ globals })('account.addresses.add') }));
    await expect(canvas.getByRole('heading', { name: form.titleNew })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: form.name }), 'Rita Costa');
    await userEvent.type(canvas.getByRole('textbox', { name: form.phone }), '912 345 678');
    await userEvent.type(canvas.getByRole('textbox', { name: form.street }), 'Rua Augusta 10');
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${form.postalCode}`) }), '1100-053');
    await userEvent.type(canvas.getByRole('textbox', { name: form.city }), 'Lisboa');
    await userEvent.click(canvas.getByRole('button', { name: form.save }));
    const list = await canvas.findByRole('list', { name: t({ globals })('account.nav.addresses') });
    await expect(within(list).getByText('Rua Augusta 10')).toBeVisible();
    await expect(within(list).getByText(card.defaultShipping)).toBeVisible();
    await expect(addresses.current.addresses).toHaveLength(1);
    // The focus left with the form; it lands on the card added.
    await waitFor(() => expect(within(list).getByRole('heading', { name: 'Rita Costa' })).toHaveFocus());
  },
};

/** Editing an address, saved or given up, gives the focus back to its card; giving up a new one, to the add button. */
export const AddressEditedThenAddGivenUp: Story = {
  parameters: { path: '/account/addresses' },
  play: async ({ canvas, globals }) => {
    const form = buildAddressFormLabels(t({ globals }));
    const card = buildAddressCardLabels(t({ globals }), languageTagFor(localeOf({ globals })));
    const list = await canvas.findByRole('list', { name: t({ globals })('account.nav.addresses') });
    const first = within(list).getAllByRole('article')[0]!;
    const title = within(first).getByRole('heading').textContent!;
    await userEvent.click(within(first).getByRole('button', { name: card.edit }));
    const city = canvas.getByRole('textbox', { name: form.city });
    await userEvent.clear(city);
    await userEvent.type(city, 'Porto');
    await userEvent.click(canvas.getByRole('button', { name: form.save }));
    await waitFor(() => expect(within(list).getByRole('heading', { name: title })).toHaveFocus());

    const add = canvas.getByRole('button', { name: t({ globals })('account.addresses.add') });
    await userEvent.click(add);
    await userEvent.click(canvas.getByRole('button', { name: form.cancel }));
    await waitFor(() => expect(canvas.getByRole('button', { name: t({ globals })('account.addresses.add') })).toHaveFocus());
  },
};
