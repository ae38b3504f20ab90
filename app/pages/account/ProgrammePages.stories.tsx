import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { notJoinedProgramme, programmeHandlers, programmeMockState, sampleDashboard, sampleProgramme, type ProgrammeMockState } from '../../../mocks';
import { localeOf, renderPage, storyMock, tFor } from '../../../.storybook/pageStory';
import { viewport } from '../../../.storybook/viewports';
import { affiliateLabels, ambassadorLabels } from '../../shell/programmeLabels';
import AffiliateDashboardPage from '../affiliate/AffiliateDashboardPage';
import { AmbassadorProgrammePage } from './AmbassadorProgrammePage';

const pages = { '/account/ambassador': AmbassadorProgrammePage, '/affiliate/dashboard': AffiliateDashboardPage };
const t = (context: Pick<StoryContext, 'globals'>) => tFor(localeOf(context));

const programmes = storyMock(programmeMockState, programmeHandlers);

const meta = {
  title: 'Pages/Account/Programmes',
  parameters: { layout: 'fullscreen', programmes: {} as Partial<ProgrammeMockState>, path: '/account/ambassador' },
  globals: viewport('desktop'),
  beforeEach({ msw, parameters }) {
    programmes.install(msw, parameters.programmes);
  },
  render: renderPage(pages, { frame: { maxWidth: 1080, padding: 16 } }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member: the code, the link to share, the numbers and the referrals in every status. */
export const Ambassador: Story = {
  play: async ({ canvas, globals }) => {
    const labels = ambassadorLabels(t({ globals }), sampleProgramme);
    await expect(canvas.getByRole('heading', { level: 1, name: t({ globals })('account.nav.ambassador') })).toBeVisible();
    await expect(await canvas.findByText(sampleProgramme.code!)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: labels.linkLabel })).toHaveValue(sampleProgramme.share_url);
    await expect(canvas.getByRole('heading', { name: labels.statsTitle })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: labels.referralsTitle })).getAllByRole('listitem')).toHaveLength(sampleProgramme.referrals.length);
  },
};

/** Not a member: the terms to accept, then joining shows the new member's code. */
export const AmbassadorJoin: Story = {
  parameters: { programmes: { ambassador: notJoinedProgramme } },
  play: async ({ canvas, globals }) => {
    const labels = ambassadorLabels(t({ globals }), notJoinedProgramme);
    await expect(await canvas.findByRole('heading', { level: 2, name: labels.joinTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: labels.join }));
    await expect(await canvas.findByText(sampleProgramme.code!)).toBeVisible();
    await expect(programmes.current.ambassador.joined).toBe(true);
  },
};

/** An affiliate with sales: the link builder, the chart, the top products and the statement. */
export const Affiliate: Story = {
  parameters: { path: '/affiliate/dashboard' },
  play: async ({ canvas, globals }) => {
    const labels = affiliateLabels(t({ globals }), sampleDashboard);
    await expect(canvas.getByRole('heading', { level: 1, name: t({ globals })('account.affiliate.title') })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: new RegExp(labels.chartTitle) })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: labels.topProductsTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: sampleDashboard.top_products[0]!.name })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: labels.statementTitle })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: labels.linkInput })).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.downloadCsv })).toBeVisible();
  },
};

/** A customer the operator has not made an affiliate: said plainly, with the way to ask to become one. */
export const NotAffiliate: Story = {
  parameters: { path: '/affiliate/dashboard', programmes: { dashboard: null } },
  play: async ({ canvas, globals }) => {
    const labels = affiliateLabels(t({ globals }), null);
    await expect(await canvas.findByRole('heading', { name: labels.notAffiliateTitle })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: new RegExp(labels.chartTitle) })).toBeNull();
    await expect(canvas.getByRole('link', { name: labels.notAffiliateContact })).toHaveAttribute('href', expect.stringMatching(/\/contact$/));
  },
};
