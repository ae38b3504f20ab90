import { beforeAll, describe, expect, it } from 'vitest';
import { createAssistantCore, type AssistantCore, type ContentPage } from '.';

const PAGES: ContentPage[] = [
  {
    slug: 'faq',
    locale: 'pt',
    title: 'Perguntas frequentes',
    summary: 'Respostas rápidas.',
    sections: [
      { heading: 'Posso devolver um artigo?', body: 'Sim, tem 30 dias após a entrega para devolver artigos sem uso.' },
      { heading: 'Que meios de pagamento aceitam?', body: 'Aceitamos MB WAY e referência Multibanco.' },
    ],
  },
  { slug: 'contact', locale: 'pt', title: 'Contactos', summary: 'O apoio ao cliente responde em quatro línguas.', sections: [] },
];

let core: AssistantCore;
beforeAll(async () => {
  core = await createAssistantCore(PAGES);
});

describe('the assistant core', () => {
  it("grounds a question in the passage of its intent's topic even when it shares no word with it", async () => {
    const read = await core.read('já não quero as sapatilhas, mando de volta como?', 'pt');
    expect(read.intent).toBe('returns');
    expect(read.passages[0]).toMatchObject({ slug: 'faq', heading: 'Posso devolver um artigo?' });
  });

  it('sends a wish to talk to a person to the contact page', async () => {
    const read = await core.read('quero falar com uma pessoa', 'pt');
    expect(read.intent).toBe('human_handoff');
    expect(read.passages.map((passage) => passage.slug)).toContain('contact');
  });

  it('has no passage to offer for a greeting', async () => {
    const read = await core.read('olá, boa tarde', 'pt');
    expect(read).toMatchObject({ intent: 'greeting', passages: [] });
  });
});
