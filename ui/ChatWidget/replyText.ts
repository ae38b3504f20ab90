/** A piece of a reply: plain text, or a link the widget may draw as an anchor. */
export type ReplyPiece = { kind: 'text'; text: string } | { kind: 'link'; label: string; href: string };

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/**
 * A same-origin path: one leading slash, not `//host` (protocol-relative) nor `/\host`, which browsers read as
 * another site. Anything else stays text, so a reply can never send the shopper off the shop.
 */
export const isSameOriginPath = (href: string) => /^\/(?![/\\])/.test(href);

/**
 * The reply's text cut into text and links: `[label](/path)` becomes a link when the path is the shop's own,
 * and its label alone otherwise. Nothing else in the text is markup (contract AssistantReply).
 */
export function replyPieces(text: string): ReplyPiece[] {
  const pieces: ReplyPiece[] = [];
  let last = 0;
  const push = (piece: ReplyPiece) => {
    const previous = pieces.at(-1);
    if (piece.kind === 'text' && previous?.kind === 'text') previous.text += piece.text;
    else if (piece.kind === 'link' || piece.text !== '') pieces.push(piece);
  };
  for (const match of text.matchAll(LINK)) {
    push({ kind: 'text', text: text.slice(last, match.index) });
    const [, label, href] = match as unknown as [string, string, string];
    push(isSameOriginPath(href) ? { kind: 'link', label, href } : { kind: 'text', text: label });
    last = match.index + match[0].length;
  }
  push({ kind: 'text', text: text.slice(last) });
  return pieces;
}
