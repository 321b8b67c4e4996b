import type { BooksPeriod } from '@fleetledger/shared/ledger/books.contract';
import { LEDGER_ACCOUNTS } from '@fleetledger/shared/ledger/ledger-accounts';
import { filsToBd } from '@fleetledger/shared/money';
import { VAT_RETURN_BOXES, type ListedBox } from '@fleetledger/shared/vat-returns/vat-return-boxes';
import type {
  FiledVatReturn,
  VatReturn,
  VatReturnDocuments,
} from '@fleetledger/shared/vat-returns/vat-returns.contract';
import type { Db, Executor } from '../../db/client';
import { printedDate } from '../../typeset/printed-document';
import { letterhead } from '../settings/settings.service';
import { renderVatReturn } from './pdf/vat-return-print';
import { booksDiffer, correctionsFor } from './vat-return-corrections.service';
import {
  correctionAnswer,
  discountsOf,
  documentAnswer,
  documentOfLine,
  documentsInBoxes,
  inListedBox,
  labelledBoxes,
  movesOutside,
  returnBoxes,
  type Correction,
  type Discount,
  type VatAccountMove,
} from './vat-return-figures';
import * as q from './vat-returns.queries';

/*
 * The VAT return (docs/architecture.md, "The VAT return"): each box the sum of the period's taxable
 * documents, the VAT accounts' other moves listed beside them, a filed return frozen with the documents
 * it was made of, and the books' later changes to a filed period carried as corrections into box 16 of
 * the next return not yet filed. Reads run one after another: a filing makes them on its transaction's
 * one connection. Here the return as the books make it or as it was filed; the filing itself is in
 * vat-return-filing.service.ts, the corrections in vat-return-corrections.service.ts.
 */

const ACCOUNT_NAMES = new Map<number, string>([
  [LEDGER_ACCOUNTS.vatOutput, 'VAT Output'],
  [LEDGER_ACCOUNTS.vatInput, 'VAT Input'],
]);

/** What the period's documents and ledger say now: the documents in boxes, the discounts, the VAT accounts' other moves. */
export async function periodNow(db: Executor, period: BooksPeriod) {
  const lines = await q.taxableLines(db, period);
  const moves = await q.vatAccountMoves(db, period);
  const inBoxes = documentsInBoxes(lines);
  return { inBoxes, discounts: discountsOf(lines), outside: movesOutside(moves, inBoxes, ACCOUNT_NAMES) };
}

const discountAnswer = (discount: Discount) => ({
  side: discount.side,
  kind: discount.kind,
  number: discount.number,
  date: discount.date,
  party: discount.party,
  amount: filsToBd(discount.amountFils),
});

const outsideAnswer = (move: VatAccountMove) => ({
  source_kind: move.source_kind,
  number: move.number,
  date: move.date,
  account_id: move.account_id,
  account_name: move.account_name,
  amount: filsToBd(move.amount_fils),
});

/** The return of a period not filed: a draft that follows the books. */
export async function draftReturn(db: Executor, period: BooksPeriod) {
  const now = await periodNow(db, period);
  const corrections = await correctionsFor(db, period);
  return { now, corrections, answer: draftAnswer(period, now, corrections) };
}

function draftAnswer(
  period: BooksPeriod,
  now: Awaited<ReturnType<typeof periodNow>>,
  corrections: readonly Correction[],
): VatReturn {
  return {
    success: true,
    from: period.from,
    to: period.to,
    ...returnBoxes(now.inBoxes, corrections),
    corrections: corrections.map(correctionAnswer),
    discounts: now.discounts.map(discountAnswer),
    outside: now.outside.map(outsideAnswer),
    filed: null,
    books_differ: null,
  };
}

/** A discount's side, by the kind of document it is on. */
const sideOfKind = (kind: string): 'sales' | 'purchases' =>
  kind === 'purchase' || kind === 'expense' ? 'purchases' : 'sales';

/** What a filing froze with the boxes: the box rows (jsonb), with the labels of the one list. */
export interface FrozenBoxes {
  boxes: { box: number; amount: number; vat: number | null }[];
  net_vat_due: number;
  notices?: string[];
}

/** A filed return as its calls answer it: everything as filed, and what the books now say differently. */
export async function filedAnswer(db: Executor, filed: q.FiledRow): Promise<FiledVatReturn> {
  const frozen = filed.boxes as FrozenBoxes;
  const corrections = await q.returnLines(db, filed.id, 'correction');
  const discounts = await q.returnLines(db, filed.id, 'discount');
  const outside = await q.returnLines(db, filed.id, 'outside');
  const differ = await booksDiffer(db, filed);
  const correctedPeriods = new Map((await q.filedReturns(db)).map((row) => [row.id, row]));
  return {
    from: filed.from,
    to: filed.to,
    boxes: labelledBoxes(frozen.boxes),
    net_vat_due: frozen.net_vat_due,
    notices: frozen.notices ?? [],
    corrections: corrections.map((line) => {
      const corrected = correctedPeriods.get(line.corrected_return_id ?? 0);
      return {
        ...documentAnswer(documentOfLine(line)),
        corrected_from: corrected?.from ?? '',
        corrected_to: corrected?.to ?? '',
      };
    }),
    discounts: discounts.map((line) => ({
      side: sideOfKind(line.source_kind),
      kind: line.source_kind as Discount['kind'],
      number: line.number,
      date: line.date,
      party: line.party,
      amount: filsToBd(line.amount_fils),
    })),
    outside: outside.map((line) => ({
      source_kind: line.source_kind,
      number: line.number,
      date: line.date,
      account_id: line.account_id ?? 0,
      account_name: line.party,
      amount: filsToBd(line.amount_fils),
    })),
    filed: { id: filed.id, filed_by: filed.filed_by, filed_at: new Date(filed.filed_at).toISOString() },
    books_differ: differ,
  };
}

/** `vat_return`: the return as filed when this very period was filed, else the draft the books make now. */
export async function vatReturn(db: Db, period: BooksPeriod): Promise<VatReturn> {
  const filed = await q.filedReturnFor(db, period);
  if (filed === undefined) return (await draftReturn(db, period)).answer;
  return { success: true, ...(await filedAnswer(db, filed)) };
}

/** `vat_return_documents`: the documents that make one box (box 16: the corrections), as filed or as the books say now. */
export async function returnDocuments(db: Db, query: BooksPeriod & { box: number }): Promise<VatReturnDocuments> {
  const box = query.box as ListedBox;
  const label = VAT_RETURN_BOXES.find((row) => row.box === box)!.label;
  const filed = await q.filedReturnFor(db, query);
  let rows: VatReturnDocuments['rows'];
  if (filed !== undefined) {
    const answer = await filedAnswer(db, filed);
    rows =
      box === 16
        ? answer.corrections
        : inListedBox(box, (await q.returnLines(db, filed.id, 'box')).map(documentOfLine)).map(documentAnswer);
  } else if (box === 16) {
    rows = (await correctionsFor(db, query)).map(correctionAnswer);
  } else {
    rows = inListedBox(box, (await periodNow(db, query)).inBoxes).map(documentAnswer);
  }
  const sum = (pick: (row: { amount: number; vat: number }) => number) =>
    filsToBd(rows.reduce((total, row) => total + Math.round(pick(row) * 1000), 0));
  return {
    success: true,
    from: query.from,
    to: query.to,
    box,
    label,
    rows,
    totals: { amount: sum((row) => row.amount), vat: sum((row) => row.vat) },
  };
}

/** The return printed in English and Arabic under the company's letterhead: as filed, or the draft marked so. */
export async function vatReturnPdf(db: Db, period: BooksPeriod, today: string) {
  const [answer, head] = await Promise.all([vatReturn(db, period), letterhead(db)]);
  return {
    pdf: await renderVatReturn(answer, head, printedDate(today)),
    fileName: `VAT-Return-${period.from}-${period.to}.pdf`,
  };
}
