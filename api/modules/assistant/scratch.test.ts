import { randomUUID } from 'node:crypto';
import { it } from 'vitest';
import { createTestApi, TEST_WEB_ORIGIN } from '../../test-support';

it('scratch', async () => {
  const api = await createTestApi('pglite', { products: 30 });
  const msgs: Record<string, string[]> = {
    pt: ['Olá', 'onde está a minha encomenda?', 'quanto tempo demora a entrega?', 'como faço uma devolução?', 'posso pagar com MB WAY?', 'há algum cupão de desconto?', 'procuro umas calças pretas tamanho M', 'como altero a minha palavra-passe?', 'quero falar com uma pessoa', 'qual é a capital da Mongólia?', 'Falar com uma pessoa'],
    en: ['hi there', 'where is my order?', 'how long does delivery take?', 'how do I return an item?', 'can I pay by Multibanco?', 'any discount codes?', 'do you have black jeans in size 42?', 'how do I change my password?', 'I want to talk to a human', 'what is the weather on mars'],
    es: ['hola', '¿dónde está mi pedido?', '¿cuánto tarda el envío?', '¿cómo devuelvo un producto?', '¿puedo pagar con MB WAY?', '¿hay cupones de descuento?', 'busco un vestido rojo talla S', '¿cómo cambio mi contraseña?', 'quiero hablar con una persona', 'cuál es tu película favorita'],
    fr: ['bonjour', 'où est ma commande ?', 'quel est le délai de livraison ?', 'comment retourner un article ?', 'puis-je payer par MB WAY ?', 'avez-vous un code promo ?', 'je cherche une robe bleue taille M', 'comment changer mon mot de passe ?', 'je veux parler à un conseiller', 'quelle est la couleur du ciel'],
  };
  for (const [locale, list] of Object.entries(msgs)) {
    for (const message of list) {
      const started = performance.now();
      const response = await api.app.inject({ method: 'POST', url: '/v1/assistant/messages', headers: { origin: TEST_WEB_ORIGIN, accept: 'application/json' }, payload: { session_id: randomUUID(), message, locale } });
      const body = response.json();
      console.log(`${locale} ${(performance.now() - started).toFixed(0)}ms [${response.statusCode}] ${message} → ${body.intent}\n   ${String(body.reply ?? body.message).replace(/\n/g, '\n   ')}\n   ${JSON.stringify(body.sources ?? [])} ${JSON.stringify(body.actions ?? []).slice(0, 200)}`);
    }
  }
  await api.close();
}, 120_000);
