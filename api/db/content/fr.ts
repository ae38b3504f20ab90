import { COMPANY_FACTS as C, DISPUTE_LINKS, euros, FACTS as F, mailto, PAGE_PATHS as P, tel, type ReturnPostageText } from './facts';
import type { SiteTexts } from './types';

/** The return-postage rule (`FACTS.returnPostage`) in this language. */
const POSTAGE_RULES: ReturnPostageText = {
  customer: {
    cost: 'Les frais de renvoi sont à votre charge ; nous ne retenons rien sur le remboursement.',
    faulty: 'Si l’article est arrivé abîmé, défectueux ou non conforme à sa description, les frais de renvoi sont à notre charge.',
  },
};
const POSTAGE = POSTAGE_RULES[F.returnPostage];

const eur = (amount: number) => euros(amount, 'fr');

const ORDERS = 'Commandes';
const DELIVERY = 'Livraison';
const RETURNS = 'Retours et remboursements';
const PAYMENTS = 'Paiements : MB WAY et Multibanco';
const COUPONS = 'Codes promo et remises';
const ACCOUNT = 'Compte et données personnelles';
const AMBASSADOR = 'Programme ambassadeur';
const SELLERS = 'Vendeurs partenaires';

export const FR: SiteTexts = {
  faq: {
    title: 'Questions fréquentes',
    summary: 'Des réponses sur les commandes, la livraison, les retours, les paiements MB WAY et Multibanco, les codes promo, le compte, les ambassadeurs et les vendeurs.',
    sections: [
      {
        group: ORDERS,
        heading: 'Comment passer une commande ?',
        body: 'Choisissez la taille et la couleur sur la page du produit, ajoutez-le au panier et passez au paiement. Indiquez l’adresse de livraison, choisissez le mode d’envoi de chaque vendeur et payez par MB WAY ou par référence Multibanco.\n\nVous pouvez acheter en invité ou avec un compte ; avec un compte, vous suivez toutes vos commandes au même endroit.',
      },
      {
        group: ORDERS,
        heading: 'Comment suivre ma commande ?',
        body: 'Dans votre compte, rubrique Commandes, vous voyez le statut de chaque commande et, dès que le vendeur l’expédie, le transporteur et le numéro de suivi. Nous vous envoyons aussi un e-mail à chaque étape : paiement confirmé, en préparation, expédiée et livrée.\n\nSi vous avez acheté en invité, utilisez le lien de l’e-mail de confirmation de commande.',
        links: [{ label: 'Mes commandes', href: P.orders }],
      },
      {
        group: ORDERS,
        heading: 'Puis-je annuler une commande ?',
        body: 'Oui, tant qu’elle attend son paiement : dans votre compte, rubrique Commandes, choisissez Annuler. Le stock, le code promo et l’avoir utilisés redeviennent disponibles.\n\nUne fois payée, la commande ne peut plus être annulée, mais vous pouvez retourner les articles dans les ' + F.returnDays + ' jours suivant la livraison.',
      },
      {
        group: ORDERS,
        heading: 'Où trouver ma facture ?',
        body: 'La facture de chaque commande payée se trouve dans votre compte, rubrique Commandes, à télécharger en PDF. Pour une facture avec numéro fiscal, indiquez votre NIF dans l’adresse de facturation lors du paiement. Les prix incluent la TVA au taux légal (' + F.vat + ' %).',
      },
      {
        group: DELIVERY,
        heading: 'Quel est le délai de livraison ?',
        body: 'En envoi standard, ' + F.officialDays + ' jours ouvrés depuis la boutique officielle et ' + F.marketplaceDays + ' jours ouvrés depuis les vendeurs partenaires ; en express, ' + F.expressDays + ' jours ouvrés. Chaque offre indique son délai de livraison sur la page du produit.',
        links: [{ label: 'Politique de livraison', href: P.shipping }],
      },
      {
        group: DELIVERY,
        heading: 'Combien coûte la livraison ?',
        body: 'L’envoi standard coûte ' + eur(F.standardPrice) + ' et il est gratuit dès ' + eur(F.freeShipping) + ' d’articles (après le code promo). L’envoi express coûte ' + eur(F.expressPrice) + '. Le retrait en magasin des articles de la boutique officielle est gratuit. Certains codes promo offrent la livraison avec un minimum plus bas.',
      },
      {
        group: DELIVERY,
        heading: 'Livrez-vous hors du Portugal ?',
        body: 'Pour l’instant, nous livrons uniquement au Portugal, Açores et Madère compris. L’adresse de livraison doit avoir un code postal portugais (format 0000-000).',
      },
      {
        group: DELIVERY,
        heading: 'Pourquoi ma commande arrive-t-elle en plusieurs colis ?',
        body: 'Chaque vendeur expédie ses articles dans son propre colis, avec son délai, ses frais d’envoi et son numéro de suivi. Le panier vous prévient quand une commande arrivera en plusieurs livraisons.',
      },
      {
        group: RETURNS,
        heading: 'Puis-je retourner un article ?',
        body: 'Oui. Vous disposez de ' + F.returnDays + ' jours après la livraison pour retourner des articles sans donner de motif (droit de rétractation). Demandez le retour dans votre compte, rubrique Commandes : choisissez les articles, la quantité, le motif et le mode de remboursement.\n\n' + POSTAGE.cost,
        links: [{ label: 'Politique de retour', href: P.returns }],
      },
      {
        group: RETURNS,
        heading: 'Comment renvoyer les articles ?',
        body: 'Une fois la demande approuvée, nous vous envoyons par e-mail les instructions d’envoi. Renvoyez les articles complets, non portés et, si possible, dans leur emballage d’origine avec les étiquettes.',
      },
      {
        group: RETURNS,
        heading: 'Quand serai-je remboursé ?',
        body: 'Nous remboursons dès réception et vérification des articles, et toujours au plus tard ' + F.refundDays + ' jours après avoir reçu votre demande de retour. Vous pouvez choisir le moyen de paiement d’origine (MB WAY ou le compte depuis lequel vous avez payé la référence Multibanco) ou un avoir sur votre compte.',
      },
      {
        group: RETURNS,
        heading: 'L’article est arrivé abîmé ou ce n’est pas le bon. Que faire ?',
        body: 'Demandez le retour dans votre compte avec le motif « Arrivé endommagé » ou « Non conforme à la description », ou contactez-nous avant de renvoyer l’article. Les articles bénéficient de la garantie légale de conformité de ' + F.guaranteeYears + ' ans. ' + POSTAGE.faulty,
      },
      {
        group: PAYMENTS,
        heading: 'Quels moyens de paiement acceptez-vous ?',
        body: 'MB WAY, les références Multibanco et l’avoir de votre compte (seul ou avec l’un des autres). Nous n’acceptons ni carte de crédit, ni PayPal, ni paiement à la livraison.',
      },
      {
        group: PAYMENTS,
        heading: 'Comment payer avec MB WAY ?',
        body: 'Lors du paiement, indiquez le numéro de mobile associé à MB WAY (9 chiffres, commençant par 9). Vous recevez une demande dans l’application MB WAY et disposez de ' + F.mbwayMinutes + ' minutes pour l’approuver. La page de la commande confirme le paiement dès que vous l’approuvez.',
      },
      {
        group: PAYMENTS,
        heading: 'Comment payer par référence Multibanco ?',
        body: 'À la fin du paiement, nous affichons l’entité, la référence et le montant. Payez à un distributeur Multibanco ou dans votre banque en ligne dans les ' + F.multibancoHours + ' heures ; nous réservons le stock pendant ce temps. La commande est payée dès que la banque confirme le paiement.',
      },
      {
        group: PAYMENTS,
        heading: 'Mon paiement a expiré ou a été refusé. Et maintenant ?',
        body: 'Si le délai MB WAY ou celui de la référence se termine, ou si le paiement est refusé, la commande n’est pas payée et son stock est libéré. Dans votre compte, rubrique Commandes, vous pouvez payer à nouveau cette commande ou en passer une nouvelle.',
      },
      {
        group: COUPONS,
        heading: 'Comment utiliser un code promo ?',
        body: 'Ouvrez les codes promo depuis le panier, choisissez-en un et appliquez-le, ou saisissez son code. Seuls les codes valides et actifs sont affichés. Chaque commande accepte un code promo.',
      },
      {
        group: COUPONS,
        heading: 'Pourquoi mon code promo ne fonctionne-t-il pas ?',
        body: 'Un code ne s’applique que s’il est actif et dans ses dates, si le panier atteint le minimum d’achat du code (quand il en a un) et s’il n’a pas atteint sa limite d’utilisations. Le message du panier indique la condition non remplie.',
      },
      {
        group: COUPONS,
        heading: 'Que sont les codes VIP ?',
        body: 'Ce sont des codes réservés aux clients inscrits, marqués « VIP Exclusif ». Connectez-vous pour voir ceux qui vous sont destinés.',
      },
      {
        group: ACCOUNT,
        heading: 'Faut-il un compte pour acheter ?',
        body: 'Non. Mais avec un compte, vous suivez vos commandes, demandez des retours, gardez vos adresses et votre liste d’envies, utilisez votre avoir et voyez les codes VIP. Pour créer un compte, acceptez les conditions générales et la politique de confidentialité ; la newsletter est facultative.',
      },
      {
        group: ACCOUNT,
        heading: 'J’ai oublié mon mot de passe.',
        body: 'Dans la fenêtre de connexion, choisissez « Mot de passe oublié ». Nous vous envoyons un lien, valable ' + F.resetLinkMinutes + ' minutes, pour en définir un nouveau.',
      },
      {
        group: ACCOUNT,
        heading: 'Comment récupérer mes données ou fermer mon compte ?',
        body: 'Dans votre profil, vous pouvez télécharger toutes vos données dans un fichier et fermer votre compte. Les factures sont conservées aussi longtemps que la loi fiscale l’exige (' + F.invoiceYears + ' ans).',
        links: [{ label: 'Politique de confidentialité', href: P.privacy }],
      },
      {
        group: ACCOUNT,
        heading: 'Comment me désabonner de la newsletter ?',
        body: 'Décochez la newsletter dans les préférences de votre compte. Si vous la demandez en créant votre compte, vous ne la recevez qu’après avoir confirmé l’abonnement par le lien reçu par e-mail.',
        links: [{ label: 'Préférences', href: P.preferences }],
      },
      {
        group: AMBASSADOR,
        heading: 'Comment fonctionne le programme ambassadeur ?',
        body: 'Tout client disposant d’un compte peut adhérer dans l’espace Ambassadeur et reçoit un lien personnel. Un ami qui l’ouvre, crée un compte et passe une première commande obtient ' + F.friendDiscount + ' % de remise sur les articles, et l’ambassadeur gagne ' + F.ambassadorCommission + ' % de ces articles en avoir.',
        links: [{ label: 'Conditions du programme ambassadeur', href: P.ambassador }],
      },
      {
        group: AMBASSADOR,
        heading: 'Quand vais-je recevoir ma commission d’ambassadeur ?',
        body: 'La commission reste en attente jusqu’à la fin des ' + F.returnDays + ' jours de retour après la livraison, puis devient un avoir. Une commande annulée ou remboursée ne donne pas de commission, pas plus que votre propre commande.',
      },
      {
        group: SELLERS,
        heading: 'Qui vend les articles ?',
        body: 'La boutique officielle vend et expédie la plupart des articles ; des vendeurs partenaires sélectionnés complètent le catalogue. Chaque offre indique son vendeur, son délai de livraison et son prix. La commande, le paiement, le service client et les retours passent toujours par nous, quel que soit le vendeur.',
      },
      {
        group: SELLERS,
        heading: 'Je veux vendre dans la boutique. Comment faire ?',
        body: 'Écrivez-nous via le formulaire de contact avec le nom de votre société, son numéro fiscal (NIPC) et les marques que vous vendez. L’équipe partenariats répond par e-mail.',
        links: [{ label: 'Contact', href: P.contact }],
      },
    ],
  },
  about: {
    title: 'À propos',
    summary: 'Un outlet portugais de mode, beauté, maison et technologie, avec la boutique officielle et des vendeurs sélectionnés.',
    sections: [
      {
        heading: 'Qui sommes-nous',
        body: 'Derrière la boutique se trouve ' + C.legalName + ', une société portugaise basée à Lisbonne. ' + C.brand + ' est un outlet en ligne : nous réunissons des marques portugaises et internationales de mode, beauté, montres, maison et technologie à prix outlet, livrées dans tout le Portugal.',
      },
      {
        heading: 'Comment ça marche',
        body: 'La boutique officielle vend et expédie la plupart des articles. Des vendeurs partenaires sélectionnés complètent le catalogue avec leurs offres ; chaque offre indique qui la vend, son prix et son délai de livraison.\n\nLe paiement, le service client et les retours passent toujours par nous.',
      },
      {
        heading: 'Nos engagements',
        body: '- Prix en euros TVA comprise, sans frais cachés\n- Livraison gratuite dès ' + eur(F.freeShipping) + '\n- ' + F.returnDays + ' jours pour retourner après la livraison\n- Paiement sécurisé par MB WAY et Multibanco\n- Service client en portugais, anglais, espagnol et français',
      },
      {
        heading: 'La société',
        body: C.legalName + ' · NIPC ' + C.nipc + ' · Capital social ' + C.capital('fr') + ' · Immatriculée à la ' + C.registry + ' · Siège social : ' + C.address + '.',
      },
    ],
  },
  contact: {
    title: 'Contact',
    summary: 'Le service client répond en portugais, anglais, espagnol et français, les jours ouvrés.',
    sections: [
      {
        heading: 'Service client',
        body: 'E-mail : ' + C.email + '\nTéléphone : ' + C.phone + ' (prix d’un appel vers un fixe portugais)\nJours ouvrés, de ' + C.hours.opens + ' à ' + C.hours.closes + ' (heure de Lisbonne).\n\nAvec un compte, ouvrez une demande dans l’espace Assistance : vous gardez toute la conversation. Vous pouvez aussi utiliser le formulaire ci-dessous.',
        links: [
          { label: C.email, href: mailto(C.email) },
          { label: C.phone, href: tel(C.phone) },
          { label: 'Mes demandes d’assistance', href: P.support },
          { label: 'Questions fréquentes', href: P.faq },
        ],
      },
      {
        heading: 'Adresse de la société',
        body: C.legalName + '\n' + C.address + '\nNIPC ' + C.nipc + '\n\nCette adresse ne reçoit pas les retours : les instructions de retour arrivent par e-mail.',
      },
      {
        heading: 'Livre de réclamations',
        body: 'Vous pouvez déposer une réclamation dans le livre de réclamations électronique (Livro de Reclamações). En cas de litige de consommation, vous pouvez recourir à une entité de règlement extrajudiciaire des litiges (indiquées dans les conditions générales).',
        links: [{ label: 'Livro de Reclamações (livre de réclamations)', href: C.complaintsBook }],
      },
    ],
  },
  'terms-of-service': {
    title: 'Conditions générales',
    summary: 'Les conditions d’utilisation de la boutique et de vente des articles, y compris le droit de rétractation et le règlement des litiges.',
    sections: [
      {
        heading: '1. Qui sommes-nous',
        body: 'La boutique ' + C.brand + ' est exploitée par ' + C.legalName + ', siège social ' + C.address + ', NIPC ' + C.nipc + ', capital social ' + C.capital('fr') + ', immatriculée à la ' + C.registry + '. Contact : ' + C.email + ', ' + C.phone + '.',
      },
      {
        heading: '2. Champ d’application',
        body: 'Ces conditions s’appliquent à tout achat effectué dans la boutique par des consommateurs ayant une adresse de livraison au Portugal. En passant commande, vous acceptez la version en vigueur à ce moment. En cas de divergence entre les traductions, la version portugaise prévaut.',
      },
      {
        heading: '3. Compte client',
        body: 'Vous pouvez acheter en invité ou avec un compte. Pour créer un compte, vous devez accepter ces conditions et la politique de confidentialité. Vous êtes responsable de la confidentialité de votre mot de passe. Vous pouvez supprimer votre compte à tout moment depuis votre profil.',
      },
      {
        heading: '4. Vendeurs',
        body: 'Les articles sont vendus par la boutique officielle ou par des vendeurs partenaires ; chaque offre identifie son vendeur. Chaque vendeur expédie ses articles séparément. Commandes, paiement, service client, retours et remboursements sont gérés par nous pour tous les vendeurs.',
      },
      {
        heading: '5. Prix',
        body: 'Les prix sont affichés en euros et incluent la TVA au taux légal en vigueur (' + F.vat + ' % sur le continent). Les frais de livraison sont indiqués à part dans le panier et lors du paiement, avant de payer.',
      },
      {
        heading: '6. Commande et contrat',
        body: 'Le contrat est conclu lorsque le paiement est confirmé ; nous vous envoyons alors la confirmation par e-mail. Avant de payer, le récapitulatif affiche les articles, la livraison, les remises et le total. Une commande en attente de paiement peut être annulée depuis votre compte.',
      },
      {
        heading: '7. Paiement',
        body: 'Nous acceptons MB WAY (la demande doit être approuvée dans l’application en ' + F.mbwayMinutes + ' minutes), les références Multibanco (à payer sous ' + F.multibancoHours + ' heures) et l’avoir. Sans paiement dans le délai, la commande expire et le stock réservé est libéré. Les paiements sont traités par SIBS ; nous ne conservons aucune donnée bancaire.',
      },
      {
        heading: '8. Codes promo, avoirs et programmes',
        body: 'Chaque commande accepte un code promo, aux conditions du code (dates, minimum d’achat, limite d’utilisations). L’avoir n’est pas échangeable contre de l’argent et peut avoir une date d’expiration, indiquée dans votre compte. Le programme ambassadeur a ses propres conditions.',
        links: [{ label: 'Conditions du programme ambassadeur', href: P.ambassador }],
      },
      {
        heading: '9. Livraison',
        body: 'Nous livrons au Portugal continental, aux Açores et à Madère, dans les délais et aux prix indiqués lors du paiement. Les risques de l’article vous sont transférés à sa réception.',
        links: [{ label: 'Politique de livraison', href: P.shipping }],
      },
      {
        heading: '10. Droit de rétractation',
        body: 'Vous pouvez vous rétracter sans donner de motif dans les ' + F.returnDays + ' jours suivant la livraison des articles (décret-loi portugais 24/2014). Pour l’exercer, demandez le retour dans votre compte ou envoyez-nous une déclaration dénuée d’ambiguïté par e-mail. Nous remboursons au plus tard sous ' + F.refundDays + ' jours, par le moyen de paiement d’origine ou, si vous le préférez, en avoir. ' + POSTAGE.cost,
        links: [{ label: 'Politique de retour', href: P.returns }],
      },
      {
        heading: '11. Garantie',
        body: 'Les articles bénéficient de la garantie légale de conformité de ' + F.guaranteeYears + ' ans à compter de la livraison (décret-loi portugais 84/2021). Si un article est défectueux, contactez-nous.',
      },
      {
        heading: '12. Réclamations et règlement des litiges',
        body: 'Vous pouvez nous adresser une réclamation par les contacts ci-dessus ou dans le livre de réclamations électronique (Livro de Reclamações). En cas de litige de consommation, vous pouvez recourir à l’une des entités de règlement extrajudiciaire des litiges (RAL) auxquelles nous adhérons selon la loi portugaise 144/2015 : le Centro de Arbitragem de Conflitos de Consumo de Lisboa ou le CNIACC, Centre national d’information et d’arbitrage des litiges de consommation. La liste complète des entités RAL figure sur le Portal do Consumidor.',
        links: [{ label: 'Livro de Reclamações (livre de réclamations)', href: C.complaintsBook }, ...DISPUTE_LINKS],
      },
      {
        heading: '13. Droit applicable',
        body: 'Ces conditions sont régies par le droit portugais, sans préjudice des règles impératives de protection des consommateurs du pays où vous résidez.',
      },
    ],
  },
  'privacy-policy': {
    title: 'Politique de confidentialité',
    summary: 'Quelles données personnelles nous traitons (nom, e-mail, adresse…), à quoi elles servent, sur quelle base légale, combien de temps, et comment exercer vos droits (RGPD).',
    sections: [
      {
        heading: 'Responsable du traitement',
        body: C.legalName + ', NIPC ' + C.nipc + ', ' + C.address + '. Pour les questions de confidentialité : ' + C.privacyEmail + '.',
        links: [{ label: C.privacyEmail, href: mailto(C.privacyEmail) }],
      },
      {
        heading: 'Données traitées',
        body: '- Compte : prénom, nom, e-mail, mot de passe (conservé haché), langue et préférence de newsletter\n- Commandes : adresses, téléphone, NIF, articles, montants et paiements (le numéro de mobile MB WAY ; jamais de données de carte)\n- Assistance : demandes d’assistance, messages du formulaire de contact et conversations avec l’assistant\n- Navigation : cookies et données d’attribution marketing (provenance de la visite), selon la politique de cookies',
      },
      {
        heading: 'Finalités et bases légales',
        body: '- Traiter les commandes, paiements, livraisons et retours — exécution du contrat\n- Émettre les factures et respecter les obligations fiscales — obligation légale\n- Répondre aux demandes d’assistance et à l’assistant — exécution du contrat et intérêt légitime\n- Envoyer la newsletter — consentement, donné avec une confirmation par e-mail\n- Mesurer l’audience et le marketing — consentement, donné dans le bandeau cookies\n- Prévenir la fraude et les abus (limites de tentatives) — intérêt légitime',
      },
      {
        heading: 'Durée de conservation',
        body: '- Compte : tant qu’il est actif ; à sa suppression, les données personnelles sont anonymisées\n- Factures et données de commande : ' + F.invoiceYears + ' ans, comme l’exige la loi fiscale\n- Conversations avec l’assistant : ' + F.chatTranscriptDays + ' jours après le dernier message\n- Demandes d’assistance : tant que le compte existe, sans nom ni e-mail après sa suppression\n- Newsletter : jusqu’au retrait de votre consentement\n- Cookies : les durées de la politique de cookies',
      },
      {
        heading: 'Destinataires',
        body: 'Le vendeur de chaque article et le transporteur reçoivent ce dont la livraison a besoin. SIBS traite les paiements. Les prestataires d’hébergement et d’e-mail traitent des données pour notre compte, sous contrat. Nous ne vendons pas de données personnelles.',
      },
      {
        heading: 'Vos droits',
        body: 'Vous disposez des droits d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition, et vous pouvez retirer votre consentement à tout moment sans affecter le traitement déjà effectué. Dans votre profil, vous pouvez télécharger vos données personnelles et supprimer votre compte ; pour les autres demandes, écrivez à ' + C.privacyEmail + '. Nous répondons sous un mois.',
        links: [{ label: 'Mon profil', href: P.profile }],
      },
      {
        heading: 'Réclamation auprès de l’autorité de contrôle',
        body: 'Si vous estimez que nous traitons vos données de façon illicite, vous pouvez introduire une réclamation auprès de l’autorité portugaise de protection des données, la ' + C.authority.name + '.',
        links: [{ label: C.authority.name, href: C.authority.url }],
      },
      {
        heading: 'Sécurité',
        body: 'Les connexions sont chiffrées (HTTPS), les mots de passe sont conservés avec un algorithme de hachage robuste et l’accès aux données est limité aux personnes qui en ont besoin.',
      },
    ],
  },
  'cookie-policy': {
    title: 'Politique de cookies',
    summary: 'Quels cookies et quel stockage local nous utilisons, pourquoi, pour combien de temps, et comment modifier votre choix.',
    sections: [
      {
        heading: 'Qu’est-ce qu’un cookie',
        body: 'Les cookies sont de petits fichiers qu’un site enregistre dans votre navigateur. Nous utilisons aussi le stockage local du navigateur pour le panier et la session.',
      },
      {
        heading: 'Strictement nécessaires',
        body: 'La boutique ne fonctionne pas sans eux ; ils ne demandent pas de consentement.\n\n- Session et protection contre les requêtes falsifiées (storefront_session, XSRF-TOKEN) : une session invité se termine après ' + F.guestSessionHours + ' heures sans activité ; avec « se souvenir de moi », elle dure jusqu’à ' + F.rememberDays + ' jours\n- Langue (i18n_locale) : ' + F.localeCookieDays + ' jours\n- Panier et session dans le stockage local : jusqu’à la déconnexion\n- Votre choix en matière de cookies',
      },
      {
        heading: 'Mesure d’audience',
        body: 'Uniquement avec votre consentement : ils mesurent les pages visitées et les étapes d’un achat (Google Tag Manager et Google Analytics), pour améliorer la boutique. Tant que vous n’acceptez pas, aucun de ces scripts n’est chargé.',
      },
      {
        heading: 'Marketing',
        body: 'Uniquement avec votre consentement : ils conservent la provenance de votre visite (campagnes, utm_tracking_id, ' + F.trackingCookieDays + ' jours) pour savoir quelles campagnes amènent des clients et afficher une publicité pertinente. Sans lui, la provenance de votre visite n’est gardée que pour cette session du navigateur (stockage de session), sans cookie.',
      },
      {
        heading: 'Modifier votre choix',
        body: 'Dans le bandeau cookies, vous pouvez tout accepter, tout refuser ou choisir par finalité. Vous pouvez modifier votre choix à tout moment depuis le lien cookies en pied de page, sur toutes les pages. Vous pouvez aussi supprimer les cookies dans les réglages du navigateur.',
        links: [{ label: 'Politique de confidentialité', href: P.privacy }],
      },
    ],
  },
  'shipping-policy': {
    title: 'Politique de livraison',
    summary: 'Où nous livrons, modes et frais d’envoi, envoi gratuit et suivi des colis.',
    sections: [
      {
        heading: 'Où nous livrons',
        body: 'Nous livrons au Portugal continental, aux Açores et à Madère. L’adresse de livraison doit avoir un code postal portugais (0000-000).',
      },
      {
        heading: 'Modes, délais et frais',
        body: '- Envoi standard : ' + eur(F.standardPrice) + ' — ' + F.officialDays + ' jours ouvrés depuis la boutique officielle, ' + F.marketplaceDays + ' jours ouvrés depuis les vendeurs partenaires\n- Envoi express : ' + eur(F.expressPrice) + ' — ' + F.expressDays + ' jours ouvrés\n- Retrait en magasin : gratuit — ' + F.pickupDays + ' jours ouvrés, articles de la boutique officielle uniquement\n\nCertains articles demandent un temps de préparation, ajouté au délai d’envoi ; le délai de chaque offre figure sur la page du produit et le paiement l’affiche avant de payer.',
      },
      {
        heading: 'Livraison gratuite',
        body: 'L’envoi standard est gratuit lorsque les articles (après le code promo) atteignent ' + eur(F.freeShipping) + ', ou avec un code de livraison gratuite valide. Le panier affiche le montant restant. Les modes plus rapides gardent leur prix.',
      },
      {
        heading: 'Commandes de plusieurs vendeurs',
        body: 'Chaque vendeur expédie ses articles dans son propre colis, avec ses frais et son suivi. La commande est complète quand arrive le colis du vendeur le plus lent.',
      },
      {
        heading: 'Suivi',
        body: 'Nous vous envoyons un e-mail quand un colis part, avec le transporteur et le numéro de suivi, puis quand il est livré. Tout figure aussi dans Commandes, dans votre compte.',
        links: [{ label: 'Mes commandes', href: P.orders }],
      },
      {
        heading: 'Quand l’envoi commence',
        body: 'Nous préparons la commande une fois son paiement confirmé. Une référence Multibanco payée vers la fin de son délai de ' + F.multibancoHours + ' heures retarde d’autant l’envoi.',
      },
      {
        heading: 'Retours',
        body: POSTAGE.cost,
        links: [{ label: 'Politique de retour', href: P.returns }],
      },
    ],
  },
  'returns-policy': {
    title: 'Politique de retour',
    summary: F.returnDays + ' jours après la livraison pour retourner : comment le demander, comment renvoyer les articles, qui paie les frais de retour et comment se fait le remboursement.',
    sections: [
      {
        heading: 'Délai de retour',
        body: 'Vous disposez de ' + F.returnDays + ' jours à compter de la livraison pour retourner des articles sans donner de motif (droit de rétractation, décret-loi portugais 24/2014). Pour une commande de plusieurs vendeurs, le décompte commence à la réception de chaque colis.',
      },
      {
        heading: 'Comment demander un retour',
        body: '- Dans votre compte, ouvrez Commandes puis la commande\n- Choisissez Retourner des articles, les articles et la quantité\n- Indiquez le motif : mauvaise taille, non conforme à la description, arrivé endommagé, j’ai changé d’avis ou autre\n- Choisissez le remboursement : moyen de paiement d’origine ou avoir\n\nVous pouvez aussi exercer ce droit en nous envoyant une déclaration par e-mail.',
        links: [{ label: 'Mes commandes', href: P.orders }],
      },
      {
        heading: 'Suivi du retour',
        body: 'Un retour passe par : demandé, approuvé, articles reçus et remboursé. Nous vous envoyons un e-mail à chaque étape, avec les instructions d’envoi après l’approbation.',
      },
      {
        heading: 'Frais de retour',
        body: POSTAGE.cost + ' ' + POSTAGE.faulty,
      },
      {
        heading: 'État des articles',
        body: 'Renvoyez les articles complets et non portés, avec leurs étiquettes et, si possible, dans leur emballage d’origine. Nous pouvons déduire la dépréciation d’un article manipulé au-delà de ce qui est nécessaire pour établir sa nature et son fonctionnement.',
      },
      {
        heading: 'Remboursement',
        body: 'Nous remboursons le prix des articles retournés au plus tard ' + F.refundDays + ' jours après la demande de retour, et pouvons attendre la réception des articles. Si vous renvoyez tous les articles d’un colis, nous remboursons aussi les frais de livraison payés pour ce colis, à hauteur du coût de la livraison standard (le supplément d’une livraison plus rapide n’est pas remboursé). Par le moyen de paiement d’origine, le montant revient sur MB WAY ou sur le compte depuis lequel vous avez payé la référence Multibanco ; en avoir, il est sur votre compte dès que nous recevons les articles. La part payée en avoir revient toujours en avoir.',
      },
      {
        heading: 'Articles défectueux',
        body: 'Un article endommagé ou différent de sa description est couvert par la garantie légale de ' + F.guaranteeYears + ' ans : choisissez le motif correspondant en demandant le retour, ou contactez-nous.',
        links: [{ label: 'Contact', href: P.contact }],
      },
    ],
  },
  'ambassador-terms': {
    title: 'Conditions du programme ambassadeur',
    summary: 'Comment recommander la boutique à vos amis, la remise qu’ils reçoivent et la commission que vous gagnez.',
    sections: [
      { heading: 'Adhésion', body: 'Tout client disposant d’un compte peut adhérer dans l’espace Ambassadeur en acceptant ces conditions. Vous recevez un code personnel et un lien à partager.' },
      {
        heading: 'Remise de l’ami',
        body: 'Un ami qui ouvre votre lien, crée un compte et passe une première commande reçoit ' + F.friendDiscount + ' % de remise sur les articles de cette commande, après tout code promo.',
      },
      {
        heading: 'Commission',
        body: 'Vous gagnez ' + F.ambassadorCommission + ' % des articles de cette première commande, après remises. Elle reste en attente jusqu’à la fin des ' + F.returnDays + ' jours de retour après la livraison, puis devient un avoir. Une commande annulée ou remboursée ne donne pas de commission.',
      },
      { heading: 'Auto-parrainage', body: 'Il n’y a ni remise ni commission lorsque la commande est la vôtre : le même compte, e-mail, téléphone ou adresse de livraison.' },
      {
        heading: 'Affiliés',
        body: 'Les affiliés invités par la boutique gagnent ' + F.affiliateCommission + ' % des articles des commandes que leurs liens amènent, versés dès que le total confirmé atteint ' + eur(F.affiliatePayout) + '.',
      },
    ],
  },
};
