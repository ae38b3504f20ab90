import { describe, expect, it } from 'vitest';
import { contentBlocks } from './contentBlocks';

describe('a content section as blocks', () => {
  it('splits paragraphs on a blank line and keeps single line breaks as lines', () => {
    expect(contentBlocks('E-mail: a@b.pt\nTelefone: 210\n\nDias úteis.')).toEqual([
      { kind: 'paragraph', lines: ['E-mail: a@b.pt', 'Telefone: 210'] },
      { kind: 'paragraph', lines: ['Dias úteis.'] },
    ]);
  });

  it('reads a paragraph of "- " lines as a list, and a paragraph with one such line among others as text', () => {
    expect(contentBlocks('Sem eles a loja não funciona.\n\n- Sessão\n- Idioma: 365 dias')).toEqual([
      { kind: 'paragraph', lines: ['Sem eles a loja não funciona.'] },
      { kind: 'list', items: ['Sessão', 'Idioma: 365 dias'] },
    ]);
    expect(contentBlocks('Intervalo 2 - 4 dias\n- nota')).toEqual([{ kind: 'paragraph', lines: ['Intervalo 2 - 4 dias', '- nota'] }]);
  });
});
