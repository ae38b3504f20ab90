import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { navigateTo } from '../../features/checkout/units';
import { checkoutOrderCreated } from '../../features/realtime';
import { $toasts } from '../../features/toasts';

const ORDER = '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';

describe('the cart drawer and the order its checkout channel announces (§4, §8, §9)', () => {
  it('the drawer brings the order completion along: the order toast, then the success page 0.5 s later', async () => {
    // Only the drawer's module is loaded here: the checkout model is not on a shop page until it is.
    await import('./CommerceOverlays');
    const scope = fork();
    const visits: string[] = [];
    createWatch({ unit: navigateTo, scope, fn: (to) => visits.push(to) });
    await allSettled(checkoutOrderCreated, { scope, params: { order: { order_uuid: ORDER }, redirect: { url: `/checkout/success?token=abc` } } });
    expect(scope.getState($toasts).map((toast) => toast.title)).toEqual([{ key: 'checkout.orderCompleted.title' }]);
    expect(visits).toEqual(['/checkout/success?token=abc']);
  });
});
