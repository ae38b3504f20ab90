import { useUnit } from 'effector-react';
import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useLocation, useParams } from 'react-router-dom';
import { LANGUAGE_TAGS } from '../../../contract';
import type { CheckoutLine, CheckoutView } from '../../../contract';
import { $isAuthenticated, loginDialogOpened } from '../../../features/auth';
import {
  $address,
  $canPlaceOrder,
  $checkoutStatus,
  $checkoutView,
  $completedSteps,
  $contact,
  $fieldErrors,
  $isPlacingOrder,
  $isUpdatingShipping,
  $mbwayPhone,
  $nif,
  $orderError,
  $paymentMethod,
  $priceChanges,
  $step,
  CHECKOUT_STEPS,
  $checkoutSavedAddresses,
  $creditCovers,
  $saveAddress,
  $savedAddressChoice,
  $useStoreCredit,
  addressChanged,
  saveAddressToggled,
  savedAddressChosen,
  storeCreditToggled,
  checkoutOpened,
  checkoutRetried,
  contactChanged,
  mbwayPhoneChanged,
  nifChanged,
  fieldsTyped,
  paymentMethodChosen,
  placeOrderRequested,
  priceChangesAcknowledged,
  shippingMethodChosen,
  stepSelected,
  stepSubmitted,
} from '../../../features/checkout';
import type { CheckoutStep as StepName } from '../../../features/checkout';
import { AddressStep, countryName } from '../../../ui/AddressStep';
import { addressLines } from '../../../ui/AddressCard';
import { Button } from '../../../ui/Button';
import { CheckoutSkeleton } from '../../../ui/CheckoutSkeleton';
import { CheckoutStep } from '../../../ui/CheckoutStep';
import { ContactStep } from '../../../ui/ContactStep';
import { DeliveryStep } from '../../../ui/DeliveryStep';
import { FormAlert } from '../../../ui/FormField';
import { OrderReview, OrderTotals } from '../../../ui/OrderReview';
import { PAYMENT_METHOD_NAMES, PaymentMethodStep } from '../../../ui/PaymentMethodStep';
import { PriceChangeNotice } from '../../../ui/PriceChangeNotice';
import { useLocale } from '../../i18n/useLocale';
import { href } from '../../routes/href';
import { buildCheckoutLabels, withShippingNames } from '../../shell/checkoutLabels';
import { Text } from '../../../ui/Text';
import { checkoutFieldErrorText, checkoutOrderErrorMessage } from './messages';
import { useOpenedWhenReady } from './usePurchasePage';
import { buildCheckoutStepValidators } from './validators';
import * as styles from './CheckoutPage.css';

const linesOf = (view: CheckoutView): CheckoutLine[] => view.seller_groups.flatMap((group) => group.lines);

/**
 * §2 /checkout/{uuid} in the checkout layout: one page in steps — contact, address, delivery per seller,
 * payment method, review — beside the order's totals. The purchase lives in the browser, so the server
 * renders the skeleton and the page opens the checkout once the browser runs it. §6 guard (features/checkout):
 * a cart that is missing, not OPEN, not this shopper's or empty sends the shopper back to the cart with
 * the reason (`app/client/purchase.ts`; `?checkout={reason}`, which the cart page words).
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const languageTag = LANGUAGE_TAGS[locale];
  const location = useLocation();
  const { uuid = '' } = useParams();
  const labels = useMemo(() => buildCheckoutLabels(t), [t]);
  const validators = useMemo(() => buildCheckoutStepValidators(labels), [labels]);
  const [status, loadedView, step, completed, contact, address, nif, method, mbwayPhone, fieldErrors, priceChanges, orderError, placing, updatingShipping, canPlace] =
    useUnit([
      $checkoutStatus,
      $checkoutView,
      $step,
      $completedSteps,
      $contact,
      $address,
      $nif,
      $paymentMethod,
      $mbwayPhone,
      $fieldErrors,
      $priceChanges,
      $orderError,
      $isPlacingOrder,
      $isUpdatingShipping,
      $canPlaceOrder,
    ]);
  // The API names its shipping methods in Portuguese; the steps show them in the page's language.
  const view = useMemo(() => (loadedView ? withShippingNames(loadedView, t) : null), [loadedView, t]);
  const events = useUnit({
    open: checkoutOpened,
    retry: checkoutRetried,
    changeContact: contactChanged,
    changeAddress: addressChanged,
    changeNif: nifChanged,
    type: fieldsTyped,
    chooseShipping: shippingMethodChosen,
    chooseMethod: paymentMethodChosen,
    changeMbwayPhone: mbwayPhoneChanged,
    submitStep: stepSubmitted,
    selectStep: stepSelected,
    placeOrder: placeOrderRequested,
    acknowledgePrices: priceChangesAcknowledged,
    signIn: loginDialogOpened,
    toggleCredit: storeCreditToggled,
    chooseSaved: savedAddressChosen,
    toggleSave: saveAddressToggled,
  });
  const [savedAddresses, savedChoice, saveAddress, useCredit, creditCovers] = useUnit([$checkoutSavedAddresses, $savedAddressChoice, $saveAddress, $useStoreCredit, $creditCovers]);

  const signedIn = useUnit($isAuthenticated);
  const open = useCallback(() => events.open({ cartUuid: uuid, locale }), [events, uuid, locale]);
  // A sign-in from the contact step reads the checkout again: the customer's details fill the form.
  useOpenedWhenReady(`${uuid}:${locale}:${signedIn ? 'customer' : 'guest'}`, open);

  const title = <h1 className={styles.title}>{t('checkoutPages.checkout.title')}</h1>;
  if (status === 'failed') {
    return (
      <div className={styles.page}>
        {title}
        <FormAlert message={{ title: t('checkoutPages.checkout.failedTitle'), description: t('checkoutPages.checkout.failedText') }} />
        <div className={styles.retry}>
          <Button onClick={() => events.retry()}>{t('checkoutPages.checkout.retry')}</Button>
        </div>
      </div>
    );
  }
  if (status !== 'ready' || view === null) {
    return (
      <div className={styles.page}>
        {title}
        <CheckoutSkeleton labels={labels.skeleton} />
      </div>
    );
  }

  const stateOf = (name: StepName) => (name === step ? 'current' : completed.includes(name) ? 'done' : 'upcoming');
  const errorOf = (field: Parameters<typeof checkoutFieldErrorText>[1]) => {
    const error = fieldErrors[field];
    return error ? checkoutFieldErrorText(labels, field, error) : undefined;
  };
  const errors = <F extends string>(fields: readonly F[]) =>
    Object.fromEntries(fields.flatMap((field) => (errorOf(field as never) ? [[field, errorOf(field as never)]] : []))) as Partial<Record<F, string>>;
  const cartHref = href('cart', { uuid }, locale);
  const lineHref = (line: CheckoutLine) => href('product', { slug: line.product_slug }, locale);
  const shippingBySeller = view.seller_groups.map((group) => ({ seller: group.is_official ? labels.delivery.vendor.officialStore : group.seller_name, fee: group.shipping_fee }));
  // The discount row names what took it off: the coupon, the ambassador's friend discount, or both.
  const discountCodes = [view.coupon?.applies ? view.coupon.code : null, view.referral?.status === 'applied' ? view.referral.code : null].filter((code) => code !== null);
  const coupon = discountCodes.length ? { code: discountCodes.join(' + ') } : null;
  const selectedMethodName = (sellerId: number) => {
    const group = view.seller_groups.find((candidate) => candidate.seller_id === sellerId);
    return group?.shipping_methods.find((option) => option.code === group.selected_method)?.name ?? '';
  };
  const hasChanges = view.has_changes || priceChanges.length > 0;

  const steps: Record<StepName, { title: string; summary?: string; body: ReactNode }> = {
    contact: {
      title: labels.steps.contact,
      summary: [contact.email, contact.name, contact.phone].filter(Boolean).join(' · '),
      body: (
        <ContactStep
          values={contact}
          customer={view.customer}
          errors={errors(['email', 'name', 'phone'] as const)}
          validate={validators.contact}
          onSignIn={view.customer ? undefined : () => events.signIn({ redirectTo: location.pathname })}
          onSubmit={(values) => {
            events.changeContact(values);
            events.submitStep();
          }}
          onType={(values) => events.type({ step: 'contact', values })}
          labels={labels.contact}
        />
      ),
    },
    address: {
      title: labels.steps.address,
      summary: [address.street, `${address.postal_code} ${address.city}`.trim(), nif ? `NIF ${nif}` : ''].filter(Boolean).join(' · '),
      body: (
        <AddressStep
          values={{ ...address, country: 'PT', nif }}
          // A new key when a saved address is chosen: the form's fields start again from the model's values.
          key={savedChoice ?? 'new'}
          saved={
            view.customer
              ? {
                  options: savedAddresses.map((saved) => ({ uuid: saved.uuid, title: saved.label ?? saved.name, lines: addressLines(saved, (code) => countryName(code, languageTag)) })),
                  chosen: savedChoice,
                  onChoose: events.chooseSaved,
                  save: saveAddress,
                  onSaveChange: events.toggleSave,
                }
              : null
          }
          errors={errors(['street', 'postal_code', 'city', 'nif'] as const)}
          validate={validators.address}
          onSubmit={(values) => {
            events.changeAddress({ street: values.street, postal_code: values.postal_code, city: values.city });
            events.changeNif(values.nif);
            events.submitStep();
          }}
          onType={(values) => events.type({ step: 'address', values: { street: values.street, postal_code: values.postal_code, city: values.city, nif: values.nif } })}
          languageTag={languageTag}
          labels={labels.address}
        />
      ),
    },
    delivery: {
      title: labels.steps.delivery,
      summary: view.seller_groups
        .map((group) => `${group.is_official ? labels.delivery.vendor.officialStore : group.seller_name}: ${selectedMethodName(group.seller_id)}`)
        .join(' · '),
      body: (
        <DeliveryStep
          groups={view.seller_groups}
          pending={updatingShipping}
          onSelect={(sellerId, code) => events.chooseShipping({ sellerId, code })}
          onSubmit={() => events.submitStep()}
          languageTag={languageTag}
          labels={labels.delivery}
        />
      ),
    },
    payment: {
      title: labels.steps.payment,
      summary: creditCovers
        ? t('checkout.storeCredit.summary')
        : method
          ? [PAYMENT_METHOD_NAMES[method], method === 'mbway' ? mbwayPhone : '', view.totals.store_credit > 0 ? labels.review.totals.storeCredit : ''].filter(Boolean).join(' · ')
          : undefined,
      body: (
        <PaymentMethodStep
          methods={view.payment_methods}
          values={{ ...(method ? { payment_method: method } : {}), mbway_phone: mbwayPhone }}
          errors={errors(['payment_method', 'mbway_phone'] as const)}
          validate={validators.payment}
          onMethodChange={(chosen) => events.chooseMethod(chosen)}
          storeCredit={
            view.customer && (view.store_credit_available ?? 0) > 0
              ? {
                  available: view.store_credit_available ?? 0,
                  use: useCredit,
                  applied: view.totals.store_credit,
                  remaining: view.totals.total,
                  pending: updatingShipping,
                  onToggle: events.toggleCredit,
                  onContinue: () => events.submitStep(),
                }
              : null
          }
          onSubmit={(values) => {
            events.chooseMethod(values.payment_method);
            if (values.mbway_phone !== undefined) events.changeMbwayPhone(values.mbway_phone);
            events.submitStep();
          }}
          labels={labels.payment}
        />
      ),
    },
    review: {
      title: labels.steps.review,
      body: (
        <>
          {hasChanges && (
            <PriceChangeNotice lines={linesOf(view)} onAccept={() => events.acknowledgePrices()} cartHref={cartHref} languageTag={languageTag} labels={labels.priceChange} />
          )}
          {orderError && <FormAlert message={checkoutOrderErrorMessage(t, orderError)} />}
          <OrderReview
            groups={view.seller_groups}
            totals={view.totals}
            coupon={coupon}
            canPlaceOrder={canPlace || placing}
            placing={placing}
            onPlaceOrder={() => events.placeOrder()}
            lineHref={lineHref}
            languageTag={languageTag}
            labels={labels.review}
          />
        </>
      ),
    },
  };

  return (
    <div className={styles.page}>
      {title}
      <div className={styles.columns}>
        <div className={styles.steps}>
          {CHECKOUT_STEPS.map((name, index) => {
            const entry = steps[name];
            const state = stateOf(name);
            return (
              <CheckoutStep
                key={name}
                number={index + 1}
                title={entry.title}
                state={state}
                summary={entry.summary}
                onEdit={() => events.selectStep(name)}
                labels={labels.step}
              >
                {state === 'current' ? entry.body : null}
              </CheckoutStep>
            );
          })}
        </div>
        {/* The totals stay in sight beside the steps on wide screens and below them on phones, where the review
            step shows them itself. */}
        <aside className={styles.summary({ reviewing: step === 'review' })} aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title" className={styles.summaryTitle}>
            {t('checkoutPages.checkout.summary')}
          </h2>
          <OrderTotals totals={view.totals} coupon={coupon} shippingBySeller={shippingBySeller} languageTag={languageTag} labels={labels.review.totals} />
          {view.referral?.status === 'refused' && <Text tone="muted">{t('programmes.ambassador.checkoutRefused', { code: view.referral.code })}</Text>}
        </aside>
      </div>
    </div>
  );
}
