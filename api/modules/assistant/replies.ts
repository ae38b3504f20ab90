import {
  LOCALES,
  localizedPath,
  orderNumberOf,
  type AccountOrderView,
  type AssistantAction,
  type AssistantIntent,
  type AssistantSource,
  type AssistantTurn,
  type Discount,
  type Locale,
} from '../../../contract';
import type { AuthUser } from '../../http/auth-context';
import type { AssistantCore, Grounded } from './core';
import type { Handoff, HandoffContext } from './handoff';
import type { RetrievedPassage } from './retrieval';
import type { SessionState, StoredReply } from './sessions';
import { fold } from './text';
import { dateIn, euros, link, textsOf } from './texts';
import type { ProductMatch } from './tools/catalogue';
import type { OrderTools, FoundOrder } from './tools/orders';
import type { ReturnTools } from './tools/returns';
import type { SellerEstimate } from './tools/shipping';

/** What the dialogue needs from the rest of the API: the tools, the hand-off and the transcript so far. */
export type DialogueTools = {
  core: AssistantCore;
  orders: OrderTools;
  returns: ReturnTools;
  estimates(productUuids: readonly string[] | null): Promise<SellerEstimate[]>;
  coupons(userId: number | null): Promise<Discount[]>;
  products(understood: Grounded, message: string): Promise<ProductMatch>;
  orderId(uuid: string): Promise<number | null>;
  handoff(who: { user: AuthUser } | { email: string }, context: HandoffContext): Promise<Handoff>;
  turns(): Promise<AssistantTurn[]>;
};

export type Turn = { reply: StoredReply; state: SessionState; locale: Locale; facts: string[] };

/** Failed answers in a row that hand the conversation to a person. */
export const FAILURES_BEFORE_HANDOFF = 2;
/** A passage scoring below this does not answer a message the classifier could not place. */
export const MIN_PASSAGE_SCORE = 3;
/**
 * A message of no known intent is answered from a page only when the passage holds at least this many of its
 * words: one shared word ("capital" in "the capital of Mongolia" and the company's share capital) is chance.
 */
export const MIN_PASSAGE_WORDS_WITHOUT_INTENT = 2;
/** How much of a page section a reply quotes. */
const QUOTE_LENGTH = 420;

/** "Talk to a person", the suggestion every language offers. */
const PERSON_PROMPTS = new Set(LOCALES.map((locale) => fold(textsOf(locale).talkToPerson)));
const EMAIL = /[^\s@<>()[\]]+@[^\s@<>()[\]]+\.[a-z]{2,}/i;
const YES = /^(sim|yes|si|oui|ok|okay|claro|vale|pode|podes|go|d accord|bien sur|por favor|please|s il vous plait)\b/;

/** The storefront path of a content page (§2: /faq, /about, /contact, /legal-information/{slug}). */
export function pagePath(slug: string, locale: Locale): string {
  return localizedPath(['faq', 'about', 'contact'].includes(slug) ? `/${slug}` : `/legal-information/${slug}`, locale);
}

/** The section's own words: the passage text less the page title and heading the index adds. */
function quoteOf(passage: RetrievedPassage): string {
  const prefix = passage.heading === null ? `${passage.title}. ` : `${passage.title}. ${passage.heading} `;
  const body = (passage.text.startsWith(prefix) ? passage.text.slice(prefix.length) : passage.text).trim();
  if (body.length <= QUOTE_LENGTH) return body;
  const cut = body.slice(0, QUOTE_LENGTH);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  return end > 80 ? cut.slice(0, end + 1) : `${cut.trimEnd()}…`;
}

type Draft = {
  intent: AssistantIntent;
  lines: string[];
  sources: AssistantSource[];
  actions: AssistantAction[];
  facts: string[];
  /** Nothing matched: counts toward the hand-off. */
  failed?: boolean;
  tried?: string;
};

/** One conversation turn: reads the message, runs the tools it calls for and words the reply. */
export async function converse(
  tools: DialogueTools,
  input: { message: string; locale: Locale; user: AuthUser | null; state: SessionState },
): Promise<Turn> {
  const { message, user } = input;
  const state: SessionState = { ...input.state, proven: [...(input.state.proven ?? [])], tried: [...(input.state.tried ?? [])] };
  const understood = await tools.core.read(message, input.locale);
  const email = EMAIL.exec(message)?.[0] ?? null;
  // A short answer (an e-mail, "yes") is in the language of the conversation, not of its few words.
  const answering = (state.awaiting === 'order_email' || state.awaiting === 'handoff_email') && email !== null;
  const locale = answering || (state.awaiting === 'return_confirm' && YES.test(fold(message))) ? input.locale : understood.locale;
  const t = textsOf(locale);
  const talkToPerson: AssistantAction = { type: 'suggestions', prompts: [t.talkToPerson] };
  const awaiting = state.awaiting;
  state.awaiting = null;
  state.goal ??= message;

  const pageSource = (passage: RetrievedPassage): AssistantSource => ({ kind: 'page', id: passage.slug, title: passage.heading ?? passage.title, href: pagePath(passage.slug, locale) });
  const passageDraft = (intent: AssistantIntent, passages: RetrievedPassage[], minScore = 0, minWords = 0): Draft | null => {
    const best = passages[0];
    if (!best || best.score < minScore || best.matched < minWords) return null;
    return {
      intent,
      lines: [quoteOf(best), t.moreOn(link(best.title, pagePath(best.slug, locale)))],
      sources: [pageSource(best)],
      actions: [],
      facts: [best.text],
      tried: `${best.slug}: ${best.heading ?? best.title}`,
    };
  };
  const orderSource = (view: AccountOrderView, href: string): AssistantSource => ({ kind: 'order', id: view.number, title: `#${view.number}`, href });

  const orderDraft = (found: FoundOrder): Draft => {
    const { view, href } = found;
    state.order = view.order_uuid;
    const lines = [t.orderHeadline(view.number, dateIn(locale, view.created_at), t.orderStatus[view.status])];
    for (const shipment of view.shipments) {
      const status = shipment.fulfilment.status;
      lines.push(t.parcel(shipment.seller_name, t.fulfilment[status]));
      if (shipment.fulfilment.carrier && shipment.fulfilment.tracking_number) lines.push(t.carrier(shipment.fulfilment.carrier, shipment.fulfilment.tracking_number));
      if (['paid', 'preparing', 'shipped'].includes(status)) {
        const [min = 0, max = 0] = shipment.delivery_estimate.split('-').map(Number);
        lines.push(t.estimate(min, max));
      }
    }
    lines.push(link(t.viewOrder, href));
    return { intent: 'order_status', lines, sources: [orderSource(view, href)], actions: [{ type: 'link', label: t.viewOrder, href }], facts: [JSON.stringify({ ...view, contact: undefined, shipping_address: undefined })], tried: `order #${view.number}` };
  };
  const notFound = (number: string): Draft => ({ intent: 'order_status', lines: [t.orderNotFound(number)], sources: [], actions: [talkToPerson], facts: [], tried: `order #${number}: not found` });

  async function orderStatus(): Promise<Draft> {
    const number = understood.entities.orderNumbers[0] ?? null;
    if (user) {
      const found = await tools.orders.forCustomer(user.id, number, locale);
      if (found) return orderDraft(found);
      return number ? notFound(number) : { intent: 'order_status', lines: [t.noOrders], sources: [], actions: [talkToPerson], facts: [], tried: 'order lookup: no orders' };
    }
    if (!number) {
      state.awaiting = 'order_email';
      return { intent: 'order_status', lines: [t.askOrderProof], sources: [], actions: [], facts: [], tried: 'asked for the order number and e-mail' };
    }
    for (const uuid of state.proven ?? []) {
      if (orderNumberOf(uuid) === number) {
        const found = await tools.orders.proven(uuid, locale);
        if (found) return orderDraft(found);
      }
    }
    if (email) return proveGuestOrder(number, email);
    state.pendingOrder = number;
    state.awaiting = 'order_email';
    return { intent: 'order_status', lines: [t.askOrderEmail(number)], sources: [], actions: [], facts: [], tried: `asked for the e-mail of order #${number}` };
  }

  async function proveGuestOrder(number: string, given: string): Promise<Draft> {
    state.pendingOrder = null;
    const found = await tools.orders.forGuest(number, given, locale);
    if (!found) return notFound(number);
    state.proven = [...new Set([...(state.proven ?? []), found.view.order_uuid])];
    return orderDraft(found);
  }

  async function shipping(): Promise<Draft> {
    const named = understood.entities.products.length > 0;
    const match = named ? await tools.products(understood, message) : null;
    const estimates = await tools.estimates(match ? match.products.map((product) => product.uuid) : null);
    const page = passageDraft('shipping', understood.passages);
    if (!estimates.length && !page) return failure();
    const sellers = [...new Set(estimates.map((row) => row.seller))];
    const lines = estimates.length
      ? [
          t.estimatesIntro,
          ...sellers.map((seller) =>
            t.estimateLine(seller, estimates.filter((row) => row.seller === seller).map((row) => t.method(t.methods[row.code] ?? row.method, row.min, row.max, euros(locale, row.price))).join('; ')),
          ),
        ]
      : [t.noEstimates];
    return {
      intent: 'shipping',
      lines: [...lines, ...(page?.lines ?? [])],
      sources: [...(match?.products.map((product): AssistantSource => ({ kind: 'product', id: product.uuid, title: product.name, href: product.href })) ?? []), ...(page?.sources ?? [])],
      actions: [],
      facts: [JSON.stringify(estimates), ...(page?.facts ?? [])],
      tried: 'delivery estimates',
    };
  }

  async function returns(): Promise<Draft> {
    const policy = passageDraft('returns', understood.passages);
    if (!user) {
      const accountOrders = localizedPath('/account/orders', locale);
      return {
        intent: 'returns',
        lines: [...(policy?.lines.slice(0, 1) ?? []), t.returnsNeedAccount(link(t.viewOrder, accountOrders))],
        sources: policy?.sources ?? [],
        actions: [],
        facts: policy?.facts ?? [],
        tried: 'return policy',
      };
    }
    const number = understood.entities.orderNumbers[0] ?? null;
    const uuid = number ? (await tools.orders.forCustomer(user.id, number, locale))?.view.order_uuid : await tools.orders.latestDelivered(user.id);
    if (!uuid) {
      if (number) return notFound(number);
      return { intent: 'returns', lines: [t.noDeliveredOrder, ...(policy?.lines ?? [])], sources: policy?.sources ?? [], actions: [talkToPerson], facts: policy?.facts ?? [], tried: 'return eligibility: no delivered order' };
    }
    const orderNumber = orderNumberOf(uuid);
    const href = localizedPath(`/account/orders/${uuid}`, locale);
    const source: AssistantSource = { kind: 'order', id: orderNumber, title: `#${orderNumber}`, href };
    state.order = uuid;
    const lines = (await tools.returns.returnable(uuid, user.id)) ?? [];
    if (!lines.length) {
      return { intent: 'returns', lines: [t.nothingReturnable(orderNumber), ...(policy?.lines ?? [])], sources: [source, ...(policy?.sources ?? [])], actions: [{ type: 'link', label: t.returnsLink, href }], facts: policy?.facts ?? [], tried: `return eligibility of #${orderNumber}` };
    }
    state.awaiting = 'return_confirm';
    state.returnOrder = uuid;
    const deadline = lines.map((line) => Date.parse(line.return_by)).reduce((a, b) => Math.min(a, b));
    const names = lines.map((line) => `${line.quantity} × ${line.name}`).join(', ');
    return {
      intent: 'returns',
      lines: [t.returnable(orderNumber, names, dateIn(locale, new Date(deadline))), link(t.returnsLink, href)],
      sources: [source, ...(policy?.sources ?? [])],
      actions: [{ type: 'suggestions', prompts: [t.startReturn] }, { type: 'link', label: t.returnsLink, href }],
      facts: [JSON.stringify(lines)],
      tried: `return eligibility of #${orderNumber}`,
    };
  }

  async function startReturn(orderUuid: string): Promise<Draft> {
    const created = await tools.returns.startAll(orderUuid, user!.id);
    const orderNumber = orderNumberOf(orderUuid);
    const href = localizedPath(`/account/orders/${orderUuid}`, locale);
    if (!created) return { intent: 'returns', lines: [t.nothingReturnable(orderNumber)], sources: [], actions: [talkToPerson], facts: [], tried: `start a return of #${orderNumber}: nothing left` };
    return {
      intent: 'returns',
      lines: [t.returnStarted(orderNumber, euros(locale, created.amount)), link(t.returnsLink, href)],
      sources: [{ kind: 'return', id: created.return_uuid, title: `#${orderNumber}`, href }],
      actions: [{ type: 'link', label: t.returnsLink, href }],
      facts: [JSON.stringify(created)],
      tried: `return started for #${orderNumber}`,
    };
  }

  async function coupons(): Promise<Draft> {
    const live = await tools.coupons(user?.id ?? null);
    if (!live.length) return { intent: 'coupons', lines: [t.noCoupons], sources: [], actions: [], facts: [], tried: 'coupons: none' };
    const value = (coupon: Discount) => (coupon.discount_type === 'percentage' ? `-${coupon.value}%` : coupon.discount_type === 'fixed' ? `-${euros(locale, coupon.value)}` : t.freeShipping);
    return {
      intent: 'coupons',
      lines: [
        t.couponsIntro,
        ...live.map((coupon) =>
          t.couponLine(coupon.code, value(coupon), coupon.minimum_order_value ? euros(locale, coupon.minimum_order_value) : null, coupon.end_date ? dateIn(locale, coupon.end_date) : null),
        ),
      ],
      sources: live.map((coupon) => ({ kind: 'coupon', id: coupon.code, title: coupon.code, href: localizedPath(`/discount/${encodeURIComponent(coupon.code)}`, locale) })),
      actions: [],
      facts: [JSON.stringify(live)],
      tried: 'coupons',
    };
  }

  async function productSearch(): Promise<Draft> {
    const match = await tools.products(understood, message);
    if (!match.products.length) return { ...failure(t.noProducts), intent: 'product_search', tried: 'catalogue search: nothing' };
    return {
      intent: 'product_search',
      lines: [t.productsIntro(match.products.length), ...match.products.map((product) => `${link(product.name, product.href)} ${euros(locale, product.price)}`)],
      sources: match.products.map((product) => ({ kind: 'product', id: product.uuid, title: product.name, href: product.href })),
      actions: [{ type: 'products', products: match.products }],
      facts: [JSON.stringify(match.products)],
      tried: 'catalogue search',
    };
  }

  function failure(text = t.dontKnow): Draft {
    return { intent: understood.intent, lines: [text], sources: [], actions: [talkToPerson], facts: [], failed: true, tried: `no answer: "${message.slice(0, 80)}"` };
  }

  async function handoff(intent: AssistantIntent, lead: string[]): Promise<Draft> {
    if (state.ticket) return { intent, lines: [...lead, t.handoffAlready], sources: [{ kind: 'ticket', id: state.ticket, title: state.ticket, href: null }], actions: [], facts: [] };
    if (!user && email) return openTicket(intent, { email }, lead);
    if (!user) {
      state.awaiting = 'handoff_email';
      return { intent, lines: [...lead, t.handoffAskEmail], sources: [], actions: [], facts: [], tried: 'hand-off: asked for an e-mail' };
    }
    return openTicket(intent, { user }, lead);
  }

  async function openTicket(intent: AssistantIntent, who: { user: AuthUser } | { email: string }, lead: string[]): Promise<Draft> {
    const orderUuid = state.order ?? null;
    const orderId = orderUuid ? await tools.orderId(orderUuid) : null;
    const turns: AssistantTurn[] = [...(await tools.turns()), { role: 'shopper', text: message, at: new Date().toISOString() }];
    const opened = await tools.handoff(who, {
      locale,
      goal: state.goal ?? message,
      intent,
      order: orderUuid && orderId ? { id: orderId, number: orderNumberOf(orderUuid) } : null,
      tried: state.tried ?? [],
      turns,
    });
    state.ticket = opened.ticketUuid;
    const text = 'user' in who ? t.handoffCustomer(link(t.talkToPerson, opened.href)) : t.handoffGuest(who.email);
    return {
      intent,
      lines: [...lead, text],
      sources: [{ kind: 'ticket', id: opened.ticketUuid, title: opened.ticketUuid, href: 'user' in who ? opened.href : null }],
      actions: [{ type: 'handoff', ticket_uuid: opened.ticketUuid, href: opened.href }],
      facts: [],
      tried: 'hand-off',
    };
  }

  async function decide(): Promise<Draft> {
    if (awaiting === 'handoff_email' && !user && email) return openTicket('human_handoff', { email }, []);
    if (awaiting === 'order_email' && !user && email && input.state.pendingOrder && !understood.entities.orderNumbers.length) return proveGuestOrder(input.state.pendingOrder, email);
    if (awaiting === 'return_confirm' && user && input.state.returnOrder && YES.test(fold(message))) return startReturn(input.state.returnOrder);
    if (awaiting === 'return_confirm' && user && input.state.returnOrder && fold(message) === fold(t.startReturn)) return startReturn(input.state.returnOrder);
    // The widget's own prompts mean what they say, whatever the classifier makes of them.
    if (PERSON_PROMPTS.has(fold(message))) return handoff('human_handoff', []);
    const intent = understood.entities.orderNumbers.length && ['other', 'greeting', 'order_status'].includes(understood.intent) ? 'order_status' : understood.intent;
    switch (intent) {
      case 'greeting':
        return { intent, lines: [t.greeting], sources: [], actions: [{ type: 'suggestions', prompts: [t.starters.tracking, t.starters.shipping, t.starters.returns] }], facts: [] };
      case 'human_handoff':
        return handoff(intent, []);
      case 'order_status':
        return orderStatus();
      case 'shipping':
        return shipping();
      case 'returns':
        return returns();
      case 'coupons':
        return coupons();
      case 'product_search':
        return productSearch();
      case 'payment':
      case 'account':
        return passageDraft(intent, understood.passages) ?? failure();
      default:
        return passageDraft('other', understood.passages, MIN_PASSAGE_SCORE, MIN_PASSAGE_WORDS_WITHOUT_INTENT) ?? failure();
    }
  }

  let draft = await decide();
  state.failures = draft.failed ? (state.failures ?? 0) + 1 : 0;
  if (draft.tried) state.tried = [...(state.tried ?? []), draft.tried].slice(-20);
  if (draft.failed && state.failures >= FAILURES_BEFORE_HANDOFF) {
    state.failures = 0;
    draft = { ...(await handoff(draft.intent, draft.lines)), intent: draft.intent };
  }
  return {
    reply: { reply: draft.lines.join('\n'), intent: draft.intent, sources: draft.sources, actions: draft.actions },
    state,
    locale,
    facts: draft.facts,
  };
}
