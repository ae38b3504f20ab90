import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { Locale } from '../../contract';
import { failureText, formLabels } from '../../.storybook/reviewLabels';
import { ReviewForm } from './ReviewForm';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Reviews/ReviewForm',
  component: ReviewForm,
  args: { labels: formLabels('pt'), bodyLength: { min: 10, max: 2000 }, state: 'editing', onSubmit: fn(), onEdit: fn() },
  argTypes: { labels: { control: false } },
  render: (args, context) => (
    <div style={{ maxWidth: 480 }}>
      <ReviewForm {...args} labels={formLabels(localeOf(context))} />
    </div>
  ),
} satisfies Meta<typeof ReviewForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stars, the text and submit: the review is sent trimmed, with its whole rating. */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = formLabels(localeOf({ globals }));
    await expect(canvas.getByText(labels.moderationNote)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: labels.rating.star(4) }));
    await userEvent.type(canvas.getByRole('textbox', { name: labels.body }), '  Veste bem e o tecido é bom.  ');
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 4, body: 'Veste bem e o tecido é bom.' });
  },
};

/** Sent empty: each missing part says so, and nothing is sent. */
export const Incomplete: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = formLabels(localeOf({ globals }));
    await userEvent.type(canvas.getByRole('textbox', { name: labels.body }), 'Curto');
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await expect(canvas.getByRole('group', { name: labels.rating.legend })).toHaveAccessibleDescription(labels.ratingRequired);
    await expect(canvas.getByRole('textbox', { name: labels.body })).toHaveAccessibleDescription(new RegExp(labels.bodyTooShort.replace('.', '\\.')));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** On its way: the button says so and is busy. */
export const Sending: Story = {
  args: { state: 'sending' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button', { name: formLabels(localeOf({ globals })).sending })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Accepted: it waits for moderation. */
export const Sent: Story = {
  args: { state: 'sent' },
  play: async ({ canvas, globals }) => {
    const labels = formLabels(localeOf({ globals }));
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.sentTitle);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Refused by the server (not a verified buyer): the reason in the shopper's words. */
export const Refused: Story = {
  render: (args, context) => (
    <div style={{ maxWidth: 480 }}>
      <ReviewForm {...args} labels={formLabels(localeOf(context))} failure={failureText(localeOf(context), 403)} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(failureText(localeOf({ globals }), 403));
  },
};
