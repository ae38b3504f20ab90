import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PaymentMethod, SellerGroup } from '../../contract';
import { PAYMENT_METHODS, totalsOf, twoGroups } from '../../.storybook/checkoutFixtures';
import { checkoutHeaderLabels, checkoutLabels, checkoutStepValidators, mbwayPaymentLabels } from '../../.storybook/checkoutLabels';
import { languageTagFor } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { AddressStep } from '../AddressStep';
import { CheckoutHeader } from '../CheckoutHeader';
import { CheckoutStep } from '../CheckoutStep';
import { ContactStep } from '../ContactStep';
import { DeliveryStep } from '../DeliveryStep';
import { MbwayPayment } from '../MbwayPayment';
import { OrderReview, OrderTotals } from '../OrderReview';
import { PAYMENT_METHOD_NAMES, PaymentMethodStep } from '../PaymentMethodStep';

const STEPS = ['contact', 'address', 'delivery', 'payment', 'review'] as const;
type Step = (typeof STEPS)[number];

/**
 * The purchase wired with plain state, as app/ wires it to the checkout and payment models: the
 * steps one after the other, the totals beside them, then the MB WAY page once the order is placed.
 */
function CheckoutFlow({ onPlaceOrder }: { onPlaceOrder: () => void }) {
  const locale = 'pt';
  const languageTag = languageTagFor(locale);
  const labels = checkoutLabels(locale);
  const [step, setStep] = useState<Step>('contact');
  const [summaries, setSummaries] = useState<Partial<Record<Step, string>>>({});
  const [groups, setGroups] = useState<SellerGroup[]>(twoGroups);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [placed, setPlaced] = useState(false);
  const totals = totalsOf(groups);
  const done = (name: Step, summary: string) => {
    setSummaries((current) => ({ ...current, [name]: summary }));
    setStep(STEPS[STEPS.indexOf(name) + 1] ?? name);
  };
  const choose = (sellerId: number, code: string) =>
    setGroups((current) =>
      current.map((group) => {
        if (group.seller_id !== sellerId) return group;
        const fee = group.shipping_methods.find((option) => option.code === code)?.fee ?? group.shipping_fee;
        return { ...group, selected_method: code, shipping_fee: fee };
      }),
    );
  const bodies: Record<Step, ReactNode> = {
    contact: <ContactStep validate={checkoutStepValidators(locale).contact} onSubmit={(values) => done('contact', `${values.email} · ${values.name}`)} labels={labels.contact} />,
    address: (
      <AddressStep
        validate={checkoutStepValidators(locale).address}
        onSubmit={(values) => done('address', `${values.street} · ${values.postal_code} ${values.city}`)}
        languageTag={languageTag}
        labels={labels.address}
      />
    ),
    delivery: <DeliveryStep groups={groups} onSelect={choose} onSubmit={() => done('delivery', groups.map((group) => group.selected_method).join(' · '))} languageTag={languageTag} labels={labels.delivery} />,
    payment: (
      <PaymentMethodStep
        methods={PAYMENT_METHODS}
        onSubmit={(values) => {
          setMethod(values.payment_method);
          done('payment', PAYMENT_METHOD_NAMES[values.payment_method]);
        }}
        labels={labels.payment}
      />
    ),
    review: (
      <OrderReview
        groups={groups}
        totals={totals}
        onPlaceOrder={() => {
          onPlaceOrder();
          setPlaced(true);
        }}
        languageTag={languageTag}
        labels={labels.review}
      />
    ),
  };
  return (
    <div>
      <CheckoutHeader homeHref="/" {...(placed ? {} : { cartHref: '/cart/00000000-0000-4000-8000-000000000600' })} labels={checkoutHeaderLabels(locale)} />
      <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
        {placed && method === 'mbway' ? (
          <MbwayPayment state="phone" amount={totals.total} onSubmitPhone={fn()} onSendAgain={fn()} onPayByMultibanco={fn()} languageTag={languageTag} labels={mbwayPaymentLabels(locale)} />
        ) : (
          <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 320px', gap: 32, alignItems: 'start' }}>
            <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
              {STEPS.map((name, index) => (
                <CheckoutStep
                  key={name}
                  number={index + 1}
                  title={labels.steps[name]}
                  state={name === step ? 'current' : summaries[name] !== undefined ? 'done' : 'upcoming'}
                  summary={summaries[name]}
                  onEdit={() => setStep(name)}
                  labels={labels.step}
                >
                  {name === step ? bodies[name] : null}
                </CheckoutStep>
              ))}
            </div>
            <aside aria-label="Resumo" style={{ padding: 24, border: '1px solid #d9d9e0', borderRadius: 16 }}>
              <OrderTotals totals={totals} shippingBySeller={groups.map((group) => ({ seller: group.seller_name, fee: group.shipping_fee }))} languageTag={languageTag} labels={labels.review.totals} />
            </aside>
          </div>
        )}
      </main>
    </div>
  );
}

const meta = {
  title: 'Flows/Checkout',
  component: CheckoutFlow,
  globals: viewport('desktop'),
  args: { onPlaceOrder: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CheckoutFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest buys with MB WAY: contact, address, express for the marketplace parcel (the total follows), MB WAY, review, place the order. */
export const GuestWithMbway: Story = {
  play: async ({ args, canvasElement }) => {
    const labels = checkoutLabels('pt');
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: labels.contact.email }), 'ana.silva@example.pt');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.contact.name }), 'Ana Silva');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.contact.phone }), '912345678');
    await userEvent.click(canvas.getByRole('button', { name: labels.contact.continue }));
    await userEvent.type(canvas.getByRole('textbox', { name: labels.address.street }), 'Rua das Flores 12');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.address.postalCode }), '4050-262');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.address.city }), 'Porto');
    await userEvent.click(canvas.getByRole('button', { name: labels.address.continue }));
    const before = totalsOf(twoGroups()).total;
    await userEvent.click(canvas.getAllByRole('radio', { name: /Expresso/ })[1]!);
    const summary = within(canvas.getByRole('complementary', { name: 'Resumo' }));
    await expect(summary.getByText(new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' }).format(before + 3).replace(/\s+/g, ' '))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.delivery.continue }));
    await userEvent.click(canvas.getByRole('radio', { name: /Multibanco/ }));
    await userEvent.click(canvas.getByRole('radio', { name: /MB WAY/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: labels.payment.mbwayPhone }), '912345678');
    await userEvent.click(canvas.getByRole('button', { name: labels.payment.continue }));
    await expect(canvas.getByRole('button', { name: labels.step.edit(labels.steps.contact) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.review.placeOrder }));
    await expect(args.onPlaceOrder).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: mbwayPaymentLabels('pt').phone })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: checkoutHeaderLabels('pt').backToCart })).toBeNull();
    canvas.getByRole('textbox', { name: mbwayPaymentLabels('pt').phone }).blur();
  },
};
