import type { SeededRandom } from './seeded-random';

/**
 * A generated receipt or supplier payment as far as both kinds go alike: numbered when written, how
 * it moved its money, and whether it is posted yet.
 */
export interface MoneyVoucherPlan {
  id: number;
  number: number;
  date: string;
  accountId: number;
  typeOfPayment: 'online' | 'cheque' | 'cash';
  chequeNumber: string | null;
  chequeDate: string | null;
  chequeBank: string | null;
  status: 'Created' | 'Posted';
}

/** One kind of voucher's habits: how much of it goes through the bank, how much of that by cheque, on which banks. */
export interface MoneyHabits {
  bankShare: number;
  chequeShare: number;
  banks: readonly string[];
}

/**
 * A voucher dated `date`: through the bank (26), else cash (27) or, one in twenty, petty cash (28); a
 * cheque for some of the bank ones; nearly all posted. Its id and number come when it is written.
 */
export function planMoneyVoucher(date: string, habits: MoneyHabits, random: SeededRandom): MoneyVoucherPlan {
  const r = random.next();
  const accountId = r < habits.bankShare ? 26 : r < 0.95 ? 27 : 28;
  const cheque = accountId === 26 && random.chance(habits.chequeShare);
  return {
    id: 0,
    number: 0,
    date,
    accountId,
    typeOfPayment: accountId !== 26 ? 'cash' : cheque ? 'cheque' : 'online',
    chequeNumber: cheque ? String(random.int(100_000, 999_999)) : null,
    chequeDate: cheque ? date : null,
    chequeBank: cheque ? random.pick(habits.banks) : null,
    status: random.chance(0.97) ? 'Posted' : 'Created',
  };
}
