import { LANGUAGE_TAGS, type Locale, type SizeGuide, type SizeGuideKind } from '../../../contract';
import { MEASURES, SIZE_GUIDE_OF_CATEGORY, SIZE_GUIDE_TABLES, type Cell, type Column } from './tables';

const UNIT_NAMES: Record<'cm' | 'in', Record<Locale, string>> = {
  cm: { pt: 'cm', en: 'cm', es: 'cm', fr: 'cm' },
  in: { pt: 'polegadas', en: 'in', es: 'pulgadas', fr: 'pouces' },
};

/** The guide of a product's category (its code), or null when the category is not sold by size. */
export function sizeGuideOfCategory(code: string | null | undefined): SizeGuideKind | null {
  return (code && SIZE_GUIDE_OF_CATEGORY[code]) || null;
}

function heading(column: Column, locale: Locale): string {
  if (!('measure' in column)) return column[locale];
  return `${MEASURES[column.measure].name[locale]} (${UNIT_NAMES[column.unit][locale]})`;
}

function cellText(cell: Cell, format: Intl.NumberFormat): string {
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number') return format.format(cell);
  return `${format.format(cell[0])}–${format.format(cell[1])}`;
}

/** A guide in one language, its figures written in the language's number format ('3,5' in pt, '3.5' in en). */
export function sizeGuide(kind: SizeGuideKind, locale: Locale): SizeGuide {
  const table = SIZE_GUIDE_TABLES[kind];
  const format = new Intl.NumberFormat(LANGUAGE_TAGS[locale], { maximumFractionDigits: 1 });
  return {
    kind,
    locale,
    title: table.title[locale],
    caption: table.caption[locale],
    columns: table.columns.map((column) => heading(column, locale)),
    rows: table.rows.map(([name, ...cells]) => [name[locale], ...cells.map((cell) => cellText(cell, format))]),
    how_to_measure: table.measures.map((measure) => ({ name: MEASURES[measure].name[locale], text: MEASURES[measure].text[locale] })),
    note: table.note?.[locale] ?? null,
  };
}
