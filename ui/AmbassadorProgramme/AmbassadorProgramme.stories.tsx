import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { Locale } from '../../contract';
import { ambassadorProps, notJoinedProgramme, quietProgramme, sampleProgramme } from '../../.storybook/programmeFixtures';
import { AmbassadorProgramme, type AmbassadorProgrammeProps } from './AmbassadorProgramme';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

type HarnessProps = Omit<AmbassadorProgrammeProps, 'labels' | 'termsHref'> & { sample: 'member' | 'newcomer' | 'noReferrals'; locale?: Locale };

function Harness({ sample, locale = 'pt', ...props }: HarnessProps) {
  const programme = sample === 'newcomer' ? notJoinedProgramme : sample === 'noReferrals' ? quietProgramme : sampleProgramme;
  return <AmbassadorProgramme {...ambassadorProps(locale, programme)} {...props} />;
}

const meta = {
  title: 'Account/AmbassadorProgramme',
  component: Harness,
  args: { view: 'joined', sample: 'member', onJoin: fn(), onShare: fn(), onCopyLink: fn(), onCopyCode: fn(), onRetry: fn() },
  render: (args, context) => <Harness {...args} locale={localeOf(context)} />,
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const labelsOf = (context: Pick<StoryContext, 'globals'>) => ambassadorProps(localeOf(context), sampleProgramme).labels;

/** Not a member yet: the terms must be accepted before joining; joining without them says so. */
export const JoinCard: Story = {
  args: { view: 'notJoined', sample: 'newcomer' },
  play: async ({ canvas, args, globals }) => {
    const labels = labelsOf({ globals });
    await expect(canvas.getByRole('heading', { level: 2, name: labels.joinTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.termsLink })).toHaveAttribute('href', '/legal-information/ambassador-terms');
    await userEvent.click(canvas.getByRole('button', { name: labels.join }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(labels.mustAccept);
    await expect(args.onJoin).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: labels.join }));
    await expect(args.onJoin).toHaveBeenCalledOnce();
  },
};

/** Joining: the button is busy and cannot be pressed twice. */
export const Joining: Story = {
  args: { view: 'notJoined', sample: 'newcomer', joining: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button', { name: labelsOf({ globals }).joining })).toBeDisabled();
  },
};

/** The join was refused: the reason is announced. */
export const JoinFailed: Story = {
  args: { view: 'notJoined', sample: 'newcomer', joinError: 'Não foi possível aderir. Tente novamente.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível aderir');
  },
};

/** A member on a browser without the Web Share API: the code, the link to copy, the numbers, the referrals in every status. */
export const Member: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = labelsOf({ globals });
    await expect(canvas.getByText('MARTA-7K3M')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: labels.linkLabel })).toHaveValue(sampleProgramme.share_url);
    await expect(canvas.queryByRole('button', { name: labels.share })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: labels.copyLink }));
    await expect(args.onCopyLink).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: labels.copyCode }));
    await expect(args.onCopyCode).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('list', { name: labels.referralsTitle }).querySelectorAll('li')).toHaveLength(5);
    for (const status of ['pending', 'matured', 'refused', 'cancelled'] as const) await expect(canvas.getAllByText(labels.status[status]).length).toBeGreaterThan(0);
  },
};

/** Where the browser can share natively, sharing comes first and copying stays. */
export const MemberWithShare: Story = {
  args: { canShare: true },
  play: async ({ canvas, args, globals }) => {
    const labels = labelsOf({ globals });
    await userEvent.click(canvas.getByRole('button', { name: labels.share }));
    await expect(args.onShare).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: labels.copyLink })).toBeVisible();
  },
};

/** A new member: zero everywhere and an encouraging empty list. */
export const NoReferralsYet: Story = {
  args: { sample: 'noReferrals' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(labelsOf({ globals }).noReferrals)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { view: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The programme could not be read: said plainly, with a retry. */
export const LoadError: Story = {
  args: { view: 'error' },
  play: async ({ canvas, args, globals }) => {
    const labels = labelsOf({ globals });
    await expect(canvas.getByRole('alert')).toHaveTextContent(labels.loadError);
    await userEvent.click(canvas.getByRole('button', { name: labels.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
