import { sql, type SQL } from 'drizzle-orm';
import type { TaxableDocumentKind } from '@fleetledger/shared/vat-returns/vat-returns.contract';
import { LEDGER_ACCOUNTS } from '@fleetledger/shared/ledger/ledger-accounts';
import { printedNumber } from '@fleetledger/shared/documents/document-number-prefixes';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows-of';

/*
 * The VAT return's SQL (docs/architecture.md, "The VAT return"): the taxable documents' lines of a period,
 * the VAT accounts' moves, and the filed returns with what they were made of.
 */

export interface Period {
  from: string;
  to: string;
}

/** One line of a taxable document, signed as it counts: a credit note's and a purchase's credit line negative. */
export interface TaxableLine {
  kind: TaxableDocumentKind;
  id: number;
  number: string;
  date: string;
  party: string;
  /** 'sales' or 'purchases'. */
  side: 'sales' | 'purchases';
  /** A discount line: in no box. */
  discount: boolean;
  vat_percent: number | null;
  amount_fils: number;
  vat_fils: number;
}

/**
 * Only the documents with a ledger entry after this one (their kind's entries name them): the ones that
 * can have changed since a return was filed.
 */
const writtenAfter = (entryId: number | undefined, kind: TaxableDocumentKind, id: SQL) =>
  entryId === undefined
    ? sql``
    : sql` and exists (select 1 from ledger_entries e where e.source_kind = ${kind} and e.source_id = ${id} and e.id > ${entryId})`;

/**
 * Every line of the taxable documents dated in the period, as they count now: invoices issued (Posted,
 * or cancelled by a credit note after posting), credit and debit notes not cancelled, Posted purchase
 * vouchers, and expenses. Opening items are not taxable documents of these books: they are left out.
 * With `writtenAfter`, only the documents with a ledger entry after that one.
 */
export async function taxableLines(
  db: Executor,
  { from, to }: Period,
  options: { writtenAfter?: number } = {},
): Promise<TaxableLine[]> {
  const after = options.writtenAfter;
  const { discount } = LEDGER_ACCOUNTS;
  const note = (kind: 'credit_note' | 'debit_note', table: SQL, lines: SQL, noteId: SQL, sign: number) =>
    sql`select ${kind} as kind, n.id, n.number, n.date, c.name as party, 'sales' as side,
        l.kind = 'discount' as discount, l.vat_percent, ${sign} * l.vatable_fils as amount_fils, ${sign} * l.vat_fils as vat_fils
      from ${table} n join invoices i on i.id = n.invoice_id join customers c on c.id = i.customer_id
        join ${lines} l on l.${noteId} = n.id
      where n.date between ${from} and ${to} and n.status = 'Posted'${writtenAfter(after, kind, sql`n.id`)}`;
  const lines = await rowsOf<Omit<TaxableLine, 'number'> & { number: string | number }>(
    db,
    sql`
    select 'invoice' as kind, i.id, i.number::bigint as number, i.date, c.name as party, 'sales' as side,
        t.kind = 'discount' as discount, t.vat_percent, t.vatable_fils as amount_fils, t.vat_fils
      from invoices i join customers c on c.id = i.customer_id join invoice_items t on t.invoice_id = i.id
      where i.date between ${from} and ${to} and not i.opening
        and (i.status = 'Posted' or (i.status = 'Cancelled' and exists (select 1 from credit_notes n where n.invoice_id = i.id)))
        ${writtenAfter(after, 'invoice', sql`i.id`)}
    union all
    ${note('credit_note', sql`credit_notes`, sql`credit_note_lines`, sql`credit_note_id`, -1)}
    union all
    ${note('debit_note', sql`debit_notes`, sql`debit_note_lines`, sql`debit_note_id`, 1)}
    union all
    select 'purchase', p.id, p.number, p.date, s.name, 'purchases',
        t.account_id = ${discount}, t.vat_percent,
        case when t.cr_dr = 'cr' then -t.vatable_fils else t.vatable_fils end,
        case when t.cr_dr = 'cr' then -t.vat_fils else t.vat_fils end
      from purchases p join customers s on s.id = p.supplier_id join purchase_items t on t.purchase_id = p.id
      where p.date between ${from} and ${to} and p.status = 'Posted' and not p.opening${writtenAfter(after, 'purchase', sql`p.id`)}
    union all
    select 'expense', x.id, x.id, x.date, coalesce(x.company, h.name), 'purchases', false, x.vat_percent,
        x.amount_fils, x.vat_fils
      from expenses x join charges h on h.id = x.charge_id
      where x.date between ${from} and ${to}${writtenAfter(after, 'expense', sql`x.id`)}
    order by 4, 1, 3, 2`,
  );
  return lines.map((line) => ({ ...line, number: printedNumber(line.kind, Number(line.number)) }));
}

/** A VAT account's move by one document (its entries' kind and id): credit less debit. */
export interface VatAccountMove {
  source_kind: string;
  source_id: number;
  number: string;
  date: string;
  account_id: number;
  account_name: string;
  amount_fils: number;
}

/** What the VAT accounts moved in the period, per document and account. */
export async function vatAccountMoves(db: Executor, { from, to }: Period) {
  const { vatOutput, vatInput } = LEDGER_ACCOUNTS;
  return rowsOf<VatAccountMove>(
    db,
    sql`select e.source_kind, e.source_id, min(e.source_number) as number, min(l.date) as date, l.account_id,
        a.name as account_name, sum(l.credit_fils - l.debit_fils)::bigint as amount_fils
      from ledger_lines l join ledger_entries e on e.id = l.entry_id join accounts a on a.id = l.account_id
      where l.account_id in (${vatOutput}, ${vatInput}) and l.date between ${from} and ${to}
      group by e.source_kind, e.source_id, l.account_id, a.name
      order by 4, 3`,
  );
}

/** The last ledger entry's id, 0 for empty books. */
export async function ledgerHead(db: Executor): Promise<number> {
  const [row] = await rowsOf<{ id: number | null }>(db, sql`select max(id) as id from ledger_entries`);
  return row?.id ?? 0;
}

export interface FiledRow {
  id: number;
  from: string;
  to: string;
  boxes: unknown;
  filed_by: string | null;
  filed_at: Date;
  ledger_head_id: number | null;
}

const filedColumns = sql`r.id, r.period_from as from, r.period_to as to, r.boxes, u.name as filed_by, r.filed_at, r.ledger_head_id`;

export async function filedReturns(db: Executor): Promise<FiledRow[]> {
  return rowsOf<FiledRow>(
    db,
    sql`select ${filedColumns} from vat_returns r left join users u on u.id = r.filed_by order by r.period_from`,
  );
}

export async function filedReturnFor(db: Executor, period: Period): Promise<FiledRow | undefined> {
  const [row] = await rowsOf<FiledRow>(
    db,
    sql`select ${filedColumns} from vat_returns r left join users u on u.id = r.filed_by
      where r.period_from = ${period.from} and r.period_to = ${period.to}`,
  );
  return row;
}

/** A filed return sharing any day with the period. */
export async function overlappingReturn(db: Executor, period: Period) {
  const [row] = await rowsOf<{ from: string; to: string }>(
    db,
    sql`select period_from as from, period_to as to from vat_returns
      where period_from <= ${period.to} and period_to >= ${period.from} limit 1`,
  );
  return row;
}

/** The last day of the latest filed return, or null. */
export async function filedThrough(db: Executor): Promise<{ from: string; to: string } | undefined> {
  const [row] = await rowsOf<{ from: string; to: string }>(
    db,
    sql`select period_from as from, period_to as to from vat_returns order by period_to desc limit 1`,
  );
  return row;
}

export async function insertReturn(
  db: Executor,
  filed: Period & { boxes: unknown; filedBy: number | null; ledgerHeadId: number },
): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into vat_returns (period_from, period_to, boxes, filed_by, ledger_head_id)
      values (${filed.from}, ${filed.to}, ${JSON.stringify(filed.boxes)}::jsonb, ${filed.filedBy}, ${filed.ledgerHeadId})
      returning id`,
  );
  return row!.id;
}

export type ReturnLineRole = 'box' | 'correction' | 'discount' | 'outside';

export interface ReturnLine {
  role: ReturnLineRole;
  corrected_return_id: number | null;
  source_kind: string;
  source_id: number;
  number: string;
  date: string;
  party: string;
  box: number | null;
  account_id: number | null;
  amount_fils: number;
  vat_fils: number;
}

const LINE_COLUMNS = sql`role, corrected_return_id, source_kind, source_id, number, date, party, box, account_id, amount_fils, vat_fils`;

export async function insertReturnLines(db: Executor, returnId: number, lines: readonly ReturnLine[]): Promise<void> {
  const CHUNK = 1000;
  for (let start = 0; start < lines.length; start += CHUNK) {
    const chunk = lines.slice(start, start + CHUNK);
    await db.execute(sql`insert into vat_return_lines (return_id, ${LINE_COLUMNS})
      values ${sql.join(
        chunk.map(
          (line) => sql`(${returnId}, ${line.role}, ${line.corrected_return_id}, ${line.source_kind}, ${line.source_id},
            ${line.number}, ${line.date}, ${line.party}, ${line.box}, ${line.account_id}, ${line.amount_fils}, ${line.vat_fils})`,
        ),
        sql`, `,
      )}`);
  }
}

/** What a filed return was made of, by role. */
export async function returnLines(db: Executor, returnId: number, role: ReturnLineRole): Promise<ReturnLine[]> {
  return rowsOf<ReturnLine>(
    db,
    sql`select ${LINE_COLUMNS} from vat_return_lines where return_id = ${returnId} and role = ${role}
      order by date, number, box, id`,
  );
}

/** The corrections later returns carried for a filed one, with the return that carried each. */
export async function correctionsCarried(db: Executor, correctedReturnId: number) {
  return rowsOf<ReturnLine & { return_id: number; return_from: string; return_to: string }>(
    db,
    sql`select l.role, l.corrected_return_id, l.source_kind, l.source_id, l.number, l.date, l.party, l.box,
        l.account_id, l.amount_fils, l.vat_fils, r.id as return_id, r.period_from as return_from, r.period_to as return_to
      from vat_return_lines l join vat_returns r on r.id = l.return_id
      where l.role = 'correction' and l.corrected_return_id = ${correctedReturnId}
      order by r.period_from, l.id`,
  );
}

/** The box rows of a filed return whose documents have a ledger entry after this one. */
export async function filedBoxLinesWrittenAfter(
  db: Executor,
  returnId: number,
  entryId: number,
): Promise<ReturnLine[]> {
  return rowsOf<ReturnLine>(
    db,
    sql`select ${LINE_COLUMNS} from vat_return_lines l
      where l.return_id = ${returnId} and l.role = 'box'
        and exists (select 1 from ledger_entries e where e.source_kind = l.source_kind and e.source_id = l.source_id and e.id > ${entryId})`,
  );
}

/** Filed returns whose documents were never kept with them (filed before they were). */
export async function returnsWithoutDocuments(db: Executor): Promise<FiledRow[]> {
  return rowsOf<FiledRow>(
    db,
    sql`select ${filedColumns} from vat_returns r left join users u on u.id = r.filed_by
      where r.ledger_head_id is null order by r.period_from`,
  );
}

export async function setLedgerHead(db: Executor, returnId: number, ledgerHeadId: number): Promise<void> {
  await db.execute(sql`update vat_returns set ledger_head_id = ${ledgerHeadId} where id = ${returnId}`);
}
