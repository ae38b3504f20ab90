import type { Locale, SegmentCode } from '../../contract';
import type { ShapeName } from '../media/shapes';

/** Words the seed composes product names and descriptions from, per segment, in the four locales. */

export type Words = Record<Locale, string>;

/** A word placed after the noun in every locale, except in English when `enBefore` (\"Linen summer dress\"). */
export type Modifier = Words & { enBefore?: boolean };

export type ProductType = {
  /** The leaf category the type belongs to. */
  category: string;
  shape: ShapeName;
  name: Words;
  /** Sizes offered, from SIZES; one-size products use ['unico']. */
  sizes: readonly string[];
};

export type SegmentVocabulary = {
  code: SegmentCode;
  label: Words;
  root: { code: string; name: Words; slug: Words };
  leaves: { code: string; name: Words; slug: Words }[];
  types: ProductType[];
  /** Each product takes one from every list (fashion: occasion then material). */
  modifiers: Modifier[][];
  colors: readonly string[];
  price: { min: number; max: number };
  sentences: Words[];
  brands: string[];
};

export const SIZES: Record<string, Words> = {
  unico: { pt: 'Tamanho único', en: 'One size', es: 'Talla única', fr: 'Taille unique' },
  xs: { pt: 'XS', en: 'XS', es: 'XS', fr: 'XS' },
  s: { pt: 'S', en: 'S', es: 'S', fr: 'S' },
  m: { pt: 'M', en: 'M', es: 'M', fr: 'M' },
  l: { pt: 'L', en: 'L', es: 'L', fr: 'L' },
  xl: { pt: 'XL', en: 'XL', es: 'XL', fr: 'XL' },
  '36': { pt: '36', en: '36', es: '36', fr: '36' },
  '38': { pt: '38', en: '38', es: '38', fr: '38' },
  '40': { pt: '40', en: '40', es: '40', fr: '40' },
  '42': { pt: '42', en: '42', es: '42', fr: '42' },
  '44': { pt: '44', en: '44', es: '44', fr: '44' },
  '2-anos': { pt: '2 anos', en: '2 years', es: '2 años', fr: '2 ans' },
  '4-anos': { pt: '4 anos', en: '4 years', es: '4 años', fr: '4 ans' },
  '6-anos': { pt: '6 anos', en: '6 years', es: '6 años', fr: '6 ans' },
  '8-anos': { pt: '8 anos', en: '8 years', es: '8 años', fr: '8 ans' },
  '10-anos': { pt: '10 anos', en: '10 years', es: '10 años', fr: '10 ans' },
  '40mm': { pt: '40 mm', en: '40 mm', es: '40 mm', fr: '40 mm' },
  '42mm': { pt: '42 mm', en: '42 mm', es: '42 mm', fr: '42 mm' },
  '44mm': { pt: '44 mm', en: '44 mm', es: '44 mm', fr: '44 mm' },
  '30ml': { pt: '30 ml', en: '30 ml', es: '30 ml', fr: '30 ml' },
  '50ml': { pt: '50 ml', en: '50 ml', es: '50 ml', fr: '50 ml' },
  '100ml': { pt: '100 ml', en: '100 ml', es: '100 ml', fr: '100 ml' },
};

export const COLORS: Record<string, Words & { hex: string }> = {
  preto: { pt: 'Preto', en: 'Black', es: 'Negro', fr: 'Noir', hex: '#1f1f24' },
  branco: { pt: 'Branco', en: 'White', es: 'Blanco', fr: 'Blanc', hex: '#f4f1ea' },
  azul: { pt: 'Azul', en: 'Blue', es: 'Azul', fr: 'Bleu', hex: '#2f5d9e' },
  'azul-marinho': { pt: 'Azul-marinho', en: 'Navy', es: 'Azul marino', fr: 'Bleu marine', hex: '#1d2b4f' },
  vermelho: { pt: 'Vermelho', en: 'Red', es: 'Rojo', fr: 'Rouge', hex: '#b8323a' },
  verde: { pt: 'Verde', en: 'Green', es: 'Verde', fr: 'Vert', hex: '#3f7a55' },
  bege: { pt: 'Bege', en: 'Beige', es: 'Beis', fr: 'Beige', hex: '#d9c6a5' },
  rosa: { pt: 'Rosa', en: 'Pink', es: 'Rosa', fr: 'Rose', hex: '#e59bb2' },
  amarelo: { pt: 'Amarelo', en: 'Yellow', es: 'Amarillo', fr: 'Jaune', hex: '#e8b63c' },
  cinzento: { pt: 'Cinzento', en: 'Grey', es: 'Gris', fr: 'Gris', hex: '#8a8d93' },
  castanho: { pt: 'Castanho', en: 'Brown', es: 'Marrón', fr: 'Marron', hex: '#7a4e2d' },
  prateado: { pt: 'Prateado', en: 'Silver', es: 'Plateado', fr: 'Argenté', hex: '#c0c4c9' },
  dourado: { pt: 'Dourado', en: 'Gold', es: 'Dorado', fr: 'Doré', hex: '#c9a44c' },
};

const clothing = ['xs', 's', 'm', 'l', 'xl'] as const;
const shoes = ['36', '38', '40', '42', '44'] as const;
const kids = ['2-anos', '4-anos', '6-anos', '8-anos', '10-anos'] as const;
const one = ['unico'] as const;

const fashionOccasions: Modifier[] = [
  { pt: 'de verão', en: 'summer', es: 'de verano', fr: "d'été", enBefore: true },
  { pt: 'de inverno', en: 'winter', es: 'de invierno', fr: "d'hiver", enBefore: true },
  { pt: 'do dia a dia', en: 'everyday', es: 'de diario', fr: 'de tous les jours', enBefore: true },
  { pt: 'de cerimónia', en: 'occasion', es: 'de ceremonia', fr: 'de cérémonie', enBefore: true },
  { pt: 'de viagem', en: 'travel', es: 'de viaje', fr: 'de voyage', enBefore: true },
];
const fashionMaterials: Modifier[] = [
  { pt: 'em linho', en: 'linen', es: 'de lino', fr: 'en lin', enBefore: true },
  { pt: 'em algodão', en: 'cotton', es: 'de algodón', fr: 'en coton', enBefore: true },
  { pt: 'em seda', en: 'silk', es: 'de seda', fr: 'en soie', enBefore: true },
  { pt: 'em malha', en: 'knit', es: 'de punto', fr: 'en maille', enBefore: true },
  { pt: 'em pele', en: 'leather', es: 'de piel', fr: 'en cuir', enBefore: true },
  { pt: 'em lã', en: 'wool', es: 'de lana', fr: 'en laine', enBefore: true },
  { pt: 'em veludo', en: 'velvet', es: 'de terciopelo', fr: 'en velours', enBefore: true },
];
const kidsMaterials: Modifier[] = [
  { pt: 'em algodão orgânico', en: 'organic cotton', es: 'de algodón orgánico', fr: 'en coton bio', enBefore: true },
  { pt: 'em malha', en: 'knit', es: 'de punto', fr: 'en maille', enBefore: true },
  { pt: 'em ganga', en: 'denim', es: 'vaquero', fr: 'en jean', enBefore: true },
  { pt: 'em bombazina', en: 'corduroy', es: 'de pana', fr: 'en velours côtelé', enBefore: true },
];
const fashionSentences: Words[] = [
  {
    pt: 'Corte confortável e acabamento cuidado, pensado para durar.',
    en: 'A comfortable cut and careful finish, made to last.',
    es: 'Corte cómodo y acabado cuidado, pensado para durar.',
    fr: 'Une coupe confortable et des finitions soignées, pensées pour durer.',
  },
  {
    pt: 'Combina facilmente com o resto do guarda-roupa.',
    en: 'Pairs easily with the rest of your wardrobe.',
    es: 'Combina fácilmente con el resto del armario.',
    fr: "S'associe facilement au reste de la garde-robe.",
  },
  {
    pt: 'Lavagem à máquina a 30 °C.',
    en: 'Machine washable at 30 °C.',
    es: 'Lavable a máquina a 30 °C.',
    fr: 'Lavable en machine à 30 °C.',
  },
];

export const VOCABULARY: SegmentVocabulary[] = [
  {
    code: 'women',
    label: { pt: 'Moda Mulher', en: 'Women', es: 'Mujer', fr: 'Femme' },
    root: { code: 'mulher', name: { pt: 'Mulher', en: 'Women', es: 'Mujer', fr: 'Femme' }, slug: { pt: 'mulher', en: 'women', es: 'mujer', fr: 'femme' } },
    leaves: [
      { code: 'mulher-vestidos', name: { pt: 'Vestidos', en: 'Dresses', es: 'Vestidos', fr: 'Robes' }, slug: { pt: 'vestidos', en: 'dresses', es: 'vestidos', fr: 'robes' } },
      { code: 'mulher-blusas', name: { pt: 'Blusas', en: 'Blouses', es: 'Blusas', fr: 'Chemisiers' }, slug: { pt: 'blusas', en: 'blouses', es: 'blusas', fr: 'chemisiers' } },
      { code: 'mulher-calcas', name: { pt: 'Calças', en: 'Trousers', es: 'Pantalones', fr: 'Pantalons' }, slug: { pt: 'calcas-mulher', en: 'womens-trousers', es: 'pantalones-mujer', fr: 'pantalons-femme' } },
      { code: 'mulher-calcado', name: { pt: 'Calçado', en: 'Shoes', es: 'Calzado', fr: 'Chaussures' }, slug: { pt: 'calcado-mulher', en: 'womens-shoes', es: 'calzado-mujer', fr: 'chaussures-femme' } },
      { code: 'mulher-malas', name: { pt: 'Malas', en: 'Bags', es: 'Bolsos', fr: 'Sacs' }, slug: { pt: 'malas', en: 'bags', es: 'bolsos', fr: 'sacs' } },
    ],
    types: [
      { category: 'mulher-vestidos', shape: 'dress', name: { pt: 'Vestido', en: 'dress', es: 'Vestido', fr: 'Robe' }, sizes: clothing },
      { category: 'mulher-blusas', shape: 'blouse', name: { pt: 'Blusa', en: 'blouse', es: 'Blusa', fr: 'Chemisier' }, sizes: clothing },
      { category: 'mulher-calcas', shape: 'trousers', name: { pt: 'Calças', en: 'trousers', es: 'Pantalón', fr: 'Pantalon' }, sizes: clothing },
      { category: 'mulher-calcado', shape: 'sandal', name: { pt: 'Sandálias', en: 'sandals', es: 'Sandalias', fr: 'Sandales' }, sizes: shoes },
      { category: 'mulher-malas', shape: 'bag', name: { pt: 'Mala', en: 'bag', es: 'Bolso', fr: 'Sac' }, sizes: one },
    ],
    modifiers: [fashionOccasions, fashionMaterials],
    colors: ['preto', 'branco', 'azul', 'vermelho', 'verde', 'bege', 'rosa', 'amarelo'],
    price: { min: 19, max: 159 },
    sentences: fashionSentences,
    brands: ['Maré Alta', 'Lisboa Atelier', 'Flor de Sal', 'Costa Nova'],
  },
  {
    code: 'men',
    label: { pt: 'Moda Homem', en: 'Men', es: 'Hombre', fr: 'Homme' },
    root: { code: 'homem', name: { pt: 'Homem', en: 'Men', es: 'Hombre', fr: 'Homme' }, slug: { pt: 'homem', en: 'men', es: 'hombre', fr: 'homme' } },
    leaves: [
      { code: 'homem-camisas', name: { pt: 'Camisas', en: 'Shirts', es: 'Camisas', fr: 'Chemises' }, slug: { pt: 'camisas', en: 'shirts', es: 'camisas', fr: 'chemises' } },
      { code: 'homem-t-shirts', name: { pt: 'T-shirts', en: 'T-shirts', es: 'Camisetas', fr: 'T-shirts' }, slug: { pt: 't-shirts-homem', en: 'mens-t-shirts', es: 'camisetas-hombre', fr: 't-shirts-homme' } },
      { code: 'homem-calcas', name: { pt: 'Calças', en: 'Trousers', es: 'Pantalones', fr: 'Pantalons' }, slug: { pt: 'calcas-homem', en: 'mens-trousers', es: 'pantalones-hombre', fr: 'pantalons-homme' } },
      { code: 'homem-casacos', name: { pt: 'Casacos', en: 'Jackets', es: 'Chaquetas', fr: 'Vestes' }, slug: { pt: 'casacos', en: 'jackets', es: 'chaquetas', fr: 'vestes' } },
      { code: 'homem-calcado', name: { pt: 'Calçado', en: 'Shoes', es: 'Calzado', fr: 'Chaussures' }, slug: { pt: 'calcado-homem', en: 'mens-shoes', es: 'calzado-hombre', fr: 'chaussures-homme' } },
    ],
    types: [
      { category: 'homem-camisas', shape: 'shirt', name: { pt: 'Camisa', en: 'shirt', es: 'Camisa', fr: 'Chemise' }, sizes: clothing },
      { category: 'homem-t-shirts', shape: 'tshirt', name: { pt: 'T-shirt', en: 'T-shirt', es: 'Camiseta', fr: 'T-shirt' }, sizes: clothing },
      { category: 'homem-calcas', shape: 'trousers', name: { pt: 'Calças', en: 'trousers', es: 'Pantalón', fr: 'Pantalon' }, sizes: clothing },
      { category: 'homem-casacos', shape: 'jacket', name: { pt: 'Casaco', en: 'jacket', es: 'Chaqueta', fr: 'Veste' }, sizes: clothing },
      { category: 'homem-calcado', shape: 'sneaker', name: { pt: 'Sapatilhas', en: 'sneakers', es: 'Zapatillas', fr: 'Baskets' }, sizes: shoes },
    ],
    modifiers: [fashionOccasions, fashionMaterials],
    colors: ['preto', 'branco', 'azul-marinho', 'cinzento', 'verde', 'bege', 'castanho'],
    price: { min: 19, max: 179 },
    sentences: fashionSentences,
    brands: ['Ribeira', 'Norte Alfaiates', 'Douro Denim', 'Cabo Raso'],
  },
  {
    code: 'kids',
    label: { pt: 'Moda Criança', en: 'Kids', es: 'Niños', fr: 'Enfants' },
    root: { code: 'crianca', name: { pt: 'Criança', en: 'Kids', es: 'Niños', fr: 'Enfants' }, slug: { pt: 'crianca', en: 'kids', es: 'ninos', fr: 'enfants' } },
    leaves: [
      { code: 'crianca-conjuntos', name: { pt: 'Conjuntos', en: 'Outfit sets', es: 'Conjuntos', fr: 'Ensembles' }, slug: { pt: 'conjuntos', en: 'outfit-sets', es: 'conjuntos', fr: 'ensembles' } },
      { code: 'crianca-t-shirts', name: { pt: 'T-shirts', en: 'T-shirts', es: 'Camisetas', fr: 'T-shirts' }, slug: { pt: 't-shirts-crianca', en: 'kids-t-shirts', es: 'camisetas-ninos', fr: 't-shirts-enfant' } },
      { code: 'crianca-vestidos', name: { pt: 'Vestidos', en: 'Dresses', es: 'Vestidos', fr: 'Robes' }, slug: { pt: 'vestidos-crianca', en: 'kids-dresses', es: 'vestidos-ninas', fr: 'robes-enfant' } },
      { code: 'crianca-calcoes', name: { pt: 'Calções', en: 'Shorts', es: 'Pantalones cortos', fr: 'Shorts' }, slug: { pt: 'calcoes', en: 'shorts', es: 'pantalones-cortos', fr: 'shorts' } },
      { code: 'crianca-calcado', name: { pt: 'Calçado', en: 'Shoes', es: 'Calzado', fr: 'Chaussures' }, slug: { pt: 'calcado-crianca', en: 'kids-shoes', es: 'calzado-ninos', fr: 'chaussures-enfant' } },
    ],
    types: [
      { category: 'crianca-conjuntos', shape: 'outfit', name: { pt: 'Conjunto', en: 'outfit set', es: 'Conjunto', fr: 'Ensemble' }, sizes: kids },
      { category: 'crianca-t-shirts', shape: 'tshirt', name: { pt: 'T-shirt', en: 'T-shirt', es: 'Camiseta', fr: 'T-shirt' }, sizes: kids },
      { category: 'crianca-vestidos', shape: 'dress', name: { pt: 'Vestido', en: 'dress', es: 'Vestido', fr: 'Robe' }, sizes: kids },
      { category: 'crianca-calcoes', shape: 'shorts', name: { pt: 'Calções', en: 'shorts', es: 'Pantalón corto', fr: 'Short' }, sizes: kids },
      { category: 'crianca-calcado', shape: 'sneaker', name: { pt: 'Sapatilhas', en: 'sneakers', es: 'Zapatillas', fr: 'Baskets' }, sizes: ['36', '38'] },
    ],
    modifiers: [fashionOccasions, kidsMaterials],
    colors: ['azul', 'vermelho', 'amarelo', 'verde', 'rosa', 'branco'],
    price: { min: 9, max: 69 },
    sentences: [
      {
        pt: 'Macio e resistente, aguenta as brincadeiras de todos os dias.',
        en: 'Soft and sturdy enough for everyday play.',
        es: 'Suave y resistente para el juego de cada día.',
        fr: 'Doux et résistant pour les jeux de tous les jours.',
      },
      ...fashionSentences.slice(2),
    ],
    brands: ['Pião', 'Papagaio', 'Miúdos & Cia'],
  },
  {
    code: 'watch',
    label: { pt: 'Relógios', en: 'Watches', es: 'Relojes', fr: 'Montres' },
    root: { code: 'relogios', name: { pt: 'Relógios', en: 'Watches', es: 'Relojes', fr: 'Montres' }, slug: { pt: 'relogios', en: 'watches', es: 'relojes', fr: 'montres' } },
    leaves: [
      { code: 'relogios-automaticos', name: { pt: 'Automáticos', en: 'Automatic', es: 'Automáticos', fr: 'Automatiques' }, slug: { pt: 'relogios-automaticos', en: 'automatic-watches', es: 'relojes-automaticos', fr: 'montres-automatiques' } },
      { code: 'relogios-cronografos', name: { pt: 'Cronógrafos', en: 'Chronographs', es: 'Cronógrafos', fr: 'Chronographes' }, slug: { pt: 'cronografos', en: 'chronographs', es: 'cronografos', fr: 'chronographes' } },
      { code: 'relogios-smartwatches', name: { pt: 'Smartwatches', en: 'Smartwatches', es: 'Smartwatches', fr: 'Montres connectées' }, slug: { pt: 'smartwatches', en: 'smartwatches', es: 'smartwatches', fr: 'montres-connectees' } },
      { code: 'relogios-mergulho', name: { pt: 'Mergulho', en: 'Dive', es: 'Buceo', fr: 'Plongée' }, slug: { pt: 'relogios-mergulho', en: 'dive-watches', es: 'relojes-buceo', fr: 'montres-plongee' } },
      { code: 'relogios-classicos', name: { pt: 'Clássicos', en: 'Classic', es: 'Clásicos', fr: 'Classiques' }, slug: { pt: 'relogios-classicos', en: 'classic-watches', es: 'relojes-clasicos', fr: 'montres-classiques' } },
    ],
    types: [
      { category: 'relogios-automaticos', shape: 'watchRound', name: { pt: 'Relógio automático', en: 'Automatic watch', es: 'Reloj automático', fr: 'Montre automatique' }, sizes: ['40mm', '42mm'] },
      { category: 'relogios-cronografos', shape: 'watchChrono', name: { pt: 'Relógio cronógrafo', en: 'Chronograph watch', es: 'Reloj cronógrafo', fr: 'Montre chronographe' }, sizes: ['42mm', '44mm'] },
      { category: 'relogios-smartwatches', shape: 'smartwatch', name: { pt: 'Smartwatch', en: 'Smartwatch', es: 'Smartwatch', fr: 'Montre connectée' }, sizes: ['40mm', '44mm'] },
      { category: 'relogios-mergulho', shape: 'watchDive', name: { pt: 'Relógio de mergulho', en: 'Dive watch', es: 'Reloj de buceo', fr: 'Montre de plongée' }, sizes: ['42mm', '44mm'] },
      { category: 'relogios-classicos', shape: 'watchSquare', name: { pt: 'Relógio clássico', en: 'Classic watch', es: 'Reloj clásico', fr: 'Montre classique' }, sizes: ['40mm'] },
    ],
    modifiers: [
      [
        { pt: 'com bracelete em aço', en: 'with steel bracelet', es: 'con brazalete de acero', fr: 'avec bracelet en acier' },
        { pt: 'com bracelete em pele', en: 'with leather strap', es: 'con correa de piel', fr: 'avec bracelet en cuir' },
        { pt: 'com caixa em titânio', en: 'with titanium case', es: 'con caja de titanio', fr: 'avec boîtier en titane' },
        { pt: 'com mostrador azul', en: 'with blue dial', es: 'con esfera azul', fr: 'avec cadran bleu' },
        { pt: 'com vidro de safira', en: 'with sapphire crystal', es: 'con cristal de zafiro', fr: 'avec verre saphir' },
      ],
    ],
    colors: ['prateado', 'dourado', 'preto', 'azul-marinho'],
    price: { min: 79, max: 899 },
    sentences: [
      {
        pt: 'Resistente à água até 100 metros e com dois anos de garantia.',
        en: 'Water resistant to 100 metres, with a two-year warranty.',
        es: 'Resistente al agua hasta 100 metros y con dos años de garantía.',
        fr: "Étanche jusqu'à 100 mètres, garantie deux ans.",
      },
      {
        pt: 'Um clássico discreto para usar todos os dias.',
        en: 'A discreet classic to wear every day.',
        es: 'Un clásico discreto para llevar todos los días.',
        fr: 'Un classique discret à porter tous les jours.',
      },
    ],
    brands: ['Tempo Certo', 'Horas Lusas', 'Meridiano', 'Atlântico Time'],
  },
  {
    code: 'beauty',
    label: { pt: 'Beleza', en: 'Beauty', es: 'Belleza', fr: 'Beauté' },
    root: { code: 'beleza', name: { pt: 'Beleza', en: 'Beauty', es: 'Belleza', fr: 'Beauté' }, slug: { pt: 'beleza', en: 'beauty', es: 'belleza', fr: 'beaute' } },
    leaves: [
      { code: 'beleza-perfumes', name: { pt: 'Perfumes', en: 'Fragrances', es: 'Perfumes', fr: 'Parfums' }, slug: { pt: 'perfumes', en: 'fragrances', es: 'perfumes', fr: 'parfums' } },
      { code: 'beleza-rosto', name: { pt: 'Rosto', en: 'Face', es: 'Rostro', fr: 'Visage' }, slug: { pt: 'rosto', en: 'face', es: 'rostro', fr: 'visage' } },
      { code: 'beleza-corpo', name: { pt: 'Corpo', en: 'Body', es: 'Cuerpo', fr: 'Corps' }, slug: { pt: 'corpo', en: 'body', es: 'cuerpo', fr: 'corps' } },
      { code: 'beleza-labios', name: { pt: 'Lábios', en: 'Lips', es: 'Labios', fr: 'Lèvres' }, slug: { pt: 'labios', en: 'lips', es: 'labios', fr: 'levres' } },
      { code: 'beleza-olhos', name: { pt: 'Olhos', en: 'Eyes', es: 'Ojos', fr: 'Yeux' }, slug: { pt: 'olhos', en: 'eyes', es: 'ojos', fr: 'yeux' } },
    ],
    types: [
      { category: 'beleza-perfumes', shape: 'perfume', name: { pt: 'Eau de parfum', en: 'Eau de parfum', es: 'Eau de parfum', fr: 'Eau de parfum' }, sizes: ['30ml', '50ml', '100ml'] },
      { category: 'beleza-rosto', shape: 'dropper', name: { pt: 'Sérum facial', en: 'Face serum', es: 'Sérum facial', fr: 'Sérum visage' }, sizes: ['30ml'] },
      { category: 'beleza-corpo', shape: 'jar', name: { pt: 'Creme hidratante', en: 'Moisturising cream', es: 'Crema hidratante', fr: 'Crème hydratante' }, sizes: ['50ml', '100ml'] },
      { category: 'beleza-labios', shape: 'lipstick', name: { pt: 'Batom', en: 'Lipstick', es: 'Barra de labios', fr: 'Rouge à lèvres' }, sizes: one },
      { category: 'beleza-olhos', shape: 'mascara', name: { pt: 'Máscara de pestanas', en: 'Mascara', es: 'Máscara de pestañas', fr: 'Mascara' }, sizes: one },
    ],
    modifiers: [
      [
        { pt: 'com notas de baunilha', en: 'with vanilla notes', es: 'con notas de vainilla', fr: 'aux notes de vanille' },
        { pt: 'com extrato de rosa', en: 'with rose extract', es: 'con extracto de rosa', fr: "à l'extrait de rose" },
        { pt: 'com óleo de argão', en: 'with argan oil', es: 'con aceite de argán', fr: "à l'huile d'argan" },
        { pt: 'com notas cítricas', en: 'with citrus notes', es: 'con notas cítricas', fr: "aux notes d'agrumes" },
        { pt: 'com ácido hialurónico', en: 'with hyaluronic acid', es: 'con ácido hialurónico', fr: "à l'acide hyaluronique" },
      ],
    ],
    colors: ['rosa', 'vermelho', 'bege', 'castanho', 'preto'],
    price: { min: 9, max: 139 },
    sentences: [
      {
        pt: 'Fórmula testada dermatologicamente, sem parabenos.',
        en: 'Dermatologically tested formula, paraben-free.',
        es: 'Fórmula testada dermatológicamente, sin parabenos.',
        fr: 'Formule testée dermatologiquement, sans parabènes.',
      },
      {
        pt: 'Produzido em Portugal com ingredientes de origem natural.',
        en: 'Made in Portugal with ingredients of natural origin.',
        es: 'Fabricado en Portugal con ingredientes de origen natural.',
        fr: "Fabriqué au Portugal avec des ingrédients d'origine naturelle.",
      },
    ],
    brands: ['Flor de Laranjeira', 'Alecrim', 'Sal & Sabão', 'Essência Lusa'],
  },
  {
    code: 'home',
    label: { pt: 'Casa', en: 'Home', es: 'Hogar', fr: 'Maison' },
    root: { code: 'casa', name: { pt: 'Casa', en: 'Home', es: 'Hogar', fr: 'Maison' }, slug: { pt: 'casa', en: 'home', es: 'hogar', fr: 'maison' } },
    leaves: [
      { code: 'casa-iluminacao', name: { pt: 'Iluminação', en: 'Lighting', es: 'Iluminación', fr: 'Luminaires' }, slug: { pt: 'iluminacao', en: 'lighting', es: 'iluminacion', fr: 'luminaires' } },
      { code: 'casa-almofadas', name: { pt: 'Almofadas', en: 'Cushions', es: 'Cojines', fr: 'Coussins' }, slug: { pt: 'almofadas', en: 'cushions', es: 'cojines', fr: 'coussins' } },
      { code: 'casa-decoracao', name: { pt: 'Decoração', en: 'Decor', es: 'Decoración', fr: 'Décoration' }, slug: { pt: 'decoracao', en: 'decor', es: 'decoracion', fr: 'decoration' } },
      { code: 'casa-texteis', name: { pt: 'Têxteis', en: 'Textiles', es: 'Textiles', fr: 'Linge de maison' }, slug: { pt: 'texteis-lar', en: 'home-textiles', es: 'textiles-hogar', fr: 'linge-de-maison' } },
      { code: 'casa-mesa', name: { pt: 'Mesa', en: 'Tableware', es: 'Mesa', fr: 'Arts de la table' }, slug: { pt: 'mesa', en: 'tableware', es: 'mesa', fr: 'arts-de-la-table' } },
    ],
    types: [
      { category: 'casa-iluminacao', shape: 'lamp', name: { pt: 'Candeeiro de mesa', en: 'table lamp', es: 'Lámpara de mesa', fr: 'Lampe de table' }, sizes: one },
      { category: 'casa-almofadas', shape: 'cushion', name: { pt: 'Almofada decorativa', en: 'decorative cushion', es: 'Cojín decorativo', fr: 'Coussin décoratif' }, sizes: one },
      { category: 'casa-decoracao', shape: 'vase', name: { pt: 'Jarra', en: 'vase', es: 'Jarrón', fr: 'Vase' }, sizes: one },
      { category: 'casa-texteis', shape: 'blanket', name: { pt: 'Manta', en: 'throw', es: 'Manta', fr: 'Plaid' }, sizes: one },
      { category: 'casa-mesa', shape: 'glasses', name: { pt: 'Conjunto de copos', en: 'glass set', es: 'Juego de vasos', fr: 'Set de verres' }, sizes: one },
    ],
    modifiers: [
      [
        { pt: 'em cerâmica', en: 'ceramic', es: 'de cerámica', fr: 'en céramique', enBefore: true },
        { pt: 'em linho', en: 'linen', es: 'de lino', fr: 'en lin', enBefore: true },
        { pt: 'em vidro soprado', en: 'blown glass', es: 'de vidrio soplado', fr: 'en verre soufflé', enBefore: true },
        { pt: 'em madeira de carvalho', en: 'oak', es: 'de madera de roble', fr: 'en chêne', enBefore: true },
        { pt: 'em algodão', en: 'cotton', es: 'de algodón', fr: 'en coton', enBefore: true },
      ],
    ],
    colors: ['branco', 'bege', 'verde', 'azul', 'cinzento', 'amarelo'],
    price: { min: 9, max: 219 },
    sentences: [
      {
        pt: 'Feito à mão por artesãos portugueses.',
        en: 'Handmade by Portuguese artisans.',
        es: 'Hecho a mano por artesanos portugueses.',
        fr: 'Fait main par des artisans portugais.',
      },
      {
        pt: 'Dá um toque acolhedor a qualquer divisão.',
        en: 'Brings a warm touch to any room.',
        es: 'Aporta un toque acogedor a cualquier estancia.',
        fr: 'Apporte une touche chaleureuse à chaque pièce.',
      },
    ],
    brands: ['Casa Caiada', 'Olaria do Sul', 'Linho & Luz'],
  },
  {
    code: 'technology',
    label: { pt: 'Tecnologia', en: 'Technology', es: 'Tecnología', fr: 'Technologie' },
    root: { code: 'tecnologia', name: { pt: 'Tecnologia', en: 'Technology', es: 'Tecnología', fr: 'Technologie' }, slug: { pt: 'tecnologia', en: 'technology', es: 'tecnologia', fr: 'technologie' } },
    leaves: [
      { code: 'tecnologia-auscultadores', name: { pt: 'Auscultadores', en: 'Headphones', es: 'Auriculares', fr: 'Casques' }, slug: { pt: 'auscultadores', en: 'headphones', es: 'auriculares', fr: 'casques' } },
      { code: 'tecnologia-colunas', name: { pt: 'Colunas', en: 'Speakers', es: 'Altavoces', fr: 'Enceintes' }, slug: { pt: 'colunas', en: 'speakers', es: 'altavoces', fr: 'enceintes' } },
      { code: 'tecnologia-carregadores', name: { pt: 'Carregadores', en: 'Chargers', es: 'Cargadores', fr: 'Chargeurs' }, slug: { pt: 'carregadores', en: 'chargers', es: 'cargadores', fr: 'chargeurs' } },
      { code: 'tecnologia-capas', name: { pt: 'Capas', en: 'Cases', es: 'Fundas', fr: 'Coques' }, slug: { pt: 'capas', en: 'cases', es: 'fundas', fr: 'coques' } },
      { code: 'tecnologia-teclados', name: { pt: 'Teclados', en: 'Keyboards', es: 'Teclados', fr: 'Claviers' }, slug: { pt: 'teclados', en: 'keyboards', es: 'teclados', fr: 'claviers' } },
    ],
    types: [
      { category: 'tecnologia-auscultadores', shape: 'headphones', name: { pt: 'Auscultadores sem fios', en: 'Wireless headphones', es: 'Auriculares inalámbricos', fr: 'Casque sans fil' }, sizes: one },
      { category: 'tecnologia-colunas', shape: 'speaker', name: { pt: 'Coluna portátil', en: 'Portable speaker', es: 'Altavoz portátil', fr: 'Enceinte portable' }, sizes: one },
      { category: 'tecnologia-carregadores', shape: 'charger', name: { pt: 'Carregador rápido', en: 'Fast charger', es: 'Cargador rápido', fr: 'Chargeur rapide' }, sizes: one },
      { category: 'tecnologia-capas', shape: 'phone', name: { pt: 'Capa para smartphone', en: 'Smartphone case', es: 'Funda para smartphone', fr: 'Coque pour smartphone' }, sizes: one },
      { category: 'tecnologia-teclados', shape: 'keyboard', name: { pt: 'Teclado mecânico', en: 'Mechanical keyboard', es: 'Teclado mecánico', fr: 'Clavier mécanique' }, sizes: one },
    ],
    modifiers: [
      [
        { pt: 'com cancelamento de ruído', en: 'with noise cancelling', es: 'con cancelación de ruido', fr: 'à réduction de bruit' },
        { pt: 'com Bluetooth 5.3', en: 'with Bluetooth 5.3', es: 'con Bluetooth 5.3', fr: 'avec Bluetooth 5.3' },
        { pt: 'com USB-C de 65 W', en: 'with 65 W USB-C', es: 'con USB-C de 65 W', fr: 'avec USB-C 65 W' },
        { pt: 'à prova de água', en: 'waterproof', es: 'a prueba de agua', fr: 'étanche', enBefore: true },
        { pt: 'em alumínio reciclado', en: 'recycled aluminium', es: 'de aluminio reciclado', fr: 'en aluminium recyclé', enBefore: true },
      ],
    ],
    colors: ['preto', 'branco', 'azul', 'cinzento'],
    price: { min: 14, max: 399 },
    sentences: [
      {
        pt: 'Inclui cabo USB-C e dois anos de garantia.',
        en: 'Includes a USB-C cable and a two-year warranty.',
        es: 'Incluye cable USB-C y dos años de garantía.',
        fr: 'Câble USB-C inclus, garantie deux ans.',
      },
      {
        pt: 'Bateria para um dia inteiro de utilização.',
        en: 'Battery for a full day of use.',
        es: 'Batería para un día entero de uso.',
        fr: "Une batterie pour toute la journée.",
      },
    ],
    brands: ['Faísca', 'Onda Digital', 'Circuito', 'Volt Lusitano'],
  },
];

export const TAGS: { code: string; name: Words }[] = [
  { code: 'novidade', name: { pt: 'Novidade', en: 'New', es: 'Novedad', fr: 'Nouveauté' } },
  { code: 'exclusivo-online', name: { pt: 'Exclusivo online', en: 'Online exclusive', es: 'Exclusivo online', fr: 'Exclusivité web' } },
  { code: 'sustentavel', name: { pt: 'Sustentável', en: 'Sustainable', es: 'Sostenible', fr: 'Durable' } },
  { code: 'mais-vendido', name: { pt: 'Mais vendido', en: 'Best seller', es: 'Más vendido', fr: 'Meilleure vente' } },
];

/** The official store first (the default seller, §1), then the marketplace. */
export const SELLERS: { slug: string; name: string; vendorType: 'OFFICIAL_STORE' | '1P' | 'MARKETPLACE'; rating: number }[] = [
  { slug: 'loja-oficial', name: 'Loja Oficial', vendorType: 'OFFICIAL_STORE', rating: 4.8 },
  { slug: 'armazem-central', name: 'Armazém Central', vendorType: '1P', rating: 4.6 },
  { slug: 'atelier-lusitano', name: 'Atelier Lusitano', vendorType: 'MARKETPLACE', rating: 4.7 },
  { slug: 'moda-algarve', name: 'Moda Algarve', vendorType: 'MARKETPLACE', rating: 4.2 },
  { slug: 'tecnoporto', name: 'TecnoPorto', vendorType: 'MARKETPLACE', rating: 4.4 },
  { slug: 'perfumaria-baixa', name: 'Perfumaria da Baixa', vendorType: 'MARKETPLACE', rating: 4.5 },
  { slug: 'relojoaria-minho', name: 'Relojoaria do Minho', vendorType: 'MARKETPLACE', rating: 3.9 },
  { slug: 'casa-do-norte', name: 'Casa do Norte', vendorType: 'MARKETPLACE', rating: 4.1 },
];

/** `campaignDiscount`: the cut of the campaign price below the list price (pvp), for every fourth of its products. */
export const CAMPAIGNS: { slug: string; name: Words; campaignDiscount: number }[] = [
  { slug: 'black-friday', name: { pt: 'Black Friday', en: 'Black Friday', es: 'Black Friday', fr: 'Black Friday' }, campaignDiscount: 0.4 },
  { slug: 'saldos-de-verao', name: { pt: 'Saldos de verão', en: 'Summer sale', es: 'Rebajas de verano', fr: "Soldes d'été" }, campaignDiscount: 0.3 },
  { slug: 'regresso-as-aulas', name: { pt: 'Regresso às aulas', en: 'Back to school', es: 'Vuelta al cole', fr: 'Rentrée scolaire' }, campaignDiscount: 0.25 },
];
