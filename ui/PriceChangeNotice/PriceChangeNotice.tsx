import { useId } from 'react';
import type { CheckoutLine } from '../../contract';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { formatPrice } from '../Price/formatPrice';
import * as styles from './PriceChangeNotice.css';

export interface PriceChangeNoticeLabels {
  /** 'Alguns artigos mudaram desde que os adicionou' */
  title: string;
  /** 'Reveja as alterações antes de pagar; nada muda sem a sua confirmação.' */
  description: string;
  /** 'Preço: 19,90 € → 17,90 €', given the formatted previous and current prices. */
  priceChanged: (previous: string, current: string) => string;
  /** 'Só restam 2 unidades', given what is left. */
  insufficient: (available: number) => string;
  /** 'Esgotado: retire-o do carrinho para continuar.' */
  unavailable: string;
  /** 'Aceitar os novos preços' */
  accept: string;
  /** 'A atualizar…' */
  accepting: string;
  /** The link back to the cart, where stock issues are fixed: 'Alterar o carrinho'. */
  editCart: string;
}

export interface PriceChangeNoticeProps {
  /** The checkout's lines; those with a price change or a stock issue are listed. */
  lines: readonly CheckoutLine[];
  /** Accepting the new prices: the app confirms them (the review's total becomes the expected total). */
  onAccept: () => void;
  accepting?: boolean;
  /** The cart page, to fix a stock issue. */
  cartHref?: string;
  languageTag: string;
  labels: PriceChangeNoticeLabels;
  /** The title's level in the page: 3 inside the review step's section. */
  headingLevel?: 2 | 3;
}

/**
 * What changed since the cart was filled, line by line, never applied silently: a price moved (old →
 * new, with 'accept new prices') or the stock is short (fix it in the cart). Renders nothing when
 * nothing changed.
 */
export function PriceChangeNotice({ lines, onAccept, accepting = false, cartHref, languageTag, labels, headingLevel = 3 }: PriceChangeNoticeProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const changed = lines.filter((line) => line.price_change || line.stock_issue);
  if (changed.length === 0) return null;
  const priceMoved = changed.some((line) => line.price_change);
  const stockShort = changed.some((line) => line.stock_issue);
  const price = (amount: number) => formatPrice(amount, languageTag);
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Icon name="alert" />
        <div>
          <Heading id={titleId} className={styles.title}>
            {labels.title}
          </Heading>
          <p className={styles.description}>{labels.description}</p>
        </div>
      </div>
      <ul className={styles.list}>
        {changed.map((line) => (
          <li key={line.offer_id} className={styles.item}>
            {line.image && <img className={styles.image} src={line.image} alt="" width={40} height={53} loading="lazy" />}
            <div className={styles.itemText}>
              <p className={styles.name}>{line.name}</p>
              {line.price_change && (
                <p className={styles.change({ direction: line.price_change.current < line.price_change.previous ? 'down' : 'up' })}>
                  {labels.priceChanged(price(line.price_change.previous), price(line.price_change.current))}
                </p>
              )}
              {line.stock_issue && (
                <p className={styles.change({ direction: 'critical' })}>
                  {line.stock_issue.status === 'unavailable' || line.stock_issue.available === 0 ? labels.unavailable : labels.insufficient(line.stock_issue.available)}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {priceMoved && (
          <Button
            variant="primary"
            aria-busy={accepting || undefined}
            aria-disabled={accepting || undefined}
            onClick={() => {
              if (!accepting) onAccept();
            }}
          >
            {accepting ? labels.accepting : labels.accept}
          </Button>
        )}
        {stockShort && cartHref !== undefined && (
          <Button variant="secondary" href={cartHref}>
            {labels.editCart}
          </Button>
        )}
      </div>
    </section>
  );
}
