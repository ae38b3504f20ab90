import type { PageVariant as Variant } from '../../contract';
import { availableStock } from '../OfferList';

export interface SelectorValue {
  slug: string;
  value: string;
}

export interface SelectorAttribute {
  name: string;
  values: SelectorValue[];
}

/** Selector attributes (`is_to_use_as_selector`) in first-seen order, each with its distinct values. */
export function selectorAttributes(variants: readonly Variant[]): SelectorAttribute[] {
  const attributes = new Map<string, Map<string, string>>();
  for (const variant of variants) {
    for (const attribute of variant.attribute_values) {
      if (!attribute.is_to_use_as_selector) continue;
      const values = attributes.get(attribute.attribute) ?? new Map<string, string>();
      if (!values.has(attribute.slug)) values.set(attribute.slug, attribute.value);
      attributes.set(attribute.attribute, values);
    }
  }
  return [...attributes].map(([name, values]) => ({ name, values: [...values].map(([slug, value]) => ({ slug, value })) }));
}

/** The slug a variant has for an attribute, or null. */
export function slugOf(variant: Variant, attribute: string): string | null {
  return variant.attribute_values.find((value) => value.attribute === attribute && value.is_to_use_as_selector)?.slug ?? null;
}

export function variantStock(variant: Variant): number {
  return variant.offers.reduce((sum, offer) => sum + availableStock(offer), 0);
}

/** Variants with `attribute` = `slug` that keep the other chosen values; all with that value when none does. */
function candidates<V extends Variant>(variants: readonly V[], selected: Variant | null, attribute: string, slug: string): V[] {
  const withValue = variants.filter((variant) => slugOf(variant, attribute) === slug);
  if (!selected) return withValue;
  const others = selectorAttributes([selected]).filter((a) => a.name !== attribute);
  const compatible = withValue.filter((variant) => others.every((other) => slugOf(variant, other.name) === slugOf(selected, other.name)));
  return compatible.length > 0 ? compatible : withValue;
}

/** A value is unavailable when every variant it would select has zero stock. */
export function isUnavailable(variants: readonly Variant[], selected: Variant | null, attribute: string, slug: string): boolean {
  return candidates(variants, selected, attribute, slug).every((variant) => variantStock(variant) === 0);
}

/** The variant a click on a value selects: the other chosen values kept when possible, stock preferred. */
export function variantFor<V extends Variant>(variants: readonly V[], selected: Variant | null, attribute: string, slug: string): V | null {
  const found = candidates(variants, selected, attribute, slug);
  return found.find((variant) => variantStock(variant) > 0) ?? found[0] ?? null;
}
