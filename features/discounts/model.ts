import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { couponRejection, normalizeCouponCode } from '../../contract/constants';
import type { Discount } from '../../contract';
import {
  $appliedCoupon,
  $cartUuid,
  $isRemovingCoupon,
  $subtotal,
  appliedCouponCleared,
  couponApplyFinished,
  couponApplyRequested,
  couponRejectionText,
  couponRemoveRequested,
} from '../cart';
import { $user } from '../auth';
import { toastShown } from '../toasts';
import type { ToastInput, ToastText } from '../toasts';
import { fetchDiscountsFx } from './api';
import { safeParseWithContract } from '../api-client';

/** The drawer's list: not loaded yet, loading (skeleton), loaded (cards or the empty state), failed. */
export const DISCOUNTS_STATUSES = ['idle', 'loading', 'ready', 'error'] as const;
export type DiscountsStatus = (typeof DISCOUNTS_STATUSES)[number];

/** Writes a text to the clipboard (the browser's `navigator.clipboard.writeText`); injected per scope. */
export type ClipboardWriter = (text: string) => Promise<void>;

/**
 * Catalogue keys of the drawer's own toasts (locales/*.json, namespace `discounts`; pt holds the §8 texts).
 * The cart answers every apply and remove with its toast (`cart.coupon.*`: 'Cupão {code} aplicado com
 * sucesso!', the server message or 'Erro ao aplicar cupão', 'Cupão removido', 'Erro ao remover cupão')
 * and the §8 validation labels are the cart's too, so the drawer never shows a second copy of them.
 */
export const DISCOUNTS_TEXT_KEYS = {
  loadFailed: 'discounts.toasts.loadFailed',
  codeCopied: 'discounts.toasts.codeCopied',
  copyFailed: 'discounts.toasts.copyFailed',
  appliedDeactivated: 'discounts.toasts.appliedDeactivated',
} as const;

/** §2: only valid and active coupons are listed. */
const isListable = (discount: Discount) => discount.is_valid && discount.is_active;
const sameCode = (a: string, b: string) => normalizeCouponCode(a) === normalizeCouponCode(b);
const toast = (level: ToastInput['level'], title: ToastText): ToastInput => ({ level, title });

// ——— state ———

/** §2 the drawer's coupons: only valid and active ones. */
export const $discounts = createStore<Discount[]>([]);
export const $discountsStatus = createStore<DiscountsStatus>('idle');
export const $isDrawerOpen = createStore(false);
/** A deactivated coupon that was applied: hidden at once, while the cart removes it on the server. */
const $deactivatedCode = createStore<string | null>(null, { serialize: 'ignore' });
/** The code of the coupon applied to the cart (the drawer's applied banner), or none. It follows the cart. */
export const $appliedCode = combine($appliedCoupon, $deactivatedCode, (coupon, deactivated) => {
  const code = coupon?.code ?? null;
  return code === null || (deactivated !== null && sameCode(code, deactivated)) ? null : code;
});
/** The applied coupon as listed, for the banner (null when none is applied or it is not listed). */
export const $appliedDiscount = combine($discounts, $appliedCode, (discounts, code) =>
  code === null ? null : (discounts.find((discount) => sameCode(discount.code, code)) ?? null),
);
/** The code the drawer asked the cart to apply (its card shows it in flight); the cart's other answers are not the drawer's. */
export const $applyingCode = createStore<string | null>(null, { serialize: 'ignore' });
export const $isApplying = $applyingCode.map((code) => code !== null);
export const $isRemoving = $isRemovingCoupon;
const $loadNumber = createStore(0, { serialize: 'ignore' });
/** Who the list was asked for (VIP coupons are listed only for their customers); null for a guest. */
const $listedFor = createStore<number | null>(null, { serialize: 'ignore' });
/** Injected in the browser: the clipboard writer. None on the server. */
export const $clipboardWriter = createStore<ClipboardWriter | null>(null, { serialize: 'ignore' });

// ——— events ———

/** §4: the app started — load the list (once per page; the realtime issue subscribes `discount_list`). */
export const discountsInitialised = createEvent();
export const drawerOpened = createEvent();
export const drawerClosed = createEvent();
/** A coupon card's apply button, with the card's code. */
export const couponApplyClicked = createEvent<string>();
/** The applied banner's remove button. */
export const couponRemoveClicked = createEvent();
/** §2 a card's copy button: the code goes to the clipboard. */
export const codeCopied = createEvent<string>();
/** §4/§7 an `UpdateDiscounts` message from `discount_list`, as received (JSON text or object); invalid ones are ignored. */
export const discountUpdated = createEvent<unknown>();
/**
 * Beyond the spec: read a list already loaded again, quietly (the live connection came back and may have missed
 * UpdateDiscounts): no loading state; a failure keeps the list and says nothing.
 */
export const discountsRefreshed = createEvent();

// ——— effects ———

const loadFx = attach({ effect: fetchDiscountsFx, mapParams: (_loadNumber: number) => undefined });
const refreshFx = attach({ effect: fetchDiscountsFx, mapParams: (_loadNumber: number) => undefined });
export const copyCodeFx = attach({
  source: $clipboardWriter,
  effect: async (write, code: string) => {
    if (!write) throw new Error('No clipboard');
    await write(code);
  },
});

// ——— loading (§4: the list loads on init) ———

// Opening the drawer retries a list that failed (or was never asked for).
const drawerNeedsList = sample({ clock: drawerOpened, source: $discountsStatus, filter: (status) => status === 'idle' || status === 'error', fn: () => undefined });
// VIP coupons are listed only for their customers: another user signing in, or signing out, asks again
// for a list already asked for.
const audienceChanged = sample({
  clock: $user.updates,
  source: { status: $discountsStatus, listedFor: $listedFor },
  filter: ({ status, listedFor }, user) => status !== 'idle' && (user?.id ?? null) !== listedFor,
  fn: () => undefined,
});
const loadStarted = sample({ clock: [discountsInitialised, drawerNeedsList, audienceChanged], fn: () => undefined });
sample({ clock: loadStarted, source: $loadNumber, fn: (number) => number + 1, target: $loadNumber });
sample({ clock: loadStarted, source: $loadNumber, target: loadFx });
sample({ clock: loadStarted, source: $user, fn: (user) => user?.id ?? null, target: $listedFor });
sample({ clock: loadStarted, fn: (): DiscountsStatus => 'loading', target: $discountsStatus });
// Only the answer of the latest load counts.
const loaded = sample({ clock: loadFx.done, source: $loadNumber, filter: (number, { params }) => params === number, fn: (_number, { result }) => result });
const loadFailed = sample({ clock: loadFx.fail, source: $loadNumber, filter: (number, { params }) => params === number, fn: () => undefined });
// §2: only valid and active coupons are listed.
sample({ clock: loaded, fn: (discounts) => discounts.filter(isListable), target: $discounts });
sample({ clock: loaded, fn: (): DiscountsStatus => 'ready', target: $discountsStatus });
// §7/§8: a failed load gives an empty list and 'Erro ao carregar cupões'.
sample({ clock: loadFailed, fn: (): Discount[] => [], target: $discounts });
sample({ clock: loadFailed, fn: (): DiscountsStatus => 'error', target: $discountsStatus });
sample({ clock: loadFailed, fn: () => toast('error', { key: DISCOUNTS_TEXT_KEYS.loadFailed }), target: toastShown });

// A quiet refresh of a listed list; a load started meanwhile wins (its number moves on).
const refreshStarted = sample({ clock: discountsRefreshed, source: { status: $discountsStatus, number: $loadNumber }, filter: ({ status }) => status === 'ready', fn: ({ number }) => number });
sample({ clock: refreshStarted, target: refreshFx });
sample({
  clock: refreshFx.done,
  source: { number: $loadNumber, status: $discountsStatus },
  filter: ({ number, status }, { params }) => params === number && status === 'ready',
  fn: (_source, { result }) => result.filter(isListable),
  target: $discounts,
});

// ——— drawer ———

sample({ clock: drawerOpened, fn: () => true, target: $isDrawerOpen });
sample({ clock: drawerClosed, fn: () => false, target: $isDrawerOpen });

// ——— applying (§5 Coupons) ———

const applyChecked = sample({
  clock: couponApplyClicked,
  source: { cartUuid: $cartUuid, discounts: $discounts, subtotal: $subtotal, applying: $applyingCode },
  filter: ({ applying }) => applying === null,
  fn: ({ cartUuid, discounts, subtotal }, code) => {
    // §5: applying needs a cart uuid and a coupon found by code in the list…
    if (!cartUuid) return { code, rejection: couponRejectionText('cartNotFound') };
    const discount = discounts.find((listed) => sameCode(listed.code, code));
    if (!discount) return { code, rejection: couponRejectionText('notFound') };
    // …and one that applies to this cart (the API checks the subtotal), in the §5 order, before any call.
    const reason = couponRejection(discount, subtotal);
    return { code: discount.code, rejection: reason === null ? null : couponRejectionText(reason, discount.minimum_order_value) };
  },
});
// §8: 'Carrinho não encontrado', 'Cupão não encontrado' or the validation message, and no call.
sample({ clock: applyChecked, filter: ({ rejection }) => rejection !== null, fn: ({ rejection }) => toast('error', rejection!), target: toastShown });
const applyAsked = sample({ clock: applyChecked, filter: ({ rejection }) => rejection === null, fn: ({ code }) => code });
sample({ clock: applyAsked, target: $applyingCode });
sample({ clock: applyAsked, fn: (code) => ({ code }), target: couponApplyRequested });
const drawerAnswer = sample({ clock: couponApplyFinished, source: $applyingCode, filter: (applying) => applying !== null, fn: (_applying, answer) => answer });
sample({ clock: drawerAnswer, fn: () => null, target: $applyingCode });
// §4: applying sets the applied discount (the cart's) and closes the drawer; the cart shows the toast.
sample({ clock: drawerAnswer, filter: (answer) => answer.ok, fn: () => false, target: $isDrawerOpen });

// ——— removing (§4: removing clears it; the cart shows 'Cupão removido' or 'Erro ao remover cupão') ———

sample({
  clock: couponRemoveClicked,
  source: { code: $appliedCode, removing: $isRemovingCoupon },
  filter: ({ code, removing }) => code !== null && !removing,
  fn: () => undefined,
  target: couponRemoveRequested,
});

// ——— copying (§2: the code can be copied) ———

sample({ clock: codeCopied, target: copyCodeFx });
sample({ clock: copyCodeFx.done, fn: ({ params }) => toast('success', { key: DISCOUNTS_TEXT_KEYS.codeCopied, values: { code: params } }), target: toastShown });
sample({ clock: copyCodeFx.fail, fn: () => toast('error', { key: DISCOUNTS_TEXT_KEYS.copyFailed }), target: toastShown });

// ——— live updates (§4 Discounts, §7 discount_list UpdateDiscounts) ———

// The message is checked with its contract schema, loaded with the first message (never in the first load).
const parseUpdateFx = createEffect((raw: unknown) => safeParseWithContract(() => import('../../contract/realtime').then((contract) => contract.UpdateDiscountsMessage), raw));
sample({ clock: discountUpdated, target: parseUpdateFx });
const updated = sample({ clock: parseUpdateFx.doneData, filter: (parsed) => parsed.success, fn: (parsed) => parsed.data!.message });
// §4: is_active false removes it; a known code is replaced; an unknown code is added (only listable ones, §2).
sample({
  clock: updated,
  source: $discounts,
  fn: (discounts, discount) => {
    const known = discounts.some((listed) => sameCode(listed.code, discount.code));
    if (!isListable(discount)) return discounts.filter((listed) => !sameCode(listed.code, discount.code));
    return known ? discounts.map((listed) => (sameCode(listed.code, discount.code) ? discount : listed)) : [...discounts, discount];
  },
  target: $discounts,
});
// §4: a deactivated coupon that was applied is cleared with the error 'O cupão aplicado foi desativado'.
const appliedDeactivated = sample({
  clock: updated,
  source: $appliedCode,
  filter: (applied, discount) => !discount.is_active && applied !== null && sameCode(applied, discount.code),
  fn: (applied) => applied as string,
});
sample({ clock: appliedDeactivated, target: [$deactivatedCode, appliedCouponCleared] });
// Once the cart no longer carries the deactivated coupon, the cart's own state shows again.
sample({
  clock: $appliedCoupon.updates,
  source: $deactivatedCode,
  filter: (deactivated, coupon) => deactivated !== null && !(coupon?.code && sameCode(coupon.code, deactivated)),
  fn: () => null,
  target: $deactivatedCode,
});
sample({ clock: appliedDeactivated, fn: () => toast('error', { key: DISCOUNTS_TEXT_KEYS.appliedDeactivated }), target: toastShown });
