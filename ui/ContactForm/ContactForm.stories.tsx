import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { Locale } from '../../contract';
import { accountErrorText, contactFormLabels } from '../../.storybook/supportLabels';
import { viewport } from '../../.storybook/viewports';
import { ContactForm } from './ContactForm';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Support/ContactForm',
  component: ContactForm,
  args: { labels: contactFormLabels('pt'), state: 'idle', onSubmit: fn(), onReset: fn() },
  argTypes: { labels: { control: false } },
  render: (args, context) => <ContactForm {...args} labels={contactFormLabels(localeOf(context))} />,
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest writes: every field by its label; the honeypot is out of reach (not in the tab order, hidden from assistive technology). */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = contactFormLabels(localeOf({ globals }));
    await userEvent.type(canvas.getByRole('textbox', { name: labels.name }), 'Rui Costa');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.email }), 'rui@example.pt');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: labels.category }), 'product');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.subject }), 'Tamanhos');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.message }), 'O vestido veste grande?');
    await expect(canvas.queryByRole('textbox', { name: labels.honeypot })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Rui Costa', email: 'rui@example.pt', category: 'product', subject: 'Tamanhos', message: 'O vestido veste grande?', website: '' });
  },
};

/** A signed-in customer starts from their name and e-mail. */
export const SignedIn: Story = {
  args: { initialValues: { name: 'Ana Silva', email: 'ana.silva@example.pt' } },
  play: async ({ canvas, globals }) => {
    const labels = contactFormLabels(localeOf({ globals }));
    await expect(canvas.getByRole('textbox', { name: labels.email })).toHaveValue('ana.silva@example.pt');
  },
};

/** Errors sit under their fields; the first takes the focus. */
export const FieldErrors: Story = {
  render: (args, context) => {
    const locale = localeOf(context);
    return <ContactForm {...args} labels={contactFormLabels(locale)} errors={{ email: accountErrorText(locale, 'invalidEmail'), message: accountErrorText(locale, 'required') }} />;
  },
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const labels = contactFormLabels(locale);
    const email = canvas.getByRole('textbox', { name: labels.email });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription(accountErrorText(locale, 'invalidEmail'));
    await expect(canvas.getByRole('textbox', { name: labels.message })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sending: announced busy, a second submit ignored. */
export const Sending: Story = {
  args: { state: 'pending' },
  play: async ({ canvas, args, globals }) => {
    const labels = contactFormLabels(localeOf({ globals }));
    await userEvent.click(canvas.getByRole('button', { name: labels.submitting }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A guest's message is in: check the e-mail to confirm it. */
export const ConfirmationSent: Story = {
  args: { state: 'confirmationSent' },
  play: async ({ canvas, args, globals }) => {
    const labels = contactFormLabels(localeOf({ globals }));
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.confirmTitle);
    await userEvent.click(canvas.getByRole('button', { name: labels.another }));
    await expect(args.onReset).toHaveBeenCalled();
  },
};

/** A signed-in customer's message is in their account. */
export const Received: Story = {
  args: { state: 'received' },
  play: async ({ canvas, globals }) => {
    const labels = contactFormLabels(localeOf({ globals }));
    await expect(canvas.getByRole('heading', { name: labels.receivedTitle })).toBeVisible();
    await expect(canvas.getByText(labels.receivedText)).toBeVisible();
  },
};

/** Too many messages in a short time: an alert above the form, the text kept. */
export const Limited: Story = {
  args: { state: 'limited' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(contactFormLabels(localeOf({ globals })).limited);
  },
};

/** On a phone the name and e-mail stack and the form fits. */
export const Phone: Story = {
  globals: viewport('mobile'),
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, globals }) => {
    const labels = contactFormLabels(localeOf({ globals }));
    const name = canvas.getByRole('textbox', { name: labels.name });
    const email = canvas.getByRole('textbox', { name: labels.email });
    await expect(email.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom);
    await expect(canvas.getByRole('form').getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
