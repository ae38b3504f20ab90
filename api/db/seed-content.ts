import { LOCALES, SEGMENTS, type Locale, type MegaMenu } from '../../contract';
import { API_ORIGIN_MARK } from './read-model';
import { VOCABULARY, type Words } from './seed-vocabulary';

/**
 * The CMS content of the demo: the menus of §2 (a 'welcome' top menu, one per segment, an outlet
 * link, with mega menus in every layout — visual-mega-menu, promo-cards, brand-grid, brand-grid-2,
 * cards-gallery — plus an inactive menu and submenu, listed out of order so sorting shows) and the
 * content pages (/faq, /about, /contact, /legal-information/{slug}) in pt, en, es and fr.
 */
type Row = Record<string, unknown>;

const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const menuTranslations = (words: Words, badge?: Words) =>
  LOCALES.map((locale) => ({ locale, name: words[locale], ...(badge ? { badge: badge[locale] } : {}) }));

const brandTile = (name: string) => {
  const slug = slugify(name);
  return { name, slug, href: `/catalog/brand/${slug}`, logo: `${API_ORIGIN_MARK}/media/brands/${slug}.svg` };
};
const artwork = (id: number) => `${API_ORIGIN_MARK}/media/${id}.webp`;
const vocabularyOf = (code: string) => VOCABULARY.find((v) => v.code === code)!;
const segmentSlugOf = (code: string) => SEGMENTS.find((s) => s.code === code)!.slug;

function visualMegaMenu(code: string): MegaMenu {
  const vocabulary = vocabularyOf(code);
  const segment = segmentSlugOf(code);
  const allBrands = VOCABULARY.flatMap((v) => (v.code === code ? v.brands : [])).concat(
    VOCABULARY.filter((v) => v.code !== code).flatMap((v) => v.brands),
  );
  return {
    layout: 'visual-mega-menu',
    content: {
      categories: vocabulary.leaves.map((leaf, index) => ({
        name: leaf.name,
        slug: leaf.slug.pt,
        href: `/catalog/category/${leaf.slug.pt}/${segment}`,
        image: artwork(index + 1),
      })),
      brands: allBrands.slice(0, 9).map(brandTile),
    },
  };
}

const CONTENT: Record<string, { megaMenu: (code: string) => MegaMenu; label: Words }> = {
  women: { megaMenu: visualMegaMenu, label: { pt: 'Destaques', en: 'Highlights', es: 'Destacados', fr: 'À la une' } },
  men: {
    label: { pt: 'Marcas', en: 'Brands', es: 'Marcas', fr: 'Marques' },
    megaMenu: (code) => ({
      layout: 'brand-grid',
      content: {
        sections: [
          { title: { pt: 'Marcas de homem', en: "Men's brands", es: 'Marcas de hombre', fr: 'Marques homme' }, brands: vocabularyOf(code).brands.map(brandTile) },
        ],
      },
    }),
  },
  kids: {
    label: { pt: 'Promoções', en: 'Offers', es: 'Ofertas', fr: 'Promotions' },
    megaMenu: () => ({
      layout: 'promo-cards',
      content: {
        cards: [
          {
            title: { pt: 'Regresso às aulas', en: 'Back to school', es: 'Vuelta al cole', fr: 'Rentrée scolaire' },
            subtitle: { pt: 'Até -40%', en: 'Up to -40%', es: 'Hasta -40%', fr: "Jusqu'à -40%" },
            image: artwork(40),
            links: [{ label: { pt: 'Ver campanha', en: 'See the campaign', es: 'Ver campaña', fr: 'Voir la campagne' }, href: '/campaigns', icon: 'storefront:ticket' }],
          },
          {
            title: { pt: 'Novidades', en: 'New in', es: 'Novedades', fr: 'Nouveautés' },
            subtitle: null,
            image: artwork(41),
            links: [{ label: { pt: 'Ver tudo', en: 'See all', es: 'Ver todo', fr: 'Tout voir' }, href: '/catalog/segment/moda-crianca', icon: 'storefront:sparkle' }],
          },
        ],
      },
    }),
  },
  watch: {
    label: { pt: 'Marcas', en: 'Brands', es: 'Marcas', fr: 'Marques' },
    megaMenu: () => ({
      layout: 'brand-grid-2',
      content: {
        sections: [
          { title: { pt: 'Relógios', en: 'Watches', es: 'Relojes', fr: 'Montres' }, brands: vocabularyOf('watch').brands.map(brandTile) },
          { title: { pt: 'Tecnologia', en: 'Technology', es: 'Tecnología', fr: 'Technologie' }, brands: vocabularyOf('technology').brands.slice(0, 2).map(brandTile) },
        ],
      },
    }),
  },
  beauty: {
    label: { pt: 'Inspiração', en: 'Inspiration', es: 'Inspiración', fr: 'Inspiration' },
    megaMenu: () => ({
      layout: 'cards-gallery',
      content: {
        cards: [
          {
            title: { pt: 'Rotina de pele', en: 'Skincare routine', es: 'Rutina de piel', fr: 'Routine de soin' },
            description: { pt: 'Os essenciais do dia a dia', en: 'The everyday essentials', es: 'Los esenciales del día a día', fr: 'Les essentiels du quotidien' },
            image: artwork(60),
            href: '/catalog/segment/beleza',
          },
          {
            title: { pt: 'Perfumes', en: 'Fragrances', es: 'Perfumes', fr: 'Parfums' },
            description: null,
            image: artwork(61),
            href: '/search',
          },
        ],
      },
    }),
  },
  home: { megaMenu: visualMegaMenu, label: { pt: 'Destaques', en: 'Highlights', es: 'Destacados', fr: 'À la une' } },
  technology: {
    label: { pt: 'Marcas', en: 'Brands', es: 'Marcas', fr: 'Marques' },
    megaMenu: (code) => ({
      layout: 'brand-grid',
      content: { sections: [{ title: { pt: 'Marcas', en: 'Brands', es: 'Marcas', fr: 'Marques' }, brands: vocabularyOf(code).brands.map(brandTile) }] },
    }),
  },
};

const NEW: Words = { pt: 'Novo', en: 'New', es: 'Nuevo', fr: 'Nouveau' };

export function menuRows(): { menus: Row[]; submenus: Row[] } {
  const menus: Row[] = [];
  const submenus: Row[] = [];
  const addMenu = (row: Row) => menus.push({ id: menus.length + 1, badge: null, segment_id: null, is_featured: false, is_active: true, ...row });
  const addSubmenu = (row: Row) =>
    submenus.push({ id: submenus.length + 1, badge: null, description: null, is_featured: false, is_active: true, have_mega_menu: false, mega_menu: null, ...row });

  // Listed out of order: the API sorts by `order`.
  addMenu({
    slug: 'outlet',
    name: 'Outlet',
    href: '/campaigns',
    type: 'link',
    badge: '-50%',
    order: 90,
    translations: menuTranslations({ pt: 'Outlet', en: 'Outlet', es: 'Outlet', fr: 'Outlet' }),
  });
  addMenu({
    slug: 'welcome',
    name: 'Bem-vindo',
    href: '/',
    type: 'link',
    order: 0,
    translations: menuTranslations({ pt: 'Bem-vindo', en: 'Welcome', es: 'Bienvenida', fr: 'Bienvenue' }),
  });
  VOCABULARY.forEach((vocabulary, index) => {
    const segment = segmentSlugOf(vocabulary.code);
    const featured = vocabulary.code === 'women' || vocabulary.code === 'beauty';
    addMenu({
      slug: segment,
      name: vocabulary.label.pt,
      href: `/segment/${segment}`,
      type: 'segment',
      badge: featured ? NEW.pt : null,
      is_featured: featured,
      order: index + 1,
      segment_id: index + 1,
      translations: menuTranslations(vocabulary.label, featured ? NEW : undefined),
    });
    const menuId = menus.length;
    const content = CONTENT[vocabulary.code]!;
    // The mega-menu entry comes last in the table but first by order.
    vocabulary.leaves.forEach((leaf, order) =>
      addSubmenu({
        menu_id: menuId,
        slug: `${leaf.slug.pt}-${segment}`,
        name: leaf.name.pt,
        href: `/catalog/category/${leaf.slug.pt}/${segment}`,
        order: order + 2,
        translations: menuTranslations(leaf.name),
      }),
    );
    addSubmenu({
      menu_id: menuId,
      slug: `${slugify(content.label.pt)}-${segment}`,
      name: content.label.pt,
      href: `/catalog/segment/${segment}`,
      is_featured: true,
      order: 1,
      have_mega_menu: true,
      mega_menu: content.megaMenu(vocabulary.code),
      translations: menuTranslations(content.label),
    });
    addSubmenu({
      menu_id: menuId,
      slug: `arquivo-${segment}`,
      name: 'Arquivo',
      href: `/catalog/segment/${segment}`,
      is_active: false,
      order: 99,
      translations: menuTranslations({ pt: 'Arquivo', en: 'Archive', es: 'Archivo', fr: 'Archives' }),
    });
  });
  addMenu({
    slug: 'arquivo',
    name: 'Arquivo',
    href: '/campaigns',
    type: 'link',
    is_active: false,
    order: 95,
    translations: menuTranslations({ pt: 'Arquivo', en: 'Archive', es: 'Archivo', fr: 'Archives' }),
  });
  return { menus, submenus };
}

type Section = { heading: string | null; body: string };
type PageText = { title: string; summary: string; sections: Section[] };

/** §2 content pages; the same slug in every locale. */
export const CONTENT_PAGES: { slug: string; kind: 'faq' | 'about' | 'contact' | 'legal'; text: Record<Locale, PageText> }[] = [
  {
    slug: 'faq',
    kind: 'faq',
    text: {
      pt: {
        title: 'Perguntas frequentes',
        summary: 'Respostas rápidas sobre encomendas, entregas, pagamentos e devoluções.',
        sections: [
          { heading: 'Quanto tempo demora a entrega?', body: 'A maioria das encomendas chega em 2 a 4 dias úteis. Cada vendedor indica o seu prazo na página do produto.' },
          { heading: 'Que meios de pagamento aceitam?', body: 'Aceitamos MB WAY e referência Multibanco.' },
          { heading: 'Posso devolver um artigo?', body: 'Sim, tem 30 dias após a entrega para devolver artigos sem uso, na embalagem original.' },
          { heading: 'Como acompanho a minha encomenda?', body: 'Na sua conta, em Encomendas, encontra o estado e o número de seguimento de cada envio.' },
        ],
      },
      en: {
        title: 'Frequently asked questions',
        summary: 'Quick answers about orders, delivery, payments and returns.',
        sections: [
          { heading: 'How long does delivery take?', body: 'Most orders arrive within 2 to 4 working days. Each seller shows its delivery time on the product page.' },
          { heading: 'Which payment methods do you accept?', body: 'We accept MB WAY and Multibanco references.' },
          { heading: 'Can I return an item?', body: 'Yes, you have 30 days after delivery to return unused items in their original packaging.' },
          { heading: 'How do I track my order?', body: 'In your account, under Orders, you will find the status and tracking number of each shipment.' },
        ],
      },
      es: {
        title: 'Preguntas frecuentes',
        summary: 'Respuestas rápidas sobre pedidos, entregas, pagos y devoluciones.',
        sections: [
          { heading: '¿Cuánto tarda la entrega?', body: 'La mayoría de los pedidos llega en 2 a 4 días laborables. Cada vendedor indica su plazo en la página del producto.' },
          { heading: '¿Qué medios de pago aceptan?', body: 'Aceptamos MB WAY y referencia Multibanco.' },
          { heading: '¿Puedo devolver un artículo?', body: 'Sí, tiene 30 días desde la entrega para devolver artículos sin usar en su embalaje original.' },
          { heading: '¿Cómo sigo mi pedido?', body: 'En su cuenta, en Pedidos, encontrará el estado y el número de seguimiento de cada envío.' },
        ],
      },
      fr: {
        title: 'Questions fréquentes',
        summary: 'Des réponses rapides sur les commandes, la livraison, les paiements et les retours.',
        sections: [
          { heading: 'Quel est le délai de livraison ?', body: 'La plupart des commandes arrivent en 2 à 4 jours ouvrés. Chaque vendeur indique son délai sur la page du produit.' },
          { heading: 'Quels moyens de paiement acceptez-vous ?', body: 'Nous acceptons MB WAY et les références Multibanco.' },
          { heading: 'Puis-je retourner un article ?', body: 'Oui, vous disposez de 30 jours après la livraison pour retourner les articles non portés dans leur emballage d’origine.' },
          { heading: 'Comment suivre ma commande ?', body: 'Dans votre compte, rubrique Commandes, vous trouverez le statut et le numéro de suivi de chaque envoi.' },
        ],
      },
    },
  },
  {
    slug: 'about',
    kind: 'about',
    text: {
      pt: {
        title: 'Sobre nós',
        summary: 'Um outlet português de moda, beleza, casa e tecnologia, com a loja oficial e vendedores selecionados.',
        sections: [
          { heading: 'Quem somos', body: 'Reunimos marcas portuguesas e internacionais a preços de outlet, com entrega em Portugal.' },
          { heading: 'Como funciona', body: 'A loja oficial vende e envia a maioria dos artigos; vendedores parceiros completam o catálogo com as suas ofertas.' },
        ],
      },
      en: {
        title: 'About us',
        summary: 'A Portuguese outlet for fashion, beauty, home and technology, with the official store and selected sellers.',
        sections: [
          { heading: 'Who we are', body: 'We bring together Portuguese and international brands at outlet prices, delivered in Portugal.' },
          { heading: 'How it works', body: 'The official store sells and ships most items; partner sellers complete the catalogue with their own offers.' },
        ],
      },
      es: {
        title: 'Sobre nosotros',
        summary: 'Un outlet portugués de moda, belleza, hogar y tecnología, con la tienda oficial y vendedores seleccionados.',
        sections: [
          { heading: 'Quiénes somos', body: 'Reunimos marcas portuguesas e internacionales a precios de outlet, con entrega en Portugal.' },
          { heading: 'Cómo funciona', body: 'La tienda oficial vende y envía la mayoría de los artículos; los vendedores asociados completan el catálogo con sus ofertas.' },
        ],
      },
      fr: {
        title: 'À propos',
        summary: 'Un outlet portugais de mode, beauté, maison et technologie, avec la boutique officielle et des vendeurs sélectionnés.',
        sections: [
          { heading: 'Qui sommes-nous', body: 'Nous réunissons des marques portugaises et internationales à prix outlet, livrées au Portugal.' },
          { heading: 'Comment ça marche', body: 'La boutique officielle vend et expédie la plupart des articles ; des vendeurs partenaires complètent le catalogue avec leurs offres.' },
        ],
      },
    },
  },
  {
    slug: 'contact',
    kind: 'contact',
    text: {
      pt: {
        title: 'Contactos',
        summary: 'O apoio ao cliente responde em português, inglês, espanhol e francês.',
        sections: [
          { heading: 'Apoio ao cliente', body: 'apoio@storefront.example · dias úteis, das 9h às 18h.' },
          { heading: 'Morada', body: 'Rua Augusta 100, 1100-053 Lisboa, Portugal.' },
        ],
      },
      en: {
        title: 'Contact',
        summary: 'Customer service answers in Portuguese, English, Spanish and French.',
        sections: [
          { heading: 'Customer service', body: 'apoio@storefront.example · working days, 9 am to 6 pm.' },
          { heading: 'Address', body: 'Rua Augusta 100, 1100-053 Lisbon, Portugal.' },
        ],
      },
      es: {
        title: 'Contacto',
        summary: 'La atención al cliente responde en portugués, inglés, español y francés.',
        sections: [
          { heading: 'Atención al cliente', body: 'apoio@storefront.example · días laborables, de 9 a 18 h.' },
          { heading: 'Dirección', body: 'Rua Augusta 100, 1100-053 Lisboa, Portugal.' },
        ],
      },
      fr: {
        title: 'Contact',
        summary: 'Le service client répond en portugais, anglais, espagnol et français.',
        sections: [
          { heading: 'Service client', body: 'apoio@storefront.example · jours ouvrés, de 9 h à 18 h.' },
          { heading: 'Adresse', body: 'Rua Augusta 100, 1100-053 Lisbonne, Portugal.' },
        ],
      },
    },
  },
  {
    slug: 'terms-of-service',
    kind: 'legal',
    text: {
      pt: {
        title: 'Termos e condições',
        summary: 'As condições de utilização da loja e de venda dos artigos.',
        sections: [
          { heading: 'Encomendas', body: 'Uma encomenda fica concluída quando o pagamento é confirmado por MB WAY ou Multibanco.' },
          { heading: 'Preços', body: 'Os preços incluem IVA à taxa legal em vigor e são apresentados em euros.' },
          { heading: 'Devoluções', body: 'Pode devolver artigos no prazo de 30 dias após a entrega.' },
        ],
      },
      en: {
        title: 'Terms of service',
        summary: 'The terms of use of the shop and of the sale of its items.',
        sections: [
          { heading: 'Orders', body: 'An order is complete once its payment is confirmed through MB WAY or Multibanco.' },
          { heading: 'Prices', body: 'Prices include VAT at the legal rate and are shown in euros.' },
          { heading: 'Returns', body: 'You may return items within 30 days of delivery.' },
        ],
      },
      es: {
        title: 'Términos y condiciones',
        summary: 'Las condiciones de uso de la tienda y de venta de los artículos.',
        sections: [
          { heading: 'Pedidos', body: 'Un pedido se completa cuando el pago se confirma por MB WAY o Multibanco.' },
          { heading: 'Precios', body: 'Los precios incluyen el IVA al tipo legal vigente y se muestran en euros.' },
          { heading: 'Devoluciones', body: 'Puede devolver artículos en un plazo de 30 días desde la entrega.' },
        ],
      },
      fr: {
        title: 'Conditions générales',
        summary: "Les conditions d'utilisation de la boutique et de vente des articles.",
        sections: [
          { heading: 'Commandes', body: 'Une commande est conclue lorsque son paiement est confirmé par MB WAY ou Multibanco.' },
          { heading: 'Prix', body: 'Les prix incluent la TVA au taux légal en vigueur et sont affichés en euros.' },
          { heading: 'Retours', body: 'Vous pouvez retourner des articles dans les 30 jours suivant la livraison.' },
        ],
      },
    },
  },
  {
    slug: 'privacy-policy',
    kind: 'legal',
    text: {
      pt: {
        title: 'Política de privacidade',
        summary: 'Que dados pessoais tratamos, para quê e como exercer os seus direitos.',
        sections: [
          { heading: 'Dados tratados', body: 'Nome, e-mail, morada de entrega e histórico de encomendas, para processar as suas compras.' },
          { heading: 'Os seus direitos', body: 'Pode pedir acesso, retificação ou eliminação dos seus dados através da página de contactos.' },
        ],
      },
      en: {
        title: 'Privacy policy',
        summary: 'Which personal data we process, why, and how to exercise your rights.',
        sections: [
          { heading: 'Data we process', body: 'Name, e-mail, delivery address and order history, to process your purchases.' },
          { heading: 'Your rights', body: 'You can ask to access, correct or delete your data through the contact page.' },
        ],
      },
      es: {
        title: 'Política de privacidad',
        summary: 'Qué datos personales tratamos, para qué y cómo ejercer sus derechos.',
        sections: [
          { heading: 'Datos tratados', body: 'Nombre, e-mail, dirección de entrega e historial de pedidos, para procesar sus compras.' },
          { heading: 'Sus derechos', body: 'Puede solicitar el acceso, la rectificación o la supresión de sus datos a través de la página de contacto.' },
        ],
      },
      fr: {
        title: 'Politique de confidentialité',
        summary: 'Quelles données personnelles nous traitons, pourquoi, et comment exercer vos droits.',
        sections: [
          { heading: 'Données traitées', body: 'Nom, e-mail, adresse de livraison et historique des commandes, pour traiter vos achats.' },
          { heading: 'Vos droits', body: "Vous pouvez demander l'accès, la rectification ou la suppression de vos données via la page de contact." },
        ],
      },
    },
  },
  {
    slug: 'ambassador-terms',
    kind: 'legal',
    text: {
      pt: {
        title: 'Termos do programa de embaixadores',
        summary: 'Como recomendar a loja a amigos, o desconto que recebem e a comissão que ganha.',
        sections: [
          { heading: 'Adesão', body: 'Qualquer cliente com conta pode aderir aceitando estes termos. Recebe um código pessoal e uma ligação para partilhar.' },
          { heading: 'Desconto do amigo', body: 'Um amigo que abra a sua ligação, crie conta e faça a primeira encomenda recebe o desconto indicado na sua página de embaixador.' },
          { heading: 'Comissão', body: 'Ganha a percentagem indicada na sua página sobre os artigos dessa primeira encomenda. Fica pendente até terminar o prazo de devolução após a entrega e passa depois a crédito na loja. Uma encomenda cancelada ou reembolsada não gera comissão.' },
          { heading: 'Autorrecomendação', body: 'Não há desconto nem comissão quando a encomenda é sua: a mesma conta, o mesmo e-mail, o mesmo telefone ou a mesma morada de entrega.' },
        ],
      },
      en: {
        title: 'Ambassador programme terms',
        summary: 'How to recommend the shop to friends, the discount they get and the commission you earn.',
        sections: [
          { heading: 'Joining', body: 'Any customer with an account can join by accepting these terms. You get a personal code and a link to share.' },
          { heading: 'Friend discount', body: 'A friend who opens your link, creates an account and places a first order gets the discount shown on your ambassador page.' },
          { heading: 'Commission', body: 'You earn the percentage shown on your page on the items of that first order. It stays pending until the return window after delivery closes, then becomes store credit. A cancelled or refunded order earns no commission.' },
          { heading: 'Self-referral', body: 'There is no discount and no commission when the order is your own: the same account, e-mail, phone or delivery address.' },
        ],
      },
      es: {
        title: 'Condiciones del programa de embajadores',
        summary: 'Cómo recomendar la tienda a amigos, el descuento que reciben y la comisión que gana.',
        sections: [
          { heading: 'Adhesión', body: 'Cualquier cliente con cuenta puede adherirse aceptando estas condiciones. Recibe un código personal y un enlace para compartir.' },
          { heading: 'Descuento del amigo', body: 'Un amigo que abra su enlace, cree una cuenta y haga su primer pedido recibe el descuento indicado en su página de embajador.' },
          { heading: 'Comisión', body: 'Gana el porcentaje indicado en su página sobre los artículos de ese primer pedido. Queda pendiente hasta que termina el plazo de devolución tras la entrega y después pasa a crédito en la tienda. Un pedido cancelado o reembolsado no genera comisión.' },
          { heading: 'Autorrecomendación', body: 'No hay descuento ni comisión cuando el pedido es suyo: la misma cuenta, el mismo e-mail, el mismo teléfono o la misma dirección de entrega.' },
        ],
      },
      fr: {
        title: 'Conditions du programme ambassadeur',
        summary: 'Comment recommander la boutique à vos amis, la remise qu’ils reçoivent et la commission que vous gagnez.',
        sections: [
          { heading: 'Adhésion', body: 'Tout client disposant d’un compte peut adhérer en acceptant ces conditions. Vous recevez un code personnel et un lien à partager.' },
          { heading: 'Remise de l’ami', body: 'Un ami qui ouvre votre lien, crée un compte et passe une première commande reçoit la remise indiquée sur votre page ambassadeur.' },
          { heading: 'Commission', body: 'Vous gagnez le pourcentage indiqué sur votre page sur les articles de cette première commande. Elle reste en attente jusqu’à la fin du délai de retour après la livraison, puis devient un avoir. Une commande annulée ou remboursée ne donne pas de commission.' },
          { heading: 'Auto-parrainage', body: 'Il n’y a ni remise ni commission lorsque la commande est la vôtre : le même compte, e-mail, téléphone ou adresse de livraison.' },
        ],
      },
    },
  },
];

export function contentPageRows(now: Date): Row[] {
  return CONTENT_PAGES.flatMap((page) =>
    LOCALES.map((locale) => ({
      slug: page.slug,
      locale,
      kind: page.kind,
      title: page.text[locale].title,
      summary: page.text[locale].summary,
      sections: page.text[locale].sections,
      updated_at: now.toISOString(),
    })),
  );
}

// ─── Coupons: the variety of the §2 discounts drawer ───────────────────────────────────

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** What a seeded coupon applies to: a category by its seed code, or the 'Clientes VIP' customer group. */
export type SeedDiscountable = { kind: 'category'; categoryCode: string } | { kind: 'customer' };
export type SeedDiscount = {
  code: string;
  discount_type: 'percentage' | 'fixed' | 'free_shipping';
  value: number;
  is_active: boolean;
  minimum_order_value: number | null;
  max_usage: number | null;
  usage_count: number;
  start_date: string;
  end_date: string;
  discountables: SeedDiscountable[];
};

/** The VIP group: a customer-kind discountable without an id is visible to every signed-in customer. */
export const VIP_CUSTOMERS: Words = { pt: 'Clientes VIP', en: 'VIP customers', es: 'Clientes VIP', fr: 'Clients VIP' };

/**
 * The demo coupons, dates relative to the seed time: a percentage on a category (VERAO10), a fixed
 * amount with a minimum (MENOS5), free shipping from €14.90 (PORTESGRATIS, which replaces the 19.90
 * default threshold, §9), a VIP coupon for signed-in customers ending in 3 days 4 hours (VIP20), one
 * near its usage limit ('Last 5!', ULTIMOS15), one sold out (ESGOTADO25), and one expired and
 * switched off (NATAL2025, never listed).
 */
export function discountSeeds(now: Date): SeedDiscount[] {
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const base = {
    discount_type: 'percentage' as const,
    is_active: true,
    minimum_order_value: null,
    max_usage: null,
    usage_count: 0,
    start_date: at(-7 * DAY_MS),
    discountables: [],
  };
  return [
    { ...base, code: 'VERAO10', value: 10, max_usage: 500, usage_count: 120, end_date: at(30 * DAY_MS), discountables: [{ kind: 'category', categoryCode: 'mulher-vestidos' }] },
    { ...base, code: 'MENOS5', discount_type: 'fixed', value: 5, minimum_order_value: 30, end_date: at(21 * DAY_MS) },
    { ...base, code: 'PORTESGRATIS', discount_type: 'free_shipping', value: 0, minimum_order_value: 14.9, end_date: at(60 * DAY_MS) },
    { ...base, code: 'VIP20', value: 20, end_date: at(3 * DAY_MS + 4 * HOUR_MS), discountables: [{ kind: 'customer' }] },
    { ...base, code: 'ULTIMOS15', value: 15, max_usage: 100, usage_count: 95, end_date: at(10 * DAY_MS) },
    { ...base, code: 'ESGOTADO25', value: 25, max_usage: 50, usage_count: 50, end_date: at(14 * DAY_MS) },
    { ...base, code: 'NATAL2025', is_active: false, value: 10, start_date: at(-60 * DAY_MS), end_date: at(-30 * DAY_MS) },
  ];
}
