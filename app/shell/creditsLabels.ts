import { CREDIT_KINDS } from '../../contract/account-paths';
import type { CreditKind } from '../../contract';
import type { Translate } from '../i18n/translate';
import type { CreditBalanceLabels } from '../../ui/CreditBalance';
import type { CreditLedgerLabels } from '../../ui/CreditLedger';

/** The store-credit pieces' texts (`account.credits.*` in locales/); the workbench calls the same builders. */

export function buildCreditBalanceLabels(t: Translate): CreditBalanceLabels {
  return {
    title: t('account.credits.balanceTitle'),
    hint: t('account.credits.balanceHint'),
    nextExpiry: (amount, date) => t('account.credits.nextExpiry', { amount, date }),
  };
}

export function buildCreditLedgerLabels(t: Translate): CreditLedgerLabels {
  return {
    title: t('account.credits.ledgerTitle'),
    kinds: Object.fromEntries(CREDIT_KINDS.map((kind) => [kind, t(`account.credits.kinds.${kind}`)])) as Record<CreditKind, string>,
    order: (number) => t('account.credits.order', { number }),
    expires: (date) => t('account.credits.expires', { date }),
    credit: t('account.credits.credit'),
    debit: t('account.credits.debit'),
    previous: t('account.credits.previous'),
    next: t('account.credits.next'),
    page: (current, last) => t('account.credits.page', { current, total: last }),
  };
}
