import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { AssistantAction, AssistantProduct } from '../../contract';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { replyPieces } from './replyText';
import * as styles from './ChatWidget.css';

/** One turn of the conversation: the shopper's words, or the assistant's reply (words still arriving while `streaming`). */
export type ChatMessage =
  | { role: 'shopper'; text: string }
  | { role: 'assistant'; text: string; actions: readonly AssistantAction[]; streaming: boolean };

/** idle: ready; waiting: sent, nothing back yet; streaming: words arriving; failed / rateLimited: the last message got no reply. */
export const CHAT_STATUSES = ['idle', 'waiting', 'streaming', 'failed', 'rateLimited'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export interface ChatWidgetLabels {
  title: string;
  /** Under the title: who answers. */
  subtitle: string;
  close: string;
  /** The first thing an empty conversation shows. */
  welcome: string;
  /** The starter prompts' group, and the prompts in the spec's order: tracking, shipping, returns. */
  startersLabel: string;
  starters: readonly [string, string, string];
  inputLabel: string;
  placeholder: string;
  send: string;
  /** The visible count of the input ('12/250'). */
  count: (length: number, max: number) => string;
  /** Said with the terms link after it. */
  disclaimer: string;
  terms: string;
  you: string;
  assistant: string;
  typing: string;
  loading: string;
  failed: string;
  rateLimited: string;
  retry: string;
  handoff: string;
  handoffLink: string;
  suggestions: string;
  products: string;
  formatPrice: (price: number) => string;
}

export interface ChatWidgetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  messages: readonly ChatMessage[];
  status: ChatStatus;
  /** The kept conversation is on its way. */
  restoring?: boolean;
  draft: string;
  maxLength: number;
  onDraftChange: (text: string) => void;
  /** A typed message, a starter prompt or a suggestion. */
  onSend: (text: string) => void;
  onRetry: () => void;
  termsHref: string;
  /** A link of the chat was followed (same-origin paths only); without it the browser follows it. */
  onNavigate?: (href: string) => void;
  labels: ChatWidgetLabels;
}

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * §2 chat window: the conversation with the shop's assistant, a 420×640 window in the bottom corner from
 * 768px and the whole screen below. Modal (the house dialog: focus trapped, Escape closes, focus back on the
 * launcher); finished replies are read out by a polite live region, not word by word.
 */
export function ChatWidget({ open, onOpenChange, messages, status, restoring = false, draft, maxLength, onDraftChange, onSend, onRetry, termsHref, onNavigate, labels }: ChatWidgetProps) {
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLOListElement>(null);
  const countId = useId();
  const inputId = useId();
  const busy = status === 'waiting' || status === 'streaming';
  const announcement = useAnnouncement(messages, status, labels);

  // The newest turn in view as words arrive.
  useEffect(() => {
    const log = logRef.current?.parentElement;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, status]);

  const follow = (href: string) => (event: MouseEvent) => {
    if (!onNavigate || !plainClick(event)) return;
    event.preventDefault();
    onNavigate(href);
  };

  const send = () => {
    if (busy || draft.trim() === '') return;
    onSend(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line (and an input method composing a word keeps its Enter).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const lastAssistant = messages.at(-1)?.role === 'assistant' ? messages.length - 1 : -1;

  const footer = (
    <div className={styles.footer}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <VisuallyHidden>
          <label htmlFor={inputId}>{labels.inputLabel}</label>
        </VisuallyHidden>
        <textarea
          ref={inputRef}
          id={inputId}
          className={styles.input}
          rows={2}
          value={draft}
          maxLength={maxLength}
          placeholder={labels.placeholder}
          aria-describedby={countId}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.send} aria-label={labels.send} disabled={busy || draft.trim() === ''}>
          <Icon name="send" />
        </button>
      </form>
      <div className={styles.footnote}>
        <p className={styles.disclaimer}>
          {labels.disclaimer}{' '}
          <a href={termsHref} onClick={follow(termsHref)}>
            {labels.terms}
          </a>
        </p>
        <span id={countId} className={styles.count({ full: draft.length >= maxLength })}>
          {labels.count(draft.length, maxLength)}
        </span>
      </div>
    </div>
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content side="corner" title={labels.title} description={labels.subtitle} closeLabel={labels.close} initialFocusRef={inputRef} footer={footer} bare>
        <div className={styles.body}>
          {messages.length === 0 ? (
            <div className={styles.empty}>
              <p className={styles.welcome}>{restoring ? labels.loading : labels.welcome}</p>
              {!restoring && (
                <div role="group" aria-label={labels.startersLabel} className={styles.chips}>
                  {labels.starters.map((prompt) => (
                    <button key={prompt} type="button" className={styles.chip} onClick={() => onSend(prompt)} disabled={busy}>
                      {prompt}
                    </button>
                  ))}
                </div>
              )}
            </div>
          ) : null}
          <ol ref={logRef} className={styles.log} aria-label={labels.title} hidden={messages.length === 0}>
            {messages.map((message, index) => (
              <li key={index} className={styles.turn({ role: message.role })}>
                <VisuallyHidden>{message.role === 'shopper' ? labels.you : labels.assistant}: </VisuallyHidden>
                <div className={styles.bubble({ role: message.role })}>
                  <ReplyText text={message.text} onFollow={follow} />
                  {message.role === 'assistant' && message.streaming && <span className={styles.caret} aria-hidden="true" />}
                </div>
                {message.role === 'assistant' && !message.streaming && (
                  <Actions actions={message.actions} showSuggestions={index === lastAssistant && !busy} onSend={onSend} onFollow={follow} labels={labels} />
                )}
              </li>
            ))}
          </ol>
          {status === 'waiting' && (
            <p className={styles.typing}>
              <span className={styles.dots} aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              {labels.typing}
            </p>
          )}
          {(status === 'failed' || status === 'rateLimited') && (
            <div className={styles.problem}>
              <Icon name="alert" />
              <p>{status === 'failed' ? labels.failed : labels.rateLimited}</p>
              <Button variant="secondary" size="small" icon="refresh" onClick={onRetry}>
                {labels.retry}
              </Button>
            </div>
          )}
        </div>
        <div role="status" aria-live="polite" className={styles.announcer}>
          {announcement}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** What the polite region says: a reply once it is whole (never word by word), or why none came. */
function useAnnouncement(messages: readonly ChatMessage[], status: ChatStatus, labels: ChatWidgetLabels): string {
  const [said, setSaid] = useState('');
  const [previous, setPrevious] = useState(status);
  // Worked out while rendering the status change (React's "information from previous renders").
  if (status !== previous) {
    setPrevious(status);
    const last = messages.at(-1);
    if (status === 'idle' && (previous === 'waiting' || previous === 'streaming') && last?.role === 'assistant') {
      setSaid(replyPieces(last.text).map((piece) => (piece.kind === 'text' ? piece.text : piece.label)).join(''));
    } else if (status === 'failed') setSaid(labels.failed);
    else if (status === 'rateLimited') setSaid(labels.rateLimited);
    else if (status === 'waiting') setSaid(labels.typing);
  }
  return said;
}

function ReplyText({ text, onFollow }: { text: string; onFollow: (href: string) => (event: MouseEvent) => void }) {
  return (
    <>
      {replyPieces(text).map((piece, index) =>
        piece.kind === 'text' ? (
          <span key={index}>{piece.text}</span>
        ) : (
          <a key={index} href={piece.href} onClick={onFollow(piece.href)} className={styles.inlineLink}>
            {piece.label}
          </a>
        ),
      )}
    </>
  );
}

function Actions({
  actions,
  showSuggestions,
  onSend,
  onFollow,
  labels,
}: {
  actions: readonly AssistantAction[];
  showSuggestions: boolean;
  onSend: (text: string) => void;
  onFollow: (href: string) => (event: MouseEvent) => void;
  labels: ChatWidgetLabels;
}) {
  const parts: ReactNode[] = [];
  const links = actions.filter((action) => action.type === 'link');
  if (links.length > 0) {
    parts.push(
      <div key="links" className={styles.chips}>
        {links.map((action) => (
          <Button key={action.href} variant="secondary" size="small" href={action.href} onClick={onFollow(action.href)}>
            {action.label}
          </Button>
        ))}
      </div>,
    );
  }
  for (const [index, action] of actions.entries()) {
    if (action.type === 'products' && action.products.length > 0) {
      parts.push(<ProductStrip key={`products-${index}`} products={action.products} onFollow={onFollow} labels={labels} />);
    } else if (action.type === 'handoff') {
      parts.push(
        <div key={`handoff-${index}`} role="note" className={styles.handoff}>
          <Icon name="user" />
          <p>
            {labels.handoff}{' '}
            <a href={action.href} onClick={onFollow(action.href)}>
              {labels.handoffLink}
            </a>
          </p>
        </div>,
      );
    } else if (action.type === 'suggestions' && showSuggestions && action.prompts.length > 0) {
      parts.push(
        <div key={`suggestions-${index}`} role="group" aria-label={labels.suggestions} className={styles.chips}>
          {action.prompts.map((prompt) => (
            <button key={prompt} type="button" className={styles.chip} onClick={() => onSend(prompt)}>
              {prompt}
            </button>
          ))}
        </div>,
      );
    }
  }
  return parts.length > 0 ? <div className={styles.actions}>{parts}</div> : null;
}

function ProductStrip({ products, onFollow, labels }: { products: readonly AssistantProduct[]; onFollow: (href: string) => (event: MouseEvent) => void; labels: ChatWidgetLabels }) {
  return (
    <ul className={styles.products} aria-label={labels.products}>
      {products.map((product) => (
        <li key={product.uuid}>
          <a href={product.href} onClick={onFollow(product.href)} className={styles.product}>
            {product.image ? <img src={product.image} alt="" className={styles.productImage} loading="lazy" /> : <span className={styles.productImage} />}
            {product.brand && <span className={styles.productBrand}>{product.brand}</span>}
            <span className={styles.productName}>{product.name}</span>
            <span className={styles.productPrice}>{labels.formatPrice(product.price)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
