import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { Locale } from '../../contract';
import { affiliateProps, emptyDashboard, sampleDashboard } from '../../.storybook/programmeFixtures';
import { AffiliateDashboard, type AffiliateDashboardProps } from './AffiliateDashboard';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

type HarnessProps = Omit<AffiliateDashboardProps, 'labels'> & { sample: 'busy' | 'quiet'; locale?: Locale };

function Harness({ sample, locale = 'pt', ...props }: HarnessProps) {
  return <AffiliateDashboard {...affiliateProps(locale, sample === 'quiet' ? emptyDashboard : sampleDashboard)} {...props} />;
}

const meta = {
  title: 'Account/AffiliateDashboard',
  component: Harness,
  args: { view: 'ready', sample: 'busy', onPeriodChange: fn(), onBuildLink: fn(), onCopyLink: fn(), onDownloadCsv: fn(), onRetry: fn() },
  render: (args, context) => <Harness {...args} locale={localeOf(context)} />,
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const labelsOf = (context: Pick<StoryContext, 'globals'>) => affiliateProps(localeOf(context), sampleDashboard).labels;

/** An affiliate with sales: the chart is an image with a title and a summary, its numbers in a table on demand. */
export const Dashboard: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = labelsOf({ globals });
    const chart = canvas.getByRole('img', { name: new RegExp(labels.chartTitle) });
    await expect(chart).toBeVisible();
    const toggle = canvas.getByRole('button', { name: labels.showTable });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(31);
    await userEvent.click(canvas.getByRole('button', { name: labels.period.week }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith('week');
    await expect(canvas.getByRole('button', { name: labels.period.day })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('link', { name: 'Vestido midi de linho' })).toHaveAttribute('href', '/product/vestido-midi-de-linho');
    await userEvent.click(canvas.getByRole('button', { name: labels.downloadCsv }));
    await expect(args.onDownloadCsv).toHaveBeenCalledOnce();
  },
};

/** The link builder hands the address on; the built link shows with a copy button. */
export const LinkBuilt: Story = {
  args: { builtLink: 'https://loja.example/product/vestido?utm_source=affiliate&utm_medium=affiliate&utm_campaign=ana-aff1' },
  play: async ({ canvas, args, globals }) => {
    const labels = labelsOf({ globals });
    await userEvent.type(canvas.getByRole('textbox', { name: labels.linkInput }), 'https://loja.example/product/vestido');
    await userEvent.click(canvas.getByRole('button', { name: labels.linkBuild }));
    await expect(args.onBuildLink).toHaveBeenCalledWith('https://loja.example/product/vestido');
    await expect(canvas.getByRole('textbox', { name: labels.linkResult })).toHaveValue(args.builtLink);
    await userEvent.click(canvas.getByRole('button', { name: labels.linkCopy }));
    await expect(args.onCopyLink).toHaveBeenCalledOnce();
  },
};

/** An address from elsewhere: refused with the reason under the field, which takes the focus back so the reason is read. */
export const LinkRefused: Story = {
  args: { linkError: 'Introduza o endereço de uma página desta loja.' },
  play: async ({ canvas, globals }) => {
    const field = canvas.getByRole('textbox', { name: labelsOf({ globals }).linkInput });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Introduza o endereço de uma página desta loja.');
    await expect(field).toHaveFocus();
  },
};

/** A new affiliate: an empty chart, no products, nothing paid yet. */
export const NoSalesYet: Story = {
  args: { sample: 'quiet' },
  play: async ({ canvas, globals }) => {
    const labels = labelsOf({ globals });
    await expect(canvas.getByText(labels.noProducts)).toBeVisible();
    await expect(canvas.getByText(labels.noPayouts)).toBeVisible();
  },
};

/** The export is running: its button is busy. */
export const Exporting: Story = {
  args: { downloadingCsv: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button', { name: labelsOf({ globals }).downloadCsv })).toBeDisabled();
  },
};

/** A customer the operator has not made an affiliate: told so, nothing else. */
export const NotAnAffiliate: Story = {
  args: { view: 'notAffiliate', contactHref: '/contact' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { name: labelsOf({ globals }).notAffiliateTitle })).toBeVisible();
    // The way to become one: the contact form.
    await expect(canvas.getByRole('link', { name: labelsOf({ globals }).notAffiliateContact })).toHaveAttribute('href', '/contact');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Loading: Story = {
  args: { view: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const LoadError: Story = {
  args: { view: 'error' },
  play: async ({ canvas, args, globals }) => {
    const labels = labelsOf({ globals });
    await expect(canvas.getByRole('alert')).toHaveTextContent(labels.loadError);
    await userEvent.click(canvas.getByRole('button', { name: labels.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
