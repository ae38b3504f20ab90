import type { EvaluationCase } from './corpus/evaluation';
import type { Entities } from './entities';
import { fold } from './text';

/**
 * Whether the entities found cover the ones an evaluation case expects. A product word matches a
 * word of a catalogue term that it begins or that begins it ('smartwatch' for 'smartwatches', 'serum' in 'face serum').
 */
export function entitiesMatch(expected: NonNullable<EvaluationCase['entities']>, found: Entities): boolean {
  const product = expected.product === undefined ? undefined : fold(expected.product);
  return (
    (expected.order === undefined || found.orderNumbers.includes(expected.order)) &&
    (expected.size === undefined || found.sizes.includes(expected.size)) &&
    (expected.colour === undefined || found.colours.includes(expected.colour)) &&
    (product === undefined || found.products.some(({ word }) => word.split(' ').some((part) => part.startsWith(product) || product.startsWith(part))))
  );
}
