import { describe, expect, it } from 'vitest';
import { canDecrement, canIncrement, checkAdd, checkQuantityChange, isSameLine, itemStockWarning, requestedUnits } from './stock';

describe('§5 adding a variant with known stock', () => {
  it('combined quantity above stock_available is refused: limit reached when none can be added', () => {
    expect(checkAdd({ existingQuantity: 3, requested: 1, stockLimit: 3 })).toEqual({ ok: false, message: { kind: 'limitReached' } });
  });

  it("combined quantity above stock_available is refused: 'only {count} can be added' when some can", () => {
    expect(checkAdd({ existingQuantity: 1, requested: 3, stockLimit: 3 })).toEqual({ ok: false, message: { kind: 'onlyCanAdd', count: 2 } });
    expect(checkAdd({ existingQuantity: 1, requested: 2, stockLimit: 3 })).toEqual({ ok: true, quantity: 2, warning: null });
  });

  it("a new item above stock is clamped to the stock with the warning 'adjusted to stock'", () => {
    expect(checkAdd({ existingQuantity: 0, requested: 5, stockLimit: 2 })).toEqual({ ok: true, quantity: 2, warning: { kind: 'adjusted' } });
    expect(checkAdd({ existingQuantity: 0, requested: 2, stockLimit: 2 })).toEqual({ ok: true, quantity: 2, warning: null });
  });

  it('a new item of an offer with no stock is refused as limit reached (nothing to clamp to)', () => {
    expect(checkAdd({ existingQuantity: 0, requested: 1, stockLimit: 0 })).toEqual({ ok: false, message: { kind: 'limitReached' } });
  });

  it('unknown stock adds what was asked (the API checks)', () => {
    expect(checkAdd({ existingQuantity: 4, requested: 7, stockLimit: null })).toEqual({ ok: true, quantity: 7, warning: null });
  });
});

describe('§5 a simple product', () => {
  it('adds 1 unit', () => {
    expect(requestedUnits(undefined)).toBe(1);
    expect(requestedUnits(0)).toBe(1);
    expect(requestedUnits(2.7)).toBe(2);
  });

  it('merges on the same id, size and color', () => {
    const line = { offer_id: 7, size: 'M', color: 'Azul' };
    expect(isSameLine(line, { offer_id: 7, size: 'M', color: 'Azul' })).toBe(true);
    expect(isSameLine(line, { offer_id: 7 })).toBe(true);
    expect(isSameLine(line, { offer_id: 7, size: 'L', color: 'Azul' })).toBe(false);
    expect(isSameLine(line, { offer_id: 7, size: 'M', color: 'Verde' })).toBe(false);
    expect(isSameLine(line, { offer_id: 8, size: 'M', color: 'Azul' })).toBe(false);
  });
});

describe('§5 a quantity update', () => {
  it("above the current quantity plus remaining stock is refused with 'only {count} in stock'", () => {
    expect(checkQuantityChange({ quantity: 2, stock_available: 1 }, 4)).toEqual({ kind: 'rejected', message: { kind: 'onlyInStock', count: 3 } });
    expect(checkQuantityChange({ quantity: 2, stock_available: 1 }, 3)).toEqual({ kind: 'set', quantity: 3 });
  });

  it('0 or less removes the item', () => {
    expect(checkQuantityChange({ quantity: 2, stock_available: 1 }, 0)).toEqual({ kind: 'remove' });
    expect(checkQuantityChange({ quantity: 2, stock_available: 1 }, -1)).toEqual({ kind: 'remove' });
  });

  it('a decrease is always allowed, even when the offer is oversold', () => {
    expect(checkQuantityChange({ quantity: 3, stock_available: -2 }, 2)).toEqual({ kind: 'set', quantity: 2 });
    expect(checkQuantityChange({ quantity: 3, stock_available: 0 }, 3)).toEqual({ kind: 'unchanged' });
  });
});

describe('§5 quantity controls', () => {
  it('decrement is disabled at quantity 1 or while updating', () => {
    expect(canDecrement({ quantity: 1 }, false)).toBe(false);
    expect(canDecrement({ quantity: 2 }, true)).toBe(false);
    expect(canDecrement({ quantity: 2 }, false)).toBe(true);
  });

  it('increment is disabled when stock_available is 0 or below, or while updating', () => {
    expect(canIncrement({ stock_available: 0 }, false)).toBe(false);
    expect(canIncrement({ stock_available: -1 }, false)).toBe(false);
    expect(canIncrement({ stock_available: 3 }, true)).toBe(false);
    expect(canIncrement({ stock_available: 1 }, false)).toBe(true);
  });
});

describe('§5 item stock warnings', () => {
  it("0 'limit reached', 1 'last unit', 2 or 3 'units left', none above", () => {
    expect([0, 1, 2, 3, 4].map((left) => itemStockWarning({ stock_available: left }))).toEqual([
      { kind: 'limitReached' },
      { kind: 'lastUnit' },
      { kind: 'unitsLeft', count: 2 },
      { kind: 'unitsLeft', count: 3 },
      null,
    ]);
  });
});
