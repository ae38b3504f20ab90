/**
 * The company behind the shop, in one place: Portuguese law (DL 7/2004 art. 10, Código das Sociedades
 * Comerciais art. 171) wants an online shop to show who sells — name, registered office, NIPC, share
 * capital, registry and a contact — and (DL 156/2005, Lei 144/2015) the electronic complaints book and the
 * consumer dispute-resolution entities. The footer and the legal pages both read these values, so a change
 * of address is made here once. Zod-free: the footer is in every page's first load.
 *
 * The values are the demo company's; a real deployment replaces them with its own registration.
 */
export const COMPANY = {
  /** The trading name (the brand the footer shows). */
  brand: 'Outlet Marketplace',
  legalName: 'Outlet Marketplace, Lda.',
  nipc: '509999999',
  street: 'Avenida da Liberdade 110',
  postalCode: '1250-146',
  city: 'Lisboa',
  country: 'Portugal',
  /** Share capital, fully paid, in euros. */
  shareCapitalEur: 50_000,
  registry: 'Conservatória do Registo Comercial de Lisboa',
  email: 'apoio@outlet-marketplace.pt',
  privacyEmail: 'privacidade@outlet-marketplace.pt',
  /** Customer service phone; the cost is that of a call to a national landline (DL 59/2021). */
  phone: '+351 210 000 100',
  /** Customer-service hours, working days, Lisbon time. */
  hours: { opens: '09:00', closes: '18:00' },
} as const;

/**
 * Where returned parcels go: the shop's returns desk (every seller's returns come through the shop). Not the
 * registered office, which takes no parcels. A placeholder like the rest of the demo company's details.
 */
export const RETURNS_ADDRESS = `${COMPANY.brand} – Devoluções, Parque Logístico da Azambuja, Armazém 4, 2050-306 Azambuja, Portugal`;

/** The one-line registered address, as a letter or an invoice writes it. */
export const COMPANY_ADDRESS = `${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}, ${COMPANY.country}`;

/** DL 156/2005 as amended by DL 74/2017: the electronic complaints book. */
export const COMPLAINTS_BOOK_URL = 'https://www.livroreclamacoes.pt/Inicio/';

/**
 * Lei 144/2015 art. 18: the consumer dispute-resolution (RAL) entities the shop is bound to, with their
 * sites, and the official list of all of them. The regional centre of the registered office comes first;
 * CNIACC takes cases of consumers from the whole country.
 */
export const DISPUTE_RESOLUTION = {
  entities: [
    { name: 'Centro de Arbitragem de Conflitos de Consumo de Lisboa', url: 'https://www.centroarbitragemlisboa.pt' },
    { name: 'CNIACC – Centro Nacional de Informação e Arbitragem de Conflitos de Consumo', url: 'https://www.cniacc.pt' },
  ],
  listUrl: 'https://www.consumidor.gov.pt',
} as const;

/** The supervisory authority for personal data (RGPD art. 77). */
export const DATA_PROTECTION_AUTHORITY = { name: 'Comissão Nacional de Proteção de Dados (CNPD)', url: 'https://www.cnpd.pt' } as const;
