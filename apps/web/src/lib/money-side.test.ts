import { describe, expect, it } from 'vitest';
import { moneySidePayload, newMoneySide, storedMoneySide, withAccount } from './money-side';

describe('the money side of a voucher', () => {
  it('starts today with no account; choosing one chooses its first payment type', () => {
    const side = newMoneySide('2026-11-23');
    expect(side).toMatchObject({ date: '2026-11-23', accountId: null, type: null });
    expect(withAccount(side, 26).type).toBe('online');
    expect(withAccount(side, 27).type).toBe('cash');
    expect(withAccount(side, null).type).toBeNull();
  });

  it('sends cheque details for a cheque only, and blank texts as nothing', () => {
    const cheque = { number: 'CHQ-1', date: '2026-11-19', bank: 'NBB' };
    const side = { ...withAccount(newMoneySide('2026-11-23'), 26), cheque, narration: '  ', reference: ' R-1 ' };
    expect(moneySidePayload(side)).toEqual({
      date: '2026-11-23',
      account_id: 26,
      type: 'online',
      reference: 'R-1',
      narration: null,
      cheque: null,
    });
    expect(moneySidePayload({ ...side, type: 'cheque' }).cheque).toEqual(cheque);
  });

  it('reads a stored voucher back, blanks for what it lacks', () => {
    const stored = storedMoneySide(
      { date: '2026-11-20', account_id: 26, reference: null, narration: 'November', cheques: null },
      'online',
    );
    expect(stored).toMatchObject({ reference: '', narration: 'November', cheque: { number: '' } });
  });
});
