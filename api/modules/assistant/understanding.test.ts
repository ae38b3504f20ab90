import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../contract';
import { TRAINING_CORPUS } from './corpus';
import { EVALUATION } from './corpus/evaluation';
import { ASSISTANT_INTENTS, type AssistantIntent } from './intents';
import { fold } from './text';
import { trainUnderstanding, type Understanding } from './understanding';

/** Phrasings in neither the training corpus nor the evaluation set, two per intent and language. */
const HELD_OUT: Record<Locale, Record<AssistantIntent, [string, string]>> = {
  pt: {
    order_status: ['Já enviaram o que comprei?', 'nao sei nada da encomenda desde segunda'],
    shipping: ['quanto tempo leva a entrega para Braga?', 'os portes sao caros?'],
    returns: ['quero devolver a blusa, ficou pequena', 'como peço o reembolso de um artigo?'],
    payment: ['posso pagar com referencia multibanco?', 'o pagamento mb way nao passou'],
    coupons: ['tem algum cupao de desconto?', 'o codigo promocional nao da'],
    product_search: ['procuro uma blusa de seda', 'tem colunas portateis?'],
    account: ['nao me lembro da palavra passe', 'como apago a minha conta?'],
    human_handoff: ['quero falar com um humano', 'preciso de falar com o apoio'],
    greeting: ['ola bom dia', 'muito obrigada'],
    other: ['qual e a tua cor preferida?', 'conta uma piada'],
  },
  en: {
    order_status: ['has my stuff been sent yet?', 'no news about my order since monday'],
    shipping: ['how long does delivery to Braga take?', 'is shipping expensive?'],
    returns: ['i want to return the blouse, it is too small', 'how do i ask for a refund on an item?'],
    payment: ['can i pay with a multibanco reference?', 'the mb way payment did not go through'],
    coupons: ['got any discount coupon?', 'the promo code does not work'],
    product_search: ['looking for a silk blouse', 'do you have portable speakers?'],
    account: ['i do not remember my password', 'how do i delete my account?'],
    human_handoff: ['i want to talk to a human', 'i need to speak to support'],
    greeting: ['hello good morning', 'thank you very much'],
    other: ['what is your favourite colour?', 'tell me something funny'],
  },
  es: {
    order_status: ['¿ya han enviado lo que compre?', 'no se nada del pedido desde el lunes'],
    shipping: ['¿cuanto tarda la entrega a Vigo?', '¿el envio es caro?'],
    returns: ['quiero devolver la blusa, me queda pequeña', '¿como pido el reembolso de un articulo?'],
    payment: ['¿puedo pagar con referencia multibanco?', 'el pago con mb way no ha pasado'],
    coupons: ['¿teneis algun cupon de descuento?', 'el codigo promocional no va'],
    product_search: ['busco una blusa de seda', '¿teneis altavoces portatiles?'],
    account: ['no me acuerdo de mi contraseña', '¿como borro mi cuenta?'],
    human_handoff: ['quiero hablar con un humano', 'necesito hablar con soporte'],
    greeting: ['hola buenos dias', 'muchisimas gracias'],
    other: ['¿cual es tu color favorito?', 'dime algo gracioso'],
  },
  fr: {
    order_status: ['vous avez deja envoye mon achat ?', 'aucune nouvelle de ma commande depuis lundi'],
    shipping: ['combien de temps pour livrer a Lyon ?', 'la livraison coute cher ?'],
    returns: ['je veux retourner le chemisier, il est trop petit', 'comment demander le remboursement d un article ?'],
    payment: ['je peux payer avec une reference multibanco ?', 'le paiement mb way n est pas passe'],
    coupons: ['vous avez un coupon de reduction ?', 'le code promo ne passe pas'],
    product_search: ['je cherche un chemisier en soie', 'vous avez des enceintes portables ?'],
    account: ['je ne me rappelle plus mon mot de passe', 'comment supprimer mon compte ?'],
    human_handoff: ['je veux parler a un humain', 'j ai besoin de parler au support'],
    greeting: ['bonjour bonne journee', 'merci beaucoup'],
    other: ['quelle est ta couleur preferee ?', 'dis moi un truc drole'],
  },
};

let understanding: Understanding;
beforeAll(async () => {
  understanding = await trainUnderstanding(TRAINING_CORPUS);
});

describe.each(LOCALES)('intents in %s', (locale) => {
  it.each(ASSISTANT_INTENTS.flatMap((intent) => HELD_OUT[locale][intent].map((text) => [intent, text] as const)))(
    'recognises %s in %j',
    async (intent, text) => {
      const understood = await understanding.understand(text, locale);
      expect(understood.intent).toBe(intent);
      expect(understood.locale).toBe(locale);
    },
  );
});

describe('the corpus the project keeps', () => {
  it('has utterances for every intent in every language', () => {
    for (const locale of LOCALES) for (const intent of ASSISTANT_INTENTS) expect(TRAINING_CORPUS[locale][intent].length).toBeGreaterThanOrEqual(10);
  });

  it('keeps the evaluation set apart from training: at least 60 questions per language, none trained on', () => {
    const trained = new Set(LOCALES.flatMap((locale) => Object.values(TRAINING_CORPUS[locale]).flat().map(fold)));
    for (const locale of LOCALES) {
      expect(EVALUATION[locale].length).toBeGreaterThanOrEqual(60);
      expect(EVALUATION[locale].filter((item) => trained.has(fold(item.text)))).toEqual([]);
    }
  });
});

describe('what the understanding returns', () => {
  it('carries the entities of the message in its language', async () => {
    const understood = await understanding.understand('onde esta a encomenda 3F2A9C1D? pedi umas sapatilhas pretas no 42');
    expect(understood).toMatchObject({ locale: 'pt', intent: 'order_status' });
    expect(understood.entities).toMatchObject({ orderNumbers: ['3f2a9c1d'], sizes: ['42'], colours: ['preto'] });
  });

  it('calls gibberish other, with a low confidence', async () => {
    const understood = await understanding.understand('zxqv plmk', 'pt');
    expect(understood.intent).toBe('other');
  });
});
