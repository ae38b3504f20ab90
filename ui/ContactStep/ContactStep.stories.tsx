import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { checkoutStepValidators, contactStepLabels } from '../../.storybook/checkoutLabels';
import { viewport } from '../../.storybook/viewports';
import { ContactStep } from './ContactStep';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Checkout/ContactStep',
  component: ContactStep,
  globals: viewport('desktop'),
  args: { labels: contactStepLabels('pt'), onSubmit: fn(), onSignIn: fn(), onType: fn() },
  argTypes: { labels: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    const labels = contactStepLabels(locale);
    return (
      <div style={{ maxWidth: 640 }}>
        <ContactStep {...args} labels={labels} validate={checkoutStepValidators(locale).contact} />
      </div>
    );
  },
} satisfies Meta<typeof ContactStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: e-mail, name and phone with their autofill names; sign-in is offered, and the guest goes on without it. */
export const Guest: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const labels = contactStepLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: labels.email });
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByRole('textbox', { name: labels.name })).toHaveAttribute('autocomplete', 'name');
    await expect(canvas.getByRole('textbox', { name: labels.phone })).toHaveAttribute('type', 'tel');
    await userEvent.click(canvas.getByRole('button', { name: labels.signIn }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await userEvent.type(email, 'ana.silva@example.pt');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.name }), 'Ana Silva');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.phone }), '912 345 678');
    // What is typed is reported as it is typed (the page keeps it for a reload), before anything is sent.
    await expect(args.onType).toHaveBeenLastCalledWith({ email: 'ana.silva@example.pt', name: 'Ana Silva', phone: '912 345 678' });
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: labels.continue }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana.silva@example.pt', name: 'Ana Silva', phone: '912 345 678' });
    canvas.getByRole('button', { name: labels.continue }).blur();
  },
};

/** Submitted empty and wrong: each error under its field, the first invalid field focused, nothing sent; typing clears its error. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const labels = contactStepLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: labels.phone }), '12345');
    await userEvent.click(canvas.getByRole('button', { name: labels.continue }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const email = canvas.getByRole('textbox', { name: labels.email });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription(expect.stringContaining(labels.errors.emailRequired));
    await expect(canvas.getByRole('textbox', { name: labels.name })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(labels.errors.phoneInvalid)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: labels.name }), 'Ana');
    await expect(canvas.queryByText(labels.errors.nameRequired)).toBeNull();
    await expect(canvas.getByText(labels.errors.emailRequired)).toBeVisible();
    canvas.getByRole('textbox', { name: labels.name }).blur();
  },
};

/** The server refused a field (422): its message under the field, which takes the focus. */
export const ServerError: Story = {
  args: { values: { email: 'ana@exemplo', name: 'Ana Silva', phone: '912345678' }, errors: { email: contactStepLabels('pt').errors.emailInvalid } },
  render: (args, context) => {
    const labels = contactStepLabels(localeOf(context));
    return (
      <div style={{ maxWidth: 640 }}>
        <ContactStep {...args} labels={labels} errors={{ email: labels.errors.emailInvalid }} />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const labels = contactStepLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: labels.email })).toHaveFocus();
    await expect(canvas.getByText(labels.errors.emailInvalid)).toBeVisible();
    canvas.getByRole('textbox', { name: labels.email }).blur();
  },
};

/** A signed-in customer: their e-mail is shown, not asked; no sign-in offer. */
export const SignedIn: Story = {
  args: { customer: { email: 'ana.silva@example.pt', name: 'Ana Silva' } },
  play: async ({ args, canvasElement, globals }) => {
    const labels = contactStepLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByText(labels.signedInAs('ana.silva@example.pt'))).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: labels.email })).toBeNull();
    await expect(canvas.queryByRole('button', { name: labels.signIn })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: labels.name })).toHaveValue('Ana Silva');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.phone }), '+351 912 345 678');
    await userEvent.click(canvas.getByRole('button', { name: labels.continue }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana.silva@example.pt', name: 'Ana Silva', phone: '+351 912 345 678' });
    canvas.getByRole('button', { name: labels.continue }).blur();
  },
};

/** A phone in French: one field per row, the longest labels and hints wrap. */
export const PhoneFrench: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  play: async ({ canvasElement }) => {
    const labels = contactStepLabels('fr');
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: labels.name }).getBoundingClientRect();
    const phone = canvas.getByRole('textbox', { name: labels.phone }).getBoundingClientRect();
    await expect(phone.top).toBeGreaterThan(name.bottom);
  },
};
