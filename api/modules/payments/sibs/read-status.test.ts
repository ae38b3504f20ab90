import { describe, expect, it } from 'vitest';
import { SIBS_STATUS_CODES } from './protocol';
import { readSibsNotification, readSibsStatus, UnreadableSibsAnswer } from './read-status';

/** A status inquiry answer as SPG v2 writes it (§2.5), changed per case. */
function answer(fields: Record<string, unknown> = {}) {
  return {
    returnStatus: { statusCode: SIBS_STATUS_CODES.accepted, statusMsg: 'Success' },
    transactionID: 's2bfw1g1P1siCSUjVPP8',
    paymentStatus: 'Success',
    paymentType: 'PURS',
    paymentMethod: 'MBWAY',
    amount: { value: 49.9, currency: 'EUR' },
    ...fields,
  };
}

const reference = (status: string) => ({
  reference: '123456789',
  entity: '24000',
  amount: { value: '49.90', currency: 'EUR' },
  status,
  expireDate: '2026-11-04T12:00:00.000Z',
});

describe('the paid semantics of protocols.md §2.6', () => {
  it.each([
    ['PURS + Success (MB WAY)', answer(), 'paid', true],
    ['PREF + Success', answer({ paymentType: 'PREF' }), 'paid', true],
    ['PURS + Success + reference PAID', answer({ paymentMethod: 'REFERENCE', paymentReference: reference('PAID') }), 'paid', true],
  ])('%s is paid', (_name, body, outcome, final) => {
    const status = readSibsStatus(body);
    expect(status.outcome).toBe(outcome);
    expect(status.final).toBe(final);
  });

  it('statusCode "000" is never paid on its own: the checkout answer and a pending purchase are pending', () => {
    expect(readSibsStatus({ returnStatus: { statusCode: '000', statusMsg: 'Success' }, transactionID: 't1' })).toMatchObject({
      outcome: 'pending',
      final: false,
    });
    expect(readSibsStatus(answer({ paymentStatus: 'Pending' }))).toMatchObject({ outcome: 'pending', final: false, statusCode: '000' });
    expect(readSibsStatus(answer({ paymentStatus: 'InProcessing' }))).toMatchObject({ outcome: 'pending', final: false });
  });

  it.each(['RFND', 'CAUT', 'AUTH', null])('an annulment, cancellation or refund (Success with paymentType %s) is not paid', (paymentType) => {
    const status = readSibsStatus(answer({ paymentType }));
    expect(status.outcome).not.toBe('paid');
    expect(status).toMatchObject({ outcome: 'error', final: false });
  });

  it('a reference answer with Success is paid only once paymentReference.status is PAID', () => {
    for (const unpaid of ['UNPAID', 'PENDING', undefined]) {
      const status = readSibsStatus(answer({ paymentMethod: 'REFERENCE', paymentReference: { ...reference('x'), status: unpaid } }));
      expect(status).toMatchObject({ outcome: 'pending', final: false });
    }
  });

  it('the reference-generation answer and notification are not a payment', () => {
    const generated = readSibsStatus(answer({ paymentStatus: 'Pending', paymentMethod: 'REFERENCE', paymentReference: reference('UNPAID') }));
    expect(generated).toMatchObject({ outcome: 'pending', final: false, method: 'multibanco' });
    expect(generated.reference).toEqual({ entity: '24000', reference: '123456789', amount: 49.9, expiresAt: '2026-11-04T12:00:00.000Z', status: 'UNPAID' });
    const notified = readSibsNotification({ ...answer({ paymentMethod: 'REFERENCE', paymentReference: reference('UNPAID') }), notificationID: 'n-1' });
    expect(notified).toMatchObject({ outcome: 'pending', final: false });
  });

  it('amount.value may be a string', () => {
    expect(readSibsStatus(answer({ amount: { value: '16.20', currency: 'EUR' } }))).toMatchObject({ amount: 16.2, currency: 'EUR', outcome: 'paid' });
    expect(readSibsStatus(answer({ amount: { value: 'sixteen', currency: 'EUR' } })).amount).toBeNull();
  });

  it('an unknown paymentStatus is an error, not final (ask again, alert)', () => {
    expect(readSibsStatus(answer({ paymentStatus: 'Authorised' }))).toMatchObject({ outcome: 'error', final: false, paymentStatus: 'Authorised' });
    expect(readSibsStatus(answer({ paymentStatus: 'Error' }))).toMatchObject({ outcome: 'error', final: false });
    expect(readSibsStatus(answer({ paymentStatus: undefined, returnStatus: { statusCode: 'E9999' } }))).toMatchObject({ outcome: 'error', final: false });
  });

  it('declined, MB WAY timeout and reference expiry (E0612) are distinct final outcomes', () => {
    expect(readSibsStatus(answer({ paymentStatus: 'Declined', returnStatus: { statusCode: SIBS_STATUS_CODES.declined } }))).toMatchObject({
      outcome: 'declined',
      final: true,
    });
    expect(readSibsStatus(answer({ paymentStatus: 'Declined', returnStatus: { statusCode: SIBS_STATUS_CODES.declinedOther } })).outcome).toBe('declined');
    expect(readSibsStatus(answer({ paymentStatus: 'Timeout', returnStatus: { statusCode: SIBS_STATUS_CODES.pendingOrTimeout } }))).toMatchObject({
      outcome: 'timeout',
      final: true,
    });
    const expired = answer({
      paymentStatus: 'Declined',
      paymentMethod: 'REFERENCE',
      returnStatus: { statusCode: SIBS_STATUS_CODES.referenceCancelled, statusMsg: 'Payment reference is cancelled' },
      paymentReference: reference('UNPAID'),
    });
    expect(readSibsStatus(expired)).toMatchObject({ outcome: 'expired', final: true, method: 'multibanco' });
    expect(readSibsStatus(answer({ paymentStatus: 'Expired' }))).toMatchObject({ outcome: 'expired', final: true });
    expect(readSibsStatus(answer({ paymentStatus: 'Timeout', paymentMethod: 'REFERENCE', paymentReference: reference('UNPAID') })).outcome).toBe('expired');
  });

  it('keeps SIBS\'s own fields for the ledger and uses the given id when the answer does not repeat it', () => {
    const status = readSibsStatus({ returnStatus: { statusCode: '000', statusMsg: 'Success' }, paymentStatus: 'Success', paymentType: 'PURS', paymentMethod: 'MBWAY' }, 'given-id');
    expect(status).toEqual({
      transactionId: 'given-id',
      outcome: 'paid',
      final: true,
      method: 'mbway',
      amount: null,
      currency: null,
      paymentStatus: 'Success',
      paymentType: 'PURS',
      statusCode: '000',
      statusMsg: 'Success',
      reference: null,
    });
    expect(() => readSibsStatus({ paymentStatus: 'Success' })).toThrow(UnreadableSibsAnswer);
    expect(() => readSibsStatus('000')).toThrow(UnreadableSibsAnswer);
  });

  it('reads a notification: notificationID, merchant.transactionId (our merchantTransactionId) and transactionDateTime', () => {
    const notification = readSibsNotification({
      ...answer({ amount: { value: '49.90', currency: 'EUR' } }),
      notificationID: '0e7a8f4c-1c6b-4c1e-9d1f-2f1c1a7a0b11',
      transactionDateTime: '2026-11-01T12:03:00.000Z',
      merchant: { transactionId: 'ord-42-a1', terminalId: 52221 },
    });
    expect(notification).toMatchObject({
      notificationId: '0e7a8f4c-1c6b-4c1e-9d1f-2f1c1a7a0b11',
      merchantTransactionId: 'ord-42-a1',
      occurredAt: '2026-11-01T12:03:00.000Z',
      outcome: 'paid',
      amount: 49.9,
    });
    expect(() => readSibsNotification(answer())).toThrow(UnreadableSibsAnswer);
  });
});
