import type { ReorderResult } from '../../contract';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './OrderDetail.css';

export interface ReorderNoticeLabels {
  /** '2 artigos voltaram ao carrinho.' */
  added: (count: number) => string;
  /** 'Só havia {{quantity}} de {{name}}.' */
  short: (name: string, quantity: number) => string;
  /** 'Já não estão disponíveis:' */
  goneTitle: string;
  /** Nothing could be added: 'Nenhum artigo desta encomenda está disponível.' */
  noneAvailable: string;
  viewCart: string;
  dismiss: string;
}

export interface ReorderNoticeProps {
  result: ReorderResult;
  cartHref: string;
  onDismiss: () => void;
  labels: ReorderNoticeLabels;
}

/** What a reorder did: the lines back in the cart (those cut to the stock left said so), and the ones gone, by name. */
export function ReorderNotice({ result, cartHref, onDismiss, labels }: ReorderNoticeProps) {
  const units = result.added.reduce((sum, line) => sum + line.quantity, 0);
  const short = result.added.filter((line) => line.quantity < line.ordered);
  return (
    <div role="status" className={styles.notice({ tone: result.added.length > 0 ? 'positive' : 'caution' })}>
      <Icon name={result.added.length > 0 ? 'check-circle' : 'alert'} />
      <div className={styles.noticeBody}>
        <p className={styles.noticeTitle}>{result.added.length > 0 ? labels.added(units) : labels.noneAvailable}</p>
        {short.map((line) => (
          <p key={line.offer_id} className={styles.noticeText}>
            {labels.short(line.name, line.quantity)}
          </p>
        ))}
        {result.gone.length > 0 && (
          <>
            <p className={styles.noticeText}>{labels.goneTitle}</p>
            <ul className={styles.goneList}>
              {result.gone.map((line) => (
                <li key={line.offer_id}>{line.name}</li>
              ))}
            </ul>
          </>
        )}
        <div className={styles.noticeActions}>
          {result.added.length > 0 && (
            <Button variant="primary" size="small" href={cartHref}>
              {labels.viewCart}
            </Button>
          )}
          <Button variant="ghost" size="small" onClick={onDismiss}>
            {labels.dismiss}
          </Button>
        </div>
      </div>
    </div>
  );
}
