import type { ContentBlock } from '../../ui/ContentPage';

/**
 * A CMS section's plain text as blocks: paragraphs apart by a blank line, a paragraph whose every line
 * starts with `- ` a list; other line breaks stay (an address, a phone and hours, one a line).
 */
export function contentBlocks(body: string): ContentBlock[] {
  return body
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.split('\n').map((line) => line.trim()).filter((line) => line !== ''))
    .filter((lines) => lines.length > 0)
    .map((lines) =>
      lines.every((line) => line.startsWith('- ')) ? { kind: 'list', items: lines.map((line) => line.slice(2).trim()) } : { kind: 'paragraph', lines },
    );
}
