import { describe, expect, it } from 'vitest';
import { NOTE_MESSAGES } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { CREDIT_NOTE } from '../testing/note-answers';
import { creditAllocation, fullAllocation } from './credit-allocation';

describe('credit allocation', () => {
  it('sends the invoice, the amount and the version read', () => {
    const allocation = creditAllocation(CREDIT_NOTE, { invoiceId: '50', amount: '25.5' }, 30);
    expect(allocation.payload).toEqual({ credit_note_id: 2, invoice_id: '50', amount: 25.5, version: 3 });
    expect(allocation.problems).toEqual({});
  });

  it('refuses no invoice, no amount, more than the credit left, and more than the invoice has pending', () => {
    expect(Object.keys(creditAllocation(CREDIT_NOTE, { invoiceId: '', amount: '' }, null).problems)).toEqual([
      'invoice_id',
      'amount',
    ]);
    expect(creditAllocation(CREDIT_NOTE, { invoiceId: '50', amount: '40.001' }, 100).problems).toEqual({
      amount: NOTE_MESSAGES.allocationTooMuch(40_000),
    });
    expect(creditAllocation(CREDIT_NOTE, { invoiceId: '50', amount: '30.001' }, 30).problems).toEqual({
      amount: NOTE_MESSAGES.allocationPending(30_000),
    });
  });

  it('starts at all it can take: the credit left or what the invoice has pending, whichever is less', () => {
    expect(fullAllocation(40, 30)).toBe('30.000');
    expect(fullAllocation(40, 55.5)).toBe('40.000');
  });
});
