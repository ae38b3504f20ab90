import type { Locale, SizeGuideKind } from '../../../contract';
import { SIZES } from '../../db/seed-vocabulary';

type Words = Record<Locale, string>;
/** A cell: a figure, a range of figures (from–to) or the same text in every language. */
export type Cell = number | readonly [number, number] | string;

export const MEASURES = {
  bust: {
    name: { pt: 'Peito', en: 'Bust', es: 'Pecho', fr: 'Tour de poitrine' },
    text: {
      pt: 'Meça à volta da parte mais cheia do peito, com a fita na horizontal.',
      en: 'Measure around the fullest part of the bust, keeping the tape horizontal.',
      es: 'Mida alrededor de la parte más prominente del pecho, con la cinta en horizontal.',
      fr: "Mesurez autour de la partie la plus forte de la poitrine, le mètre à l'horizontale.",
    },
  },
  chest: {
    name: { pt: 'Peito', en: 'Chest', es: 'Pecho', fr: 'Tour de poitrine' },
    text: {
      pt: 'Meça à volta da parte mais larga do peito, logo abaixo das axilas.',
      en: 'Measure around the widest part of the chest, just under the armpits.',
      es: 'Mida alrededor de la parte más ancha del pecho, justo debajo de las axilas.',
      fr: 'Mesurez autour de la partie la plus large du torse, juste sous les aisselles.',
    },
  },
  waist: {
    name: { pt: 'Cintura', en: 'Waist', es: 'Cintura', fr: 'Tour de taille' },
    text: {
      pt: 'Meça à volta da parte mais estreita da cintura, sem apertar a fita.',
      en: 'Measure around the narrowest part of the waist, without pulling the tape tight.',
      es: 'Mida alrededor de la parte más estrecha de la cintura, sin apretar la cinta.',
      fr: 'Mesurez autour de la partie la plus fine de la taille, sans serrer le mètre.',
    },
  },
  hip: {
    name: { pt: 'Ancas', en: 'Hips', es: 'Cadera', fr: 'Tour de hanches' },
    text: {
      pt: 'De pés juntos, meça à volta da parte mais larga das ancas.',
      en: 'With your feet together, measure around the widest part of the hips.',
      es: 'Con los pies juntos, mida alrededor de la parte más ancha de la cadera.',
      fr: 'Pieds joints, mesurez autour de la partie la plus large des hanches.',
    },
  },
  inseam: {
    name: { pt: 'Entrepernas', en: 'Inside leg', es: 'Entrepierna', fr: 'Entrejambe' },
    text: {
      pt: 'Descalço, meça do entrepernas até ao chão, pelo lado de dentro da perna.',
      en: 'Barefoot, measure from the crotch to the floor along the inside of the leg.',
      es: 'Descalzo, mida desde la entrepierna hasta el suelo por la cara interior de la pierna.',
      fr: "Pieds nus, mesurez de l'entrejambe jusqu'au sol, le long de l'intérieur de la jambe.",
    },
  },
  neck: {
    name: { pt: 'Pescoço', en: 'Neck', es: 'Cuello', fr: 'Tour de cou' },
    text: {
      pt: 'Meça à volta da base do pescoço, deixando um dedo de folga.',
      en: "Measure around the base of the neck, leaving a finger's room.",
      es: 'Mida alrededor de la base del cuello, dejando un dedo de holgura.',
      fr: "Mesurez autour de la base du cou, en laissant un doigt d'aisance.",
    },
  },
  foot: {
    name: { pt: 'Comprimento do pé', en: 'Foot length', es: 'Longitud del pie', fr: 'Longueur du pied' },
    text: {
      pt: 'De pé, com o calcanhar encostado a uma parede, meça até à ponta do dedo mais comprido. Meça os dois pés e use a medida maior.',
      en: 'Standing with your heel against a wall, measure to the tip of your longest toe. Measure both feet and use the longer one.',
      es: 'De pie, con el talón contra una pared, mida hasta la punta del dedo más largo. Mida los dos pies y use la medida mayor.',
      fr: "Debout, le talon contre un mur, mesurez jusqu'au bout de l'orteil le plus long. Mesurez les deux pieds et retenez la plus grande mesure.",
    },
  },
  height: {
    name: { pt: 'Altura', en: 'Height', es: 'Altura', fr: 'Stature' },
    text: {
      pt: 'Com a criança descalça e encostada a uma parede, meça do chão ao topo da cabeça.',
      en: 'With the child barefoot and standing against a wall, measure from the floor to the top of the head.',
      es: 'Con el niño descalzo y apoyado en una pared, mida desde el suelo hasta la parte más alta de la cabeza.',
      fr: "L'enfant pieds nus et dos au mur, mesurez du sol au sommet de la tête.",
    },
  },
  wrist: {
    name: { pt: 'Pulso', en: 'Wrist', es: 'Muñeca', fr: 'Tour de poignet' },
    text: {
      pt: 'Enrole uma fita ou uma tira de papel à volta do pulso, logo acima do osso, e meça o comprimento.',
      en: 'Wrap a tape or a strip of paper around the wrist, just above the bone, and measure its length.',
      es: 'Rodee la muñeca con una cinta o una tira de papel, justo por encima del hueso, y mida su longitud.',
      fr: "Entourez le poignet d'un mètre ou d'une bande de papier, juste au-dessus de l'os, et mesurez sa longueur.",
    },
  },
} as const satisfies Record<string, { name: Words; text: Words }>;
export type Measure = keyof typeof MEASURES;

/** A column: a fixed heading, or a body measurement in a unit (its heading is the measure's name). */
export type Column = Words | { measure: Measure; unit: 'cm' | 'in' };

export interface GuideTable {
  title: Words;
  caption: Words;
  columns: readonly Column[];
  /** The first cell names the row: a size of the seed's vocabulary (its words) or a text. */
  rows: ReadonlyArray<readonly [Words, ...Cell[]]>;
  measures: readonly Measure[];
  note: Words | null;
}

const same = (text: string): Words => ({ pt: text, en: text, es: text, fr: text });
const size = (slug: keyof typeof SIZES): Words => SIZES[slug]!;

const SIZE: Words = { pt: 'Tamanho', en: 'Size', es: 'Talla', fr: 'Taille' };
const EU_CLOTHING: Words = { pt: 'PT/EU', en: 'EU', es: 'ES/EU', fr: 'FR/EU' };
const BETWEEN_SIZES: Words = {
  pt: 'Se ficar entre dois tamanhos, escolha o maior.',
  en: 'If you are between two sizes, choose the larger one.',
  es: 'Si está entre dos tallas, elija la mayor.',
  fr: 'Si vous êtes entre deux tailles, choisissez la plus grande.',
};
const BODY_CAPTION: Words = {
  pt: 'Equivalências de tamanhos e medidas do corpo',
  en: 'Size conversions and body measurements',
  es: 'Equivalencias de tallas y medidas del cuerpo',
  fr: 'Équivalences de tailles et mensurations',
};

// Women: the French/Spanish/Portuguese numbering (34–42), UK = EU − 28, US = EU − 32.
const womenSizes = [
  [size('xs'), 34, 6, 2, [78, 82], [60, 64], [86, 90]],
  [size('s'), 36, 8, 4, [82, 86], [64, 68], [90, 94]],
  [size('m'), 38, 10, 6, [86, 90], [68, 72], [94, 98]],
  [size('l'), 40, 12, 8, [90, 94], [72, 76], [98, 102]],
  [size('xl'), 42, 14, 10, [94, 98], [76, 80], [102, 106]],
] as const;

// Men: EU jacket sizes are half the chest in cm; UK/US sizes are the chest in inches.
const menSizes = [
  { size: size('xs'), eu: 44, chestIn: 34, chest: [86, 90], waist: [74, 78], hip: [90, 94], neck: [36, 37], waistIn: '30', inseam: 80 },
  { size: size('s'), eu: 46, chestIn: 36, chest: [90, 94], waist: [78, 82], hip: [94, 98], neck: [37, 38], waistIn: '31–32', inseam: 81 },
  { size: size('m'), eu: 48, chestIn: 38, chest: [94, 98], waist: [82, 86], hip: [98, 102], neck: [39, 40], waistIn: '33', inseam: 82 },
  { size: size('l'), eu: 50, chestIn: 40, chest: [98, 102], waist: [86, 90], hip: [102, 106], neck: [41, 42], waistIn: '34–35', inseam: 83 },
  { size: size('xl'), eu: 52, chestIn: 42, chest: [102, 106], waist: [90, 94], hip: [106, 110], neck: [43, 44], waistIn: '36', inseam: 84 },
] as const;

// Shoes: Paris points (EU = 1.5 × (foot + 1.5 cm)), UK from the common conversion, US women = UK + 2, US men = UK + 1.
const shoeSizes = [36, 38, 40, 42, 44].map((eu) => {
  const uk = 3.5 + (eu - 36) * 0.75;
  const foot = Math.round((eu / 1.5 - 1.5) * 10) / 10;
  return [same(String(eu)), uk, uk + 2, uk + 1, foot] as const;
});

export const SIZE_GUIDE_TABLES: Record<SizeGuideKind, GuideTable> = {
  'women-clothing': {
    title: { pt: 'Mulher: vestidos e blusas', en: 'Women: dresses and blouses', es: 'Mujer: vestidos y blusas', fr: 'Femme : robes et chemisiers' },
    caption: BODY_CAPTION,
    columns: [SIZE, EU_CLOTHING, same('UK'), same('US'), { measure: 'bust', unit: 'cm' }, { measure: 'waist', unit: 'cm' }, { measure: 'hip', unit: 'cm' }],
    rows: womenSizes,
    measures: ['bust', 'waist', 'hip'],
    note: BETWEEN_SIZES,
  },
  'women-trousers': {
    title: { pt: 'Mulher: calças', en: 'Women: trousers', es: 'Mujer: pantalones', fr: 'Femme : pantalons' },
    caption: BODY_CAPTION,
    columns: [SIZE, EU_CLOTHING, same('UK'), same('US'), { measure: 'waist', unit: 'cm' }, { measure: 'hip', unit: 'cm' }, { measure: 'inseam', unit: 'cm' }],
    rows: womenSizes.map(([name, eu, uk, us, , waist, hip], index) => [name, eu, uk, us, waist, hip, 76 + index] as const),
    measures: ['waist', 'hip', 'inseam'],
    note: BETWEEN_SIZES,
  },
  'men-tops': {
    title: { pt: 'Homem: camisas, t-shirts e casacos', en: 'Men: shirts, T-shirts and jackets', es: 'Hombre: camisas, camisetas y chaquetas', fr: 'Homme : chemises, T-shirts et vestes' },
    caption: BODY_CAPTION,
    columns: [SIZE, same('EU'), same('UK/US'), { measure: 'chest', unit: 'cm' }, { measure: 'waist', unit: 'cm' }, { measure: 'neck', unit: 'cm' }],
    rows: menSizes.map((row) => [row.size, row.eu, row.chestIn, row.chest, row.waist, row.neck] as const),
    measures: ['chest', 'waist', 'neck'],
    note: BETWEEN_SIZES,
  },
  'men-trousers': {
    title: { pt: 'Homem: calças', en: 'Men: trousers', es: 'Hombre: pantalones', fr: 'Homme : pantalons' },
    caption: BODY_CAPTION,
    columns: [SIZE, same('EU'), { measure: 'waist', unit: 'in' }, { measure: 'waist', unit: 'cm' }, { measure: 'hip', unit: 'cm' }, { measure: 'inseam', unit: 'cm' }],
    rows: menSizes.map((row) => [row.size, row.eu, row.waistIn, row.waist, row.hip, row.inseam] as const),
    measures: ['waist', 'hip', 'inseam'],
    note: BETWEEN_SIZES,
  },
  shoes: {
    title: { pt: 'Calçado', en: 'Shoes', es: 'Calzado', fr: 'Chaussures' },
    caption: {
      pt: 'Equivalências de números e comprimento do pé',
      en: 'Shoe size conversions and foot length',
      es: 'Equivalencias de números y longitud del pie',
      fr: 'Équivalences de pointures et longueur du pied',
    },
    columns: [same('EU'), same('UK'), { pt: 'US mulher', en: 'US women', es: 'US mujer', fr: 'US femme' }, { pt: 'US homem', en: 'US men', es: 'US hombre', fr: 'US homme' }, { measure: 'foot', unit: 'cm' }],
    rows: shoeSizes,
    measures: ['foot'],
    note: {
      pt: 'Se ficar entre dois números, escolha o maior.',
      en: 'If you are between two sizes, choose the larger one.',
      es: 'Si está entre dos números, elija el mayor.',
      fr: 'Si vous êtes entre deux pointures, choisissez la plus grande.',
    },
  },
  'kids-clothing': {
    title: { pt: 'Criança: roupa', en: 'Kids: clothing', es: 'Niños: ropa', fr: 'Enfants : vêtements' },
    caption: {
      pt: 'Tamanhos por idade e medidas da criança',
      en: "Sizes by age and the child's measurements",
      es: 'Tallas por edad y medidas del niño',
      fr: "Tailles par âge et mensurations de l'enfant",
    },
    columns: [{ pt: 'Idade', en: 'Age', es: 'Edad', fr: 'Âge' }, { measure: 'height', unit: 'cm' }, { measure: 'chest', unit: 'cm' }, { measure: 'waist', unit: 'cm' }],
    // European children's sizes are the height in cm: 92, 104, 116, 128, 140.
    rows: [
      [size('2-anos'), [87, 92], 52, 51],
      [size('4-anos'), [99, 104], 56, 53],
      [size('6-anos'), [111, 116], 60, 55],
      [size('8-anos'), [123, 128], 64, 57],
      [size('10-anos'), [135, 140], 68, 60],
    ],
    measures: ['height', 'chest', 'waist'],
    note: {
      pt: 'Escolha pela altura quando a idade e a altura indicarem tamanhos diferentes.',
      en: 'Go by height when age and height point to different sizes.',
      es: 'Elija por la altura cuando la edad y la altura indiquen tallas distintas.',
      fr: "Choisissez selon la stature quand l'âge et la stature indiquent des tailles différentes.",
    },
  },
  watches: {
    title: { pt: 'Relógios', en: 'Watches', es: 'Relojes', fr: 'Montres' },
    caption: {
      pt: 'Diâmetro da caixa e pulso a que se ajusta',
      en: 'Case diameter and the wrist it suits',
      es: 'Diámetro de la caja y muñeca a la que se ajusta',
      fr: 'Diamètre du boîtier et poignet adapté',
    },
    columns: [{ pt: 'Caixa', en: 'Case', es: 'Caja', fr: 'Boîtier' }, { measure: 'wrist', unit: 'cm' }],
    rows: [
      [size('40mm'), [14, 17]],
      [size('42mm'), [16, 18.5]],
      [size('44mm'), [17.5, 20]],
    ],
    measures: ['wrist'],
    note: null,
  },
};

/** The guide of each category the seed sells in sizes (its code); categories not named have none. */
export const SIZE_GUIDE_OF_CATEGORY: Readonly<Record<string, SizeGuideKind>> = {
  'mulher-vestidos': 'women-clothing',
  'mulher-blusas': 'women-clothing',
  'mulher-calcas': 'women-trousers',
  'mulher-calcado': 'shoes',
  'homem-camisas': 'men-tops',
  'homem-t-shirts': 'men-tops',
  'homem-casacos': 'men-tops',
  'homem-calcas': 'men-trousers',
  'homem-calcado': 'shoes',
  'crianca-conjuntos': 'kids-clothing',
  'crianca-t-shirts': 'kids-clothing',
  'crianca-vestidos': 'kids-clothing',
  'crianca-calcoes': 'kids-clothing',
  'crianca-calcado': 'shoes',
  'relogios-automaticos': 'watches',
  'relogios-cronografos': 'watches',
  'relogios-smartwatches': 'watches',
  'relogios-mergulho': 'watches',
  'relogios-classicos': 'watches',
};
