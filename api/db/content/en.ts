import { COMPANY_FACTS as C, DISPUTE_LINKS, euros, FACTS as F, mailto, PAGE_PATHS as P, tel, type ReturnPostageText } from './facts';
import type { SiteTexts } from './types';

/** The return-postage rule (`FACTS.returnPostage`) in this language. */
const POSTAGE_RULES: ReturnPostageText = {
  customer: {
    cost: 'You pay the postage for sending the items back; we take no fee off the refund.',
    faulty: 'For an item that arrived damaged, faulty or not as described, the return postage is on us.',
  },
};
const POSTAGE = POSTAGE_RULES[F.returnPostage];

const eur = (amount: number) => euros(amount, 'en');

const ORDERS = 'Orders';
const DELIVERY = 'Delivery';
const RETURNS = 'Returns and refunds';
const PAYMENTS = 'Payments: MB WAY and Multibanco';
const COUPONS = 'Coupons and discounts';
const ACCOUNT = 'Account and personal data';
const AMBASSADOR = 'Ambassador programme';
const SELLERS = 'Partner sellers';

export const EN: SiteTexts = {
  faq: {
    title: 'Frequently asked questions',
    summary: 'Answers about orders, delivery, returns, MB WAY and Multibanco payments, coupons, your account, ambassadors and sellers.',
    sections: [
      {
        group: ORDERS,
        heading: 'How do I place an order?',
        body: 'Choose the size and colour on the product page, add the item to your cart and go to checkout. Enter the delivery address, choose each seller\'s shipping method and pay with MB WAY or a Multibanco reference.\n\nYou can buy as a guest or with an account; with an account, you follow every order in one place.',
      },
      {
        group: ORDERS,
        heading: 'How do I track my order?',
        body: 'In your account, under Orders, you see the status of each order and, once the seller ships it, the carrier and the tracking number. We also e-mail you at each step: payment confirmed, preparing, shipped and delivered.\n\nIf you bought as a guest, use the link in your order confirmation e-mail.',
        links: [{ label: 'My orders', href: P.orders }],
      },
      {
        group: ORDERS,
        heading: 'Can I cancel an order?',
        body: 'Yes, while it is waiting for payment: in your account, under Orders, choose Cancel. The stock, the coupon and any store credit used become available again.\n\nOnce paid, an order can no longer be cancelled, but you can return the items within ' + F.returnDays + ' days of delivery.',
      },
      {
        group: ORDERS,
        heading: 'Where do I find my invoice?',
        body: 'The invoice of each paid order is in your account, under Orders, ready to download as a PDF. For an invoice with your tax number, enter your NIF in the billing address at checkout. Prices include VAT at the legal rate (' + F.vat + ' %).',
      },
      {
        group: DELIVERY,
        heading: 'How long does delivery take?',
        body: 'The official store delivers in ' + F.officialDays + ' working days with standard shipping and partner sellers in ' + F.marketplaceDays + ' working days. Express shipping takes ' + F.expressDays + ' working days. Each offer shows its delivery time on the product page, and checkout shows each seller\'s estimate before you pay.',
        links: [{ label: 'Shipping policy', href: P.shipping }],
      },
      {
        group: DELIVERY,
        heading: 'How much is shipping?',
        body: 'Standard shipping costs ' + eur(F.standardPrice) + ' and is free from ' + eur(F.freeShipping) + ' of items (after the coupon). Express shipping costs ' + eur(F.expressPrice) + '. Store pickup for official-store items is free. Some coupons give free shipping with a lower minimum.',
      },
      {
        group: DELIVERY,
        heading: 'Do you deliver outside Portugal?',
        body: 'For now we deliver only in Portugal, including the Azores and Madeira. The delivery address needs a Portuguese postal code (format 0000-000).',
      },
      {
        group: DELIVERY,
        heading: 'Why does my order arrive in several parcels?',
        body: 'Each seller ships its items in its own parcel, with its own delivery time, shipping fee and tracking number. The cart warns you when an order will arrive in more than one delivery.',
      },
      {
        group: RETURNS,
        heading: 'Can I return an item?',
        body: 'Yes. You have ' + F.returnDays + ' days after delivery to return items without giving a reason (the right of withdrawal). Request the return in your account, under Orders: choose the items, the quantity, the reason and how you want to be refunded.\n\n' + POSTAGE.cost,
        links: [{ label: 'Returns policy', href: P.returns }],
      },
      {
        group: RETURNS,
        heading: 'How do I send the items back?',
        body: 'Once we approve the request, we e-mail you the shipping instructions. Return the items complete, unused and, whenever possible, in their original packaging with the labels.',
      },
      {
        group: RETURNS,
        heading: 'When do I get my refund?',
        body: 'We refund as soon as we have received and checked the items, and always within ' + F.refundDays + ' days of receiving your return request. You can choose the original payment method (MB WAY or the account you paid the Multibanco reference from) or store credit in your account.',
      },
      {
        group: RETURNS,
        heading: 'My item arrived damaged or wrong. What do I do?',
        body: 'Request the return in your account with the reason "Arrived damaged" or "Not as described", or contact us before sending the item. Items carry the ' + F.guaranteeYears + '-year legal guarantee of conformity. ' + POSTAGE.faulty,
      },
      {
        group: PAYMENTS,
        heading: 'Which payment methods do you accept?',
        body: 'MB WAY, Multibanco references and your account\'s store credit (alone or with one of the others). We do not accept credit cards, PayPal or cash on delivery.',
      },
      {
        group: PAYMENTS,
        heading: 'How do I pay with MB WAY?',
        body: 'At checkout, enter the mobile number linked to MB WAY (9 digits, starting with 9). You get a request in the MB WAY app and have ' + F.mbwayMinutes + ' minutes to approve it. The order page confirms the payment as soon as you approve it.',
      },
      {
        group: PAYMENTS,
        heading: 'How do I pay with a Multibanco reference?',
        body: 'At the end of checkout we show the entity, the reference and the amount. Pay at an ATM or in your home banking within ' + F.multibancoHours + ' hours; we hold the stock meanwhile. The order is paid as soon as the bank confirms the payment.',
      },
      {
        group: PAYMENTS,
        heading: 'My payment expired or was declined. What now?',
        body: 'If the MB WAY or reference time runs out, or the payment is declined, the order is not paid and its stock is released. In your account, under Orders, you can try to pay that order again or place a new one.',
      },
      {
        group: COUPONS,
        heading: 'How do I use a discount coupon?',
        body: 'Open the coupons from the cart, pick one and apply it, or type its code. Only valid, active coupons are listed. Each order takes one coupon.',
      },
      {
        group: COUPONS,
        heading: 'Why does my coupon not work?',
        body: 'A coupon applies only if it is active and within its dates, if the cart reaches the coupon\'s minimum purchase (when it has one) and if it has not reached its usage limit. The message in the cart says which condition failed.',
      },
      {
        group: COUPONS,
        heading: 'What are VIP coupons?',
        body: 'They are coupons reserved for registered customers, marked "VIP Exclusive". Sign in to see the ones meant for you.',
      },
      {
        group: ACCOUNT,
        heading: 'Do I need an account to buy?',
        body: 'No. But with an account you follow your orders, request returns, keep addresses and a wishlist, use store credit and see VIP coupons. To create an account, accept the terms of service and the privacy policy; the newsletter is optional.',
      },
      {
        group: ACCOUNT,
        heading: 'I forgot my password.',
        body: 'In the sign-in window choose "Forgot password". We e-mail you a link, valid for ' + F.resetLinkMinutes + ' minutes, to set a new one.',
      },
      {
        group: ACCOUNT,
        heading: 'How do I download or delete my data?',
        body: 'In your profile you can download all your data as a file and delete your account. Invoices are kept for as long as tax law requires (' + F.invoiceYears + ' years).',
        links: [{ label: 'Privacy policy', href: P.privacy }],
      },
      {
        group: ACCOUNT,
        heading: 'How do I unsubscribe from the newsletter?',
        body: 'Untick the newsletter in your account preferences. If you ask for it when creating your account, you only get it once you confirm through the link we e-mail you.',
        links: [{ label: 'Preferences', href: P.preferences }],
      },
      {
        group: AMBASSADOR,
        heading: 'How does the ambassador programme work?',
        body: 'Any customer with an account can join in the Ambassador area and gets a personal link. A friend who opens it, creates an account and places a first order gets ' + F.friendDiscount + ' % off the items, and the ambassador earns ' + F.ambassadorCommission + ' % of those items as store credit.',
        links: [{ label: 'Ambassador programme terms', href: P.ambassador }],
      },
      {
        group: AMBASSADOR,
        heading: 'When does my commission become store credit?',
        body: 'It stays pending until the ' + F.returnDays + '-day return window after delivery closes, then becomes store credit. A cancelled or refunded order earns nothing, and neither does your own order.',
      },
      {
        group: SELLERS,
        heading: 'Who sells the items?',
        body: 'The official store sells and ships most items; selected partner sellers complete the catalogue. Each offer names its seller, delivery time and price. The order, payment, customer service and returns always go through us, whoever the seller is.',
      },
      {
        group: SELLERS,
        heading: 'I want to sell in the shop. How?',
        body: 'Write to us through the contact form with your company name, company tax number (NIPC) and the brands you sell. The partnerships team answers by e-mail.',
        links: [{ label: 'Contact', href: P.contact }],
      },
    ],
  },
  about: {
    title: 'About us',
    summary: 'A Portuguese outlet for fashion, beauty, home and technology, with the official store and selected sellers.',
    sections: [
      {
        heading: 'Who we are',
        body: 'Behind the shop is ' + C.legalName + ', a Portuguese company based in Lisbon, which runs ' + C.brand + ', an online outlet. We bring together Portuguese and international fashion, beauty, watch, home and technology brands at outlet prices, delivered all over Portugal.',
      },
      {
        heading: 'How it works',
        body: 'The official store sells and ships most items. Selected partner sellers complete the catalogue with their own offers; each offer shows who sells it, its price and its delivery time.\n\nPayment, customer service and returns always go through us.',
      },
      {
        heading: 'What we promise',
        body: '- Prices in euros with VAT included, no hidden costs\n- Free shipping from ' + eur(F.freeShipping) + '\n- ' + F.returnDays + ' days to return after delivery\n- Secure payment with MB WAY and Multibanco\n- Customer service in Portuguese, English, Spanish and French',
      },
      {
        heading: 'The company',
        body: C.legalName + ' · NIPC ' + C.nipc + ' · Share capital ' + C.capital('en') + ' · Registered at the ' + C.registry + ' · Registered office: ' + C.address + '.',
      },
    ],
  },
  contact: {
    title: 'Contact',
    summary: 'Customer service answers in Portuguese, English, Spanish and French on working days.',
    sections: [
      {
        heading: 'Customer service',
        body: 'E-mail: ' + C.email + '\nPhone: ' + C.phone + ' (charged as a call to a Portuguese landline)\nWorking days, ' + C.hours.opens + ' to ' + C.hours.closes + ' (Lisbon time).\n\nWith an account, open a support request in the Support area: you keep the whole conversation. You can also use the form below.',
        links: [
          { label: C.email, href: mailto(C.email) },
          { label: C.phone, href: tel(C.phone) },
          { label: 'My support requests', href: P.support },
          { label: 'Frequently asked questions', href: P.faq },
        ],
      },
      {
        heading: 'Company address',
        body: C.legalName + '\n' + C.address + '\nNIPC ' + C.nipc + '\n\nThis address does not accept returns: return instructions come by e-mail.',
      },
      {
        heading: 'Complaints book',
        body: 'You can file a complaint in the electronic complaints book (Livro de Reclamações). For a consumer dispute, you can turn to an alternative dispute resolution entity (listed in the terms of service).',
        links: [{ label: 'Livro de Reclamações (complaints book)', href: C.complaintsBook }],
      },
    ],
  },
  'terms-of-service': {
    title: 'Terms of service',
    summary: 'The terms of use of the shop and of the sale of its items, including the right of withdrawal and dispute resolution.',
    sections: [
      {
        heading: '1. Who we are',
        body: 'The ' + C.brand + ' shop is run by ' + C.legalName + ', registered office ' + C.address + ', company tax number (NIPC) ' + C.nipc + ', share capital ' + C.capital('en') + ', registered at the ' + C.registry + '. Contact: ' + C.email + ', ' + C.phone + '.',
      },
      {
        heading: '2. Scope',
        body: 'These terms apply to every purchase made in the shop by consumers with a delivery address in Portugal. By placing an order you accept the version in force at that moment. Where translations differ, the Portuguese version prevails.',
      },
      {
        heading: '3. Customer account',
        body: 'You can buy as a guest or with an account. To create an account you must accept these terms and the privacy policy. You are responsible for keeping your password confidential. You can delete your account at any time from your profile.',
      },
      {
        heading: '4. Sellers',
        body: 'Items are sold by the official store or by partner sellers; each offer names its seller. Each seller ships its items separately. Orders, payment, customer service, returns and refunds are handled by us for every seller.',
      },
      {
        heading: '5. Prices',
        body: 'Prices are shown in euros and include VAT at the legal rate in force (' + F.vat + ' % on the mainland). Shipping is shown separately in the cart and at checkout, before payment.',
      },
      {
        heading: '6. Order and contract',
        body: 'The contract is concluded when the payment is confirmed; we then e-mail you the confirmation. Before you pay, checkout shows the items, shipping, discounts and total. An order waiting for payment can be cancelled from your account.',
      },
      {
        heading: '7. Payment',
        body: 'We accept MB WAY (the request must be approved in the app within ' + F.mbwayMinutes + ' minutes), Multibanco references (to be paid within ' + F.multibancoHours + ' hours) and store credit. Without payment in time, the order expires and the stock held for it is released. Payments are processed by SIBS; we keep no bank details.',
      },
      {
        heading: '8. Coupons, credit and programmes',
        body: 'Each order takes one coupon, under the coupon\'s own conditions (dates, minimum purchase, usage limit). Store credit cannot be exchanged for cash and may have an expiry date, shown in your account. The ambassador programme has its own terms.',
        links: [{ label: 'Ambassador programme terms', href: P.ambassador }],
      },
      {
        heading: '9. Delivery',
        body: 'We deliver to mainland Portugal, the Azores and Madeira, within the times and at the prices shown at checkout. The risk in the item passes to you when you receive it.',
        links: [{ label: 'Shipping policy', href: P.shipping }],
      },
      {
        heading: '10. Right of withdrawal',
        body: 'You may withdraw from the contract without giving a reason within ' + F.returnDays + ' days of the delivery of the items (Decree-Law 24/2014). To do so, request the return in your account or send us a clear statement by e-mail. We refund within ' + F.refundDays + ' days at the latest, through the original payment method or, if you prefer, as store credit. ' + POSTAGE.cost,
        links: [{ label: 'Returns policy', href: P.returns }],
      },
      {
        heading: '11. Guarantee',
        body: 'Items carry the ' + F.guaranteeYears + '-year legal guarantee of conformity from delivery (Decree-Law 84/2021). If an item is faulty, contact us.',
      },
      {
        heading: '12. Complaints and dispute resolution',
        body: 'You can complain to us through the contacts above or in the electronic complaints book (Livro de Reclamações). For a consumer dispute, you may turn to one of the alternative dispute resolution (ADR) entities we adhere to under Law 144/2015: the Lisbon Consumer Arbitration Centre (Centro de Arbitragem de Conflitos de Consumo de Lisboa) or CNIACC, the National Centre for Consumer Information and Arbitration. The full list of ADR entities is on the Portal do Consumidor.',
        links: [{ label: 'Livro de Reclamações (complaints book)', href: C.complaintsBook }, ...DISPUTE_LINKS],
      },
      {
        heading: '13. Governing law',
        body: 'These terms are governed by Portuguese law, without prejudice to the mandatory consumer protection rules of the country where you live.',
      },
    ],
  },
  'privacy-policy': {
    title: 'Privacy policy',
    summary: 'Which personal data we process (name, e-mail, address…), what we use it for, on which legal basis, for how long, and how to exercise your rights (GDPR).',
    sections: [
      {
        heading: 'Data controller',
        body: C.legalName + ', NIPC ' + C.nipc + ', ' + C.address + '. For privacy matters: ' + C.privacyEmail + '.',
        links: [{ label: C.privacyEmail, href: mailto(C.privacyEmail) }],
      },
      {
        heading: 'Data we process',
        body: '- Account: first name, last name, e-mail, password (stored hashed), language and newsletter preference\n- Orders: addresses, phone, tax number (NIF), items, amounts and payments (the MB WAY mobile number; never card data)\n- Support: support requests, contact form messages and conversations with the assistant\n- Browsing: cookies and marketing attribution data (where a visit came from), as the cookie policy describes',
      },
      {
        heading: 'Purposes and legal bases',
        body: '- Processing orders, payments, deliveries and returns — performance of the contract\n- Issuing invoices and meeting tax obligations — legal obligation\n- Answering support requests and the assistant — performance of the contract and legitimate interest\n- Sending the newsletter — consent, given with an e-mail confirmation\n- Measuring audience and marketing — consent, given in the cookie notice\n- Preventing fraud and abuse (attempt limits) — legitimate interest',
      },
      {
        heading: 'How long we keep it',
        body: '- Account: while it is active; when you delete it, the personal data is anonymised\n- Invoices and order data: ' + F.invoiceYears + ' years, as tax law requires\n- Conversations with the assistant: ' + F.chatTranscriptDays + ' days after the last message\n- Support requests: while the account exists, without name or e-mail once it is deleted\n- Newsletter: until you withdraw your consent\n- Cookies: the periods in the cookie policy',
      },
      {
        heading: 'Who receives the data',
        body: 'Each item\'s seller and the carrier receive what the delivery needs. SIBS processes payments. Hosting and e-mail providers process data on our behalf, under contract. We do not sell personal data.',
      },
      {
        heading: 'Your rights',
        body: 'You have the right of access, rectification, erasure, restriction, portability and objection, and you can withdraw consent at any time without affecting processing already done. In your profile you can download your data and delete your account; for other requests write to ' + C.privacyEmail + '. We answer within one month.',
        links: [{ label: 'My profile', href: P.profile }],
      },
      {
        heading: 'Complaints to the supervisory authority',
        body: 'If you believe we process your data unlawfully, you can lodge a complaint with the Portuguese data protection authority, the ' + C.authority.name + '.',
        links: [{ label: C.authority.name, href: C.authority.url }],
      },
      {
        heading: 'Security',
        body: 'Connections are encrypted (HTTPS), passwords are stored with a strong hashing algorithm, and access to data is limited to those who need it.',
      },
    ],
  },
  'cookie-policy': {
    title: 'Cookie policy',
    summary: 'Which cookies and local storage we use, why, for how long, and how to change your choice.',
    sections: [
      {
        heading: 'What cookies are',
        body: 'Cookies are small files a site stores in your browser. We also use the browser\'s local storage for the cart and the session.',
      },
      {
        heading: 'Strictly necessary',
        body: 'The shop does not work without them; they need no consent.\n\n- Session and protection against forged requests (storefront_session, XSRF-TOKEN): a guest session ends after ' + F.guestSessionHours + ' hours without activity; with "remember me", it lasts up to ' + F.rememberDays + ' days\n- Language (i18n_locale): ' + F.localeCookieDays + ' days\n- Cart and session in local storage: until you sign out\n- Your cookie choice',
      },
      {
        heading: 'Analytics',
        body: 'Only with your consent: they measure the pages visited and the steps of a purchase (Google Tag Manager and Google Analytics), so we can improve the shop. Until you accept, none of these scripts is loaded.',
      },
      {
        heading: 'Marketing',
        body: 'Only with your consent: they keep where your visit came from (campaigns, utm_tracking_id, ' + F.trackingCookieDays + ' days) so we know which campaigns bring customers, and to show relevant advertising. Without it, where your visit came from is kept only in this browser session (session storage), with no cookie.',
      },
      {
        heading: 'Changing your choice',
        body: 'In the cookie notice you can accept all, reject all or choose per purpose. You can change your choice at any time from the cookie link in the footer of every page. You can also delete cookies in your browser settings.',
        links: [{ label: 'Privacy policy', href: P.privacy }],
      },
    ],
  },
  'shipping-policy': {
    title: 'Shipping policy',
    summary: 'Where we deliver, shipping methods, times and costs, free shipping and tracking.',
    sections: [
      {
        heading: 'Where we deliver',
        body: 'We deliver to mainland Portugal, the Azores and Madeira. The delivery address needs a Portuguese postal code (0000-000).',
      },
      {
        heading: 'Methods, times and costs',
        body: '- Standard shipping: ' + eur(F.standardPrice) + ' — ' + F.officialDays + ' working days from the official store, ' + F.marketplaceDays + ' working days from partner sellers\n- Express shipping: ' + eur(F.expressPrice) + ' — ' + F.expressDays + ' working days\n- Store pickup: free — ' + F.pickupDays + ' working days, official-store items only\n\nSome items need preparation time, added to the shipping time; each offer\'s delivery time is on the product page and checkout shows it before you pay.',
      },
      {
        heading: 'Free shipping',
        body: 'Standard shipping is free when the items (after the coupon) reach ' + eur(F.freeShipping) + ', or with a valid free-shipping coupon. The cart shows how much is left. Faster methods keep their price.',
      },
      {
        heading: 'Orders from several sellers',
        body: 'Each seller ships its items in its own parcel, with its own fee, delivery time and tracking. The order\'s overall delivery time is that of the slowest seller.',
      },
      {
        heading: 'Tracking',
        body: 'We e-mail you when a parcel leaves, with the carrier and the tracking number, and again when it is delivered. Everything is also under Orders in your account.',
        links: [{ label: 'My orders', href: P.orders }],
      },
      {
        heading: 'When shipping starts',
        body: 'We prepare the order once its payment is confirmed. A Multibanco reference paid near the end of its ' + F.multibancoHours + '-hour window delays shipping by as much.',
      },
      {
        heading: 'Returns',
        body: POSTAGE.cost,
        links: [{ label: 'Returns policy', href: P.returns }],
      },
    ],
  },
  'returns-policy': {
    title: 'Returns policy',
    summary: F.returnDays + ' days after delivery to return items: how to ask, how to send them, who pays the postage and how the refund works.',
    sections: [
      {
        heading: 'Return window',
        body: 'You have ' + F.returnDays + ' days from delivery to return items without giving a reason (the right of withdrawal, Decree-Law 24/2014). In an order from several sellers, the window runs from the delivery of each parcel.',
      },
      {
        heading: 'How to request a return',
        body: '- In your account, open Orders and the order\n- Choose Return items, the items and the quantity\n- Give the reason: wrong size, not as described, arrived damaged, changed my mind or other\n- Choose the refund: original payment method or store credit\n\nYou can also exercise the right by sending us a statement by e-mail.',
        links: [{ label: 'My orders', href: P.orders }],
      },
      {
        heading: 'Return status',
        body: 'A return goes through: requested, approved, items received and refunded. We e-mail you at each step, with the shipping instructions after approval.',
      },
      {
        heading: 'Return postage',
        body: POSTAGE.cost + ' ' + POSTAGE.faulty,
      },
      {
        heading: 'Condition of the items',
        body: 'Return the items complete and unused, with their labels and, whenever possible, in their original packaging. We may deduct the loss in value of an item handled beyond what was needed to establish its nature and functioning.',
      },
      {
        heading: 'Refund',
        body: 'We refund the price of the returned items within ' + F.refundDays + ' days of the return request at the latest, and may wait until we receive the items. If you return every item of a parcel, we also refund the delivery you paid for it, up to the cost of standard delivery (the extra cost of a faster delivery is not refunded). Through the original payment method, the money goes back to MB WAY or to the account you paid the Multibanco reference from; as store credit, it is in your account as soon as we receive the items. The part paid with credit always goes back as credit.',
      },
      {
        heading: 'Faulty items',
        body: 'A damaged item, or one unlike its description, is covered by the ' + F.guaranteeYears + '-year legal guarantee: choose the matching reason when you request the return, or contact us.',
        links: [{ label: 'Contact', href: P.contact }],
      },
    ],
  },
  'ambassador-terms': {
    title: 'Ambassador programme terms',
    summary: 'How to recommend the shop to friends, the discount they get and the commission you earn.',
    sections: [
      { heading: 'Joining', body: 'Any customer with an account can join in the Ambassador area by accepting these terms. You get a personal code and a link to share.' },
      {
        heading: 'Friend discount',
        body: 'A friend who opens your link, creates an account and places a first order gets ' + F.friendDiscount + ' % off the items of that order, after any coupon.',
      },
      {
        heading: 'Commission',
        body: 'You earn ' + F.ambassadorCommission + ' % of the items of that first order, after discounts. It stays pending until the ' + F.returnDays + '-day return window after delivery closes, then becomes store credit. A cancelled or refunded order earns no commission.',
      },
      { heading: 'Self-referral', body: 'There is no discount and no commission when the order is your own: the same account, e-mail, phone or delivery address.' },
      {
        heading: 'Affiliates',
        body: 'Affiliates invited by the shop earn ' + F.affiliateCommission + ' % of the items of the orders their links bring, paid out once the confirmed total reaches ' + eur(F.affiliatePayout) + '.',
      },
    ],
  },
};
