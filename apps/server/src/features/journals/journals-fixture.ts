import { sql } from 'drizzle-orm';
import type { JournalRecord } from '@fleetledger/shared/journals/journals.contract';
import { clearBooks } from '../../../test/clear-books';
import type { MasterData } from '../../../test/masterdata-fixture';
import { moneyVoucherCalls } from '../../../test/document-calls';
import { journalLine } from '../../../test/journal-line';
import type { SignedInApp } from '../../../test/signed-in-app';

/** The codes the journal tests set before moving a journal. */
export const CODES = { cancel: '4711', admin: '9021' };
/** What a journal's creation writes, to check a refused one wrote nothing. */
export const JOURNAL_TABLES = ['journals', 'journal_lines', 'journal_request_keys', 'audit_log', 'ledger_entries'];

export const BANK = 26;
export const CAPITAL = 46;
export const RECEIVABLE = 38;
export const PAYABLE = 36;

/** A journal line: a debit when `debit` is above zero, else a credit of `credit`. */
export const line = (account_id: unknown, debit: unknown, credit: unknown, overrides: Record<string, unknown> = {}) =>
  journalLine(account_id, debit, credit, 'Capital paid in', overrides);

/** Owner's capital into the bank, a customer's opening debt, and the capital both stand for. */
export const capitalLines = (md: MasterData) => [
  line(BANK, 1000, 0),
  line(RECEIVABLE, 250.5, 0, { party_id: md.customers.acme, truck_id: md.trucks.t1, description: 'Owed' }),
  line(CAPITAL, 0, 1250.5),
];

export const journal = (lines: unknown, overrides: Record<string, unknown> = {}) => ({
  date: '2026-11-10',
  reference: 'BOARD-7',
  narration: "Owner's capital into the bank",
  user_id: 1,
  lines,
  ...overrides,
});

/** The journal calls as the tests make them; every call that must succeed fails the test otherwise. */
export function journalsFixture(api: SignedInApp) {
  const calls = moneyVoucherCalls(api.call, 'journal');
  return {
    move: calls.move,
    expectUpdatesAtVersion: calls.expectUpdatesAtVersion,
    generate: (body: unknown) => calls.generate(body),
    details: (number: number): Promise<JournalRecord> => calls.details(number),
    /** Moves the journal through these statuses in turn with both codes; answers it as it then stands. */
    walk: (number: number, statuses: readonly string[]): Promise<JournalRecord> =>
      calls.walk(number, statuses, { cancel_code: CODES.cancel, admin_code: CODES.admin }),
    /** No journals, no books, the numbering from 1. */
    clear: async () => {
      await clearBooks(api.ctx.database.db);
      await api.ctx.database.db.execute(sql`
        delete from attachments where owner_kind = 'journal'; delete from journal_request_keys;
        delete from journal_lines; delete from journals; delete from document_counters where kind = 'journal';
        delete from security_code_failures`);
    },
  };
}
