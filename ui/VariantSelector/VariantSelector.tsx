import { useId, type ReactNode } from 'react';
import type { PageVariant as Variant } from '../../contract';
import { VisuallyHidden } from '../VisuallyHidden';
import { isUnavailable, selectorAttributes, slugOf, variantFor } from './variantChoice';
import * as styles from './VariantSelector.css';

export interface VariantSelectorLabels {
  /** The group title of an attribute (`size` → 'Tamanho'); unknown names may return the name. */
  attribute: (name: string) => string;
  /** Said after a value whose variants have no stock. */
  unavailable: string;
}

export interface VariantSelectorProps<V extends Variant = Variant> {
  variants: readonly V[];
  /** The chosen variant's uuid; null before a choice. */
  selectedUuid: string | null;
  labels: VariantSelectorLabels;
  onSelect: (variant: V) => void;
  /** Drawn beside the size group's title (the size guide's opener); nothing when the product has no size choice. */
  sizeGuide?: ReactNode;
}

/**
 * §2/§3 variant choice from `attribute_values` with `is_to_use_as_selector`: one radio group per
 * attribute (size, colour…); values whose variants have zero stock are marked unavailable.
 */
export function VariantSelector<V extends Variant>({ variants, selectedUuid, labels, onSelect, sizeGuide }: VariantSelectorProps<V>) {
  const name = useId();
  const attributes = selectorAttributes(variants);
  const selected = variants.find((variant) => variant.uuid === selectedUuid) ?? null;
  if (attributes.length === 0) return null;

  return (
    <div className={styles.root}>
      {attributes.map((attribute) => {
        const chosenSlug = selected ? slugOf(selected, attribute.name) : null;
        const chosen = attribute.values.find((value) => value.slug === chosenSlug);
        const beside = attribute.name === 'size' ? sizeGuide : undefined;
        return (
          <fieldset key={attribute.name} className={styles.group}>
            <legend className={styles.legend} data-beside={beside ? 'true' : undefined}>
              {labels.attribute(attribute.name)}
              {chosen && <span className={styles.chosen}>: {chosen.value}</span>}
            </legend>
            {/* Outside the legend, so the group's name stays 'Size: M'. */}
            {beside && <div className={styles.beside}>{beside}</div>}
            <ul className={styles.options}>
              {attribute.values.map((value) => {
                const unavailable = isUnavailable(variants, selected, attribute.name, value.slug);
                return (
                  <li key={value.slug}>
                    <label className={styles.option} data-unavailable={unavailable}>
                      <input
                        className={styles.input}
                        type="radio"
                        name={`${name}-${attribute.name}`}
                        value={value.slug}
                        checked={value.slug === chosenSlug}
                        onChange={() => {
                          const variant = variantFor(variants, selected, attribute.name, value.slug);
                          if (variant) onSelect(variant);
                        }}
                      />
                      {value.value}
                      {unavailable && <VisuallyHidden> {labels.unavailable}</VisuallyHidden>}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
