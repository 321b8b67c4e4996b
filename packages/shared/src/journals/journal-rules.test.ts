import { describe, expect, it } from 'vitest';
import { NOT_A_REAL_DATE } from '../dates';
import { LEDGER_ACCOUNTS } from '../ledger/ledger-accounts';
import { UnbalancedEntryError } from '../ledger/posting-rules';
import { journalPostingLines } from '../ledger/voucher-posting-rules';
import { MAX_BD } from '../money';
import {
  checkJournal,
  defaultReversalDate,
  journalNumberText,
  journalTotals,
  needsParty,
  reversalDateProblem,
  sideFils,
} from './journal-rules';
import { LOCK_MESSAGES } from '../ledger/lock-date.contract';
import { JOURNAL_MESSAGES, journalGeneratePayload, type JournalGenerateInput } from './journals.contract';

const BANK = LEDGER_ACCOUNTS.bank;
const CAPITAL = 46;
const AR = LEDGER_ACCOUNTS.receivable;
const AP = LEDGER_ACCOUNTS.payable;
const CUSTOMER = 7;

const line = (account_id: unknown, debit: unknown, credit: unknown, overrides: Record<string, unknown> = {}) => ({
  account_id,
  debit,
  credit,
  party_id: null,
  truck_id: null,
  description: 'Capital',
  ...overrides,
});
const check = (lines: unknown[], header: Partial<JournalGenerateInput> = {}) =>
  checkJournal(journalGeneratePayload.parse({ date: '2026-11-20', reference: 'BOARD-1', lines, ...header }));

describe('checkJournal', () => {
  it('takes balanced lines, each on one side, in fils, with their party and truck', () => {
    const { journal, problems } = check([
      line(BANK, 1000, 0),
      line(AR, 250.125, null, { party_id: CUSTOMER, truck_id: 3, id: 9 }),
      line(CAPITAL, '', 1250.125, { description: '  ' }),
    ]);
    expect(problems).toEqual({});
    expect(journal).toEqual({
      date: '2026-11-20',
      reference: 'BOARD-1',
      narration: null,
      totalFils: 1_250_125,
      lines: [
        {
          id: null,
          accountId: BANK,
          debitFils: 1_000_000,
          creditFils: 0,
          partyId: null,
          truckId: null,
          description: 'Capital',
        },
        {
          id: 9,
          accountId: AR,
          debitFils: 250_125,
          creditFils: 0,
          partyId: CUSTOMER,
          truckId: 3,
          description: 'Capital',
        },
        {
          id: null,
          accountId: CAPITAL,
          debitFils: 0,
          creditFils: 1_250_125,
          partyId: null,
          truckId: null,
          description: '',
        },
      ],
    });
  });

  it('takes one fil and the largest amount a line may carry', () => {
    expect(check([line(BANK, 0.001, 0), line(CAPITAL, 0, 0.001)]).problems).toEqual({});
    expect(check([line(BANK, 0.001, 0), line(CAPITAL, 0, '0.001')]).problems).toEqual({
      'lines.1.credit': JOURNAL_MESSAGES.amountInvalid(2, 'credit'),
    });
    expect(check([line(BANK, MAX_BD, 0), line(CAPITAL, 0, MAX_BD)]).journal?.totalFils).toBe(MAX_BD * 1000);
  });

  it('refuses a line with both sides or neither, naming the line', () => {
    expect(check([line(BANK, 5, 5), line(CAPITAL, 0, 5)]).problems).toEqual({
      'lines.0.debit': JOURNAL_MESSAGES.bothSides(1),
    });
    expect(check([line(BANK, 5, 0), line(CAPITAL, 0, 0), line(CAPITAL, null, 5)]).problems).toEqual({
      'lines.1.debit': JOURNAL_MESSAGES.noSide(2),
    });
  });

  it('refuses amounts below zero, of more than 3 decimals, too large or not figures', () => {
    const { problems, journal } = check([
      line(BANK, -1, 0),
      line(BANK, 0.0005, 0),
      line(CAPITAL, 0, MAX_BD + 0.001),
      line(CAPITAL, 0, 'ten'),
    ]);
    expect(journal).toBeNull();
    expect(problems).toEqual({
      'lines.0.debit': JOURNAL_MESSAGES.amountInvalid(1, 'debit'),
      'lines.1.debit': JOURNAL_MESSAGES.amountDecimals(2, 'debit'),
      'lines.2.credit': JOURNAL_MESSAGES.amountTooLarge(3, 'credit'),
      'lines.3.credit': JOURNAL_MESSAGES.amountInvalid(4, 'credit'),
    });
  });

  it('needs a customer on Accounts Receivable and a supplier on Accounts Payable, saying which line', () => {
    const { problems } = check([line(BANK, 10, 0), line(AR, 0, 5), line(AP, 0, 5)]);
    expect(problems).toEqual({
      'lines.1.party_id': JOURNAL_MESSAGES.partyRequired(2, 'Accounts Receivable', 'customer'),
      'lines.2.party_id': JOURNAL_MESSAGES.partyRequired(3, 'Accounts Payable', 'supplier'),
    });
    expect(needsParty(AR) && needsParty(AP)).toBe(true);
    expect(needsParty(BANK) || needsParty(null)).toBe(false);
  });

  it('refuses debits that differ from credits by one fil, and a journal with nothing on one side', () => {
    expect(check([line(BANK, 100, 0), line(CAPITAL, 0, 99.999)]).problems).toEqual({
      lines: JOURNAL_MESSAGES.unbalanced('BD 100.000', 'BD 99.999'),
    });
    expect(check([line(BANK, 100, 0), line(CAPITAL, 100, 0)]).problems).toEqual({
      lines: JOURNAL_MESSAGES.nothingToPost,
    });
    expect(check([]).problems).toEqual({ lines: JOURNAL_MESSAGES.linesRequired });
  });

  it('needs a real date and an account on every line', () => {
    expect(check([line(null, 5, 0), line(CAPITAL, 0, 5)], { date: '' }).problems).toEqual({
      date: JOURNAL_MESSAGES.dateRequired,
      'lines.0.account_id': JOURNAL_MESSAGES.accountRequired(1),
    });
    expect(check([line(BANK, 5, 0), line(CAPITAL, 0, 5)], { date: '2026-02-30' }).problems).toEqual({
      date: NOT_A_REAL_DATE,
    });
  });

  it('refuses text where an id belongs before the rules run', () => {
    const parsed = journalGeneratePayload.safeParse({
      date: '2026-11-20',
      lines: [line('cash', 5, 0, { party_id: 'x' })],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['lines.0.account_id', 'Account is not a valid id'],
      ['lines.0.party_id', 'Party is not a valid id'],
    ]);
  });
});

describe('journalTotals and sideFils', () => {
  it('adds the debits and credits and says what the debits exceed the credits by', () => {
    expect(
      journalTotals([
        { debitFils: 1500, creditFils: 0 },
        { debitFils: 0, creditFils: 1000 },
      ]),
    ).toEqual({ debitFils: 1500, creditFils: 1000, differenceFils: 500 });
    expect(journalTotals([])).toEqual({ debitFils: 0, creditFils: 0, differenceFils: 0 });
  });

  it('reads a blank side as nothing on it', () => {
    for (const blank of [undefined, null, '']) expect(sideFils(blank, 1, 'debit')).toEqual({ fils: 0 });
    expect(sideFils(12.345, 1, 'credit')).toEqual({ fils: 12_345 });
  });
});

describe('a journal posted', () => {
  it('writes each line as it is, with its party and truck, and names no invoice or purchase', () => {
    const lines = journalPostingLines({
      lines: [
        { accountId: BANK, debitFils: 900, creditFils: 0, partyId: null, truckId: null },
        { accountId: AR, debitFils: 100, creditFils: 0, partyId: CUSTOMER, truckId: 2 },
        { accountId: CAPITAL, debitFils: 0, creditFils: 1000, partyId: null, truckId: null },
      ],
    });
    const tags = { invoiceId: null, purchaseId: null, driverId: null, jobId: null, vatPercent: null };
    expect(lines).toEqual([
      { accountId: BANK, debitFils: 900, creditFils: 0, partyId: null, truckId: null, ...tags },
      { accountId: AR, debitFils: 100, creditFils: 0, partyId: CUSTOMER, truckId: 2, ...tags },
      { accountId: CAPITAL, debitFils: 0, creditFils: 1000, partyId: null, truckId: null, ...tags },
    ]);
  });

  it('refuses lines that do not balance', () => {
    expect(() =>
      journalPostingLines({ lines: [{ accountId: BANK, debitFils: 5, creditFils: 0, partyId: null, truckId: null }] }),
    ).toThrow(UnbalancedEntryError);
  });
});

describe('journalNumberText', () => {
  it('prints the number with its prefix', () => {
    expect(journalNumberText(12)).toBe('JV-ARG-12');
  });
});

describe("a journal's reversal date", () => {
  it('may be the journal day or later, after the lock date', () => {
    expect(reversalDateProblem('2026-10-31', '2026-10-31', null)).toBeNull();
    expect(reversalDateProblem('2026-11-01', '2026-10-31', '2026-10-31')).toBeNull();
    expect(reversalDateProblem('2026-10-30', '2026-10-31', null)).toBe(
      JOURNAL_MESSAGES.reverseBeforeJournal('2026-10-31'),
    );
    expect(reversalDateProblem('2026-11-30', '2026-10-31', '2026-11-30')).toBe(LOCK_MESSAGES.locked('2026-11-30'));
  });

  it('is offered on the first of the next month when that is open, else today', () => {
    expect(defaultReversalDate('2026-10-31', null, '2026-12-07')).toBe('2026-11-01');
    expect(defaultReversalDate('2026-12-15', '2026-11-30', '2026-12-07')).toBe('2027-01-01');
    expect(defaultReversalDate('2026-10-31', '2026-11-30', '2026-12-07')).toBe('2026-12-07');
  });
});
