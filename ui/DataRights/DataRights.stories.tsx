import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { dataRightsLabels } from '../../.storybook/supportLabels';
import { i18nFor } from '../../.storybook/i18n';
import { DataRights } from './DataRights';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Account/DataRights',
  component: DataRights,
  args: { labels: dataRightsLabels('pt'), onExport: fn(), onDelete: fn(), onDeleteCancel: fn() },
  argTypes: { labels: { control: false } },
  render: (args, context) => <DataRights {...args} labels={dataRightsLabels(localeOf(context))} />,
} satisfies Meta<typeof DataRights>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Download the data; deleting asks first, in a dialog that wants the password and starts on cancel. */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = dataRightsLabels(localeOf({ globals }));
    await userEvent.click(canvas.getByRole('button', { name: labels.exportAction }));
    await expect(args.onExport).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: labels.deleteAction }));
    const dialog = await screen.findByRole('alertdialog', { name: labels.dialogTitle });
    await expect(within(dialog).getByRole('button', { name: labels.cancel })).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText(labels.password), 'correct horse{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith('correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: labels.confirm }));
    await expect(args.onDelete).toHaveBeenCalledTimes(2);
    await userEvent.click(within(dialog).getByRole('button', { name: labels.cancel }));
    await expect(args.onDeleteCancel).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Preparing the file: the button says so and is announced busy. */
export const Exporting: Story = {
  args: { exportPending: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button', { name: dataRightsLabels(localeOf({ globals })).exporting })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The download failed: an alert beside it. */
export const ExportFailed: Story = {
  args: { exportFailed: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(dataRightsLabels(localeOf({ globals })).exportFailed);
  },
};

/** A wrong password stays in the dialog, under the field. */
export const WrongPassword: Story = {
  render: (args, context) => {
    const locale = localeOf(context);
    return <DataRights {...args} labels={dataRightsLabels(locale)} passwordError={i18nFor(locale).t('support.privacy.wrongPassword')} />;
  },
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const labels = dataRightsLabels(locale);
    await userEvent.click(canvas.getByRole('button', { name: labels.deleteAction }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByLabelText(labels.password)).toHaveAccessibleDescription(i18nFor(locale).t('support.privacy.wrongPassword'));
  },
};

/** Deleting: the confirm button is busy and cannot be pressed twice. */
export const Deleting: Story = {
  args: { deletePending: true },
  play: async ({ canvas, args, globals }) => {
    const labels = dataRightsLabels(localeOf({ globals }));
    await userEvent.click(canvas.getByRole('button', { name: labels.deleteAction }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: labels.deleting });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};
