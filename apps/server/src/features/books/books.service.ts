import {
  AGING_BUCKETS,
  BOOKS_MESSAGES,
  closingDate,
  GENERAL_LEDGER_PAGE_SIZE,
  type Aging,
  type AgingBucket,
  type AgingFigures,
  type BooksPeriod,
  type GeneralLedger,
  type TrialBalance,
} from '@fleetledger/shared/ledger/books.contract';
import { PAYABLES_MESSAGES, type PayablesAging } from '@fleetledger/shared/ledger/payables.contract';
import { filsToBd } from '@fleetledger/shared/money';
import type { Db, Executor } from '../../db/client';
import { notFound } from '../../http/http-error';
import { entryWords } from '../../kernel/entry-documents';
import * as aq from './aging.queries';
import * as q from './books.queries';

const BALANCE_COLUMNS = [
  'opening_debit',
  'opening_credit',
  'debit',
  'credit',
  'closing_debit',
  'closing_credit',
] as const;

/** A debit-positive balance shown on its side: [debit, credit], the other side 0. */
function onItsSide(balanceFils: number): [number, number] {
  return balanceFils >= 0 ? [balanceFils, 0] : [0, -balanceFils];
}

/** The sum of each column over the rows, in fils. */
function totalsOf<Column extends string>(columns: readonly Column[], rows: readonly Record<Column, number>[]) {
  return Object.fromEntries(
    columns.map((column) => [column, rows.reduce((sum, row) => sum + row[column], 0)]),
  ) as Record<Column, number>;
}

/** The columns of a row of fils, in BD. */
function inBd<Column extends string>(columns: readonly Column[], fils: Record<Column, number>) {
  return Object.fromEntries(columns.map((column) => [column, filsToBd(fils[column])])) as Record<Column, number>;
}

export async function trialBalance(db: Db, period: BooksPeriod): Promise<TrialBalance> {
  const rows = (await q.accountMovements(db, period)).map((account) => {
    const [opening_debit, opening_credit] = onItsSide(account.opening_fils);
    const [closing_debit, closing_credit] = onItsSide(account.opening_fils + account.debit_fils - account.credit_fils);
    return {
      account_id: account.account_id,
      account_code: account.account_code,
      account_name: account.account_name,
      type: account.type,
      dr_cr: account.dr_cr,
      fils: {
        opening_debit,
        opening_credit,
        debit: account.debit_fils,
        credit: account.credit_fils,
        closing_debit,
        closing_credit,
      },
    };
  });
  return {
    success: true,
    from: period.from,
    to: period.to,
    rows: rows.map(({ fils, ...account }) => ({ ...account, ...inBd(BALANCE_COLUMNS, fils) })),
    totals: inBd(
      BALANCE_COLUMNS,
      totalsOf(
        BALANCE_COLUMNS,
        rows.map((row) => row.fils),
      ),
    ),
  };
}

/**
 * One account's lines in the period, a page at a time, with the running balance. Each line shows its
 * document as its reader knows it (entryWords): an opening item on its own date, by its old number.
 */
export async function generalLedger(
  db: Db,
  query: BooksPeriod & { account_id: number; page: number },
  today: string,
): Promise<GeneralLedger> {
  const account = await q.accountById(db, query.account_id);
  if (account === undefined) throw notFound(BOOKS_MESSAGES.accountNotFound);
  const totals = await q.accountPeriodTotals(db, account.id, query);
  const lines = await q.accountLinesPage(db, account.id, query, {
    openingFils: totals.opening_fils,
    offset: (query.page - 1) * GENERAL_LEDGER_PAGE_SIZE,
    limit: GENERAL_LEDGER_PAGE_SIZE,
  });
  return {
    success: true,
    account,
    from: query.from,
    to: query.to,
    closing_date: closingDate(query, today),
    opening_balance: filsToBd(totals.opening_fils),
    total_debit: filsToBd(totals.debit_fils),
    total_credit: filsToBd(totals.credit_fils),
    closing_balance: filsToBd(totals.opening_fils + totals.debit_fils - totals.credit_fils),
    page: query.page,
    page_count: Math.max(1, Math.ceil(totals.line_count / GENERAL_LEDGER_PAGE_SIZE)),
    line_count: totals.line_count,
    rows: lines.map(({ debit_fils, credit_fils, balance_fils, opening, shown_date, reference, ...line }) => ({
      ...line,
      date: shown_date,
      memo: entryWords(line.memo, { source_kind: line.source_kind, opening, shown_date, reference }),
      debit: filsToBd(debit_fils),
      credit: filsToBd(credit_fils),
      balance: filsToBd(balance_fils),
    })),
  };
}

const AGING_COLUMNS = [...AGING_BUCKETS, 'advance', 'balance'] as const;

/** An aging's answer: each party, named as the aging names them, with its figures in BD; and the totals. */
function agingAnswer<Named>(date: string, parties: aq.AgedParty[], named: (party: aq.AgedParty) => Named) {
  return {
    success: true as const,
    date,
    rows: parties.map((party) => ({
      ...named(party),
      payment_terms_days: party.payment_terms_days,
      ...inBd(AGING_COLUMNS, party),
    })),
    totals: inBd(AGING_COLUMNS, totalsOf(AGING_COLUMNS, parties)),
  };
}

/** One party's figures in BD (zeros when nothing is open), for their statement. */
const partyFigures = ([party]: aq.AgedParty[]): AgingFigures =>
  inBd(AGING_COLUMNS, party ?? totalsOf(AGING_COLUMNS, []));

export async function receivablesAging(db: Db, { date }: { date: string }): Promise<Aging> {
  return agingAnswer(date, await aq.receivablesByBucket(db, date), (customer) => ({
    customer_id: customer.party_id,
    customer_name: customer.party_name,
  }));
}

/** What we owe each supplier on a date, by how late it is, less what we paid them ahead. */
export async function payablesAging(db: Db, { date }: { date: string }): Promise<PayablesAging> {
  return agingAnswer(date, await aq.payablesByBucket(db, date), (supplier) => ({
    supplier_id: supplier.party_id,
    supplier_name: supplier.party_name,
  }));
}

/** One customer's receivables by age on a date, for their statement. */
export async function customerAging(db: Db, customerId: number, date: string): Promise<AgingFigures> {
  return partyFigures(await aq.receivablesByBucket(db, date, customerId));
}

/** What we owe one supplier by age on a date, for their statement. */
export async function supplierAging(db: Db, supplierId: number, date: string): Promise<AgingFigures> {
  return partyFigures(await aq.payablesByBucket(db, date, supplierId));
}

/** The opted-in customers' invoices at least `minDaysLate` past due on `date`, as the receivables aging reads them. */
export const overdueInvoices = (db: Executor, date: string, minDaysLate: number) =>
  aq.overdueInvoices(db, date, minDaysLate);

const AGING_ITEMS = {
  customer: { notFound: BOOKS_MESSAGES.customerNotFound, items: aq.receivableBucketItems },
  supplier: { notFound: PAYABLES_MESSAGES.supplierNotFound, items: aq.payableBucketItems },
};

/**
 * What makes one bucket of a party's aging on a date — a customer's open invoices, a supplier's open
 * purchases and expenses — oldest due first, and their total: the aging's figure, since both read the
 * same items with the same rule.
 */
export async function agingItems(
  db: Db,
  of: 'customer' | 'supplier',
  partyId: number,
  query: { date: string; bucket: AgingBucket },
) {
  const party = await q.partyName(db, partyId);
  if (party === undefined) throw notFound(AGING_ITEMS[of].notFound);
  const items = await AGING_ITEMS[of].items(db, query.date, partyId, query.bucket);
  return {
    success: true as const,
    date: query.date,
    bucket: query.bucket,
    [of]: party,
    rows: items.map((item) => ({
      source_kind: item.item_kind,
      number: item.number,
      document: item.document,
      date: item.item_date,
      due_date: item.due_date,
      days_overdue: item.days_late,
      open_amount: filsToBd(item.open_fils),
    })),
    total: filsToBd(items.reduce((sum, item) => sum + item.open_fils, 0)),
  };
}
