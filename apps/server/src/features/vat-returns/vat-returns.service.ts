import { LOCK_MESSAGES } from '@fleetledger/shared/ledger/lock-date.contract';
import type { BooksPeriod } from '@fleetledger/shared/ledger/books.contract';
import { LEDGER_ACCOUNTS } from '@fleetledger/shared/ledger/ledger-accounts';
import { filsToBd } from '@fleetledger/shared/money';
import { netVatEffect, VAT_RETURN_BOXES, type ListedBox } from '@fleetledger/shared/vat-returns/vat-return-boxes';
import type {
  FiledVatReturn,
  FiledVatReturns,
  VatReturn,
  VatReturnDifferences,
  VatReturnDocuments,
} from '@fleetledger/shared/vat-returns/vat-returns.contract';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { conflict } from '../../http/http-error';
import type { Actor } from '../../identity/actor';
import { holdLockDate } from '../../kernel/lock-date.queries';
import { printedDate } from '../../typeset/printed-document';
import { moveLockDateWithin } from '../books/lock-date.service';
import { letterhead } from '../settings/settings.service';
import { renderVatReturn } from './pdf/vat-return-print';
import {
  correctionAnswer,
  differences,
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
  type DocumentInBox,
  type VatAccountMove,
} from './vat-return-figures';
import * as q from './vat-returns.queries';

/*
 * The VAT return (docs/architecture.md, "The VAT return"): each box the sum of the period's taxable
 * documents, the VAT accounts' other moves listed beside them, a filed return frozen with the documents
 * it was made of, and the books' later changes to a filed period carried as corrections into box 16 of
 * the next return not yet filed. Reads run one after another: a filing makes them on its transaction's
 * one connection.
 */

const ACCOUNT_NAMES = new Map<number, string>([
  [LEDGER_ACCOUNTS.vatOutput, 'VAT Output'],
  [LEDGER_ACCOUNTS.vatInput, 'VAT Input'],
]);

/** What the period's documents and ledger say now: the documents in boxes, the discounts, the VAT accounts' other moves. */
async function periodNow(db: Executor, period: BooksPeriod) {
  const lines = await q.taxableLines(db, period);
  const moves = await q.vatAccountMoves(db, period);
  const inBoxes = documentsInBoxes(lines);
  return { inBoxes, discounts: discountsOf(lines), outside: movesOutside(moves, inBoxes, ACCOUNT_NAMES) };
}

/**
 * A filed return's differences now (see `differences`): only documents written after it was filed can
 * differ, so only they are read — those the return held, those of its period the books hold now, and
 * those later returns corrected.
 */
async function differencesSince(db: Executor, filed: q.FiledRow): Promise<Correction[]> {
  const after = filed.ledger_head_id ?? 0;
  const now = await q.taxableLines(db, filed, { writtenAfter: after });
  const held = await q.filedBoxLinesWrittenAfter(db, filed.id, after);
  const carried = await q.correctionsCarried(db, filed.id);
  return differences(documentsInBoxes(now), held, carried).map((line) => ({
    ...line,
    correctedReturnId: filed.id,
    correctedFrom: filed.from,
    correctedTo: filed.to,
  }));
}

/** The corrections a return of the period carries: the differences of every filed return that ended before it. */
async function correctionsFor(db: Executor, period: BooksPeriod): Promise<Correction[]> {
  const earlier = (await q.filedReturns(db)).filter((filed) => filed.to < period.from);
  const corrections: Correction[] = [];
  for (const filed of earlier) corrections.push(...(await differencesSince(db, filed)));
  return corrections;
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
async function draftReturn(db: Executor, period: BooksPeriod) {
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

/** What the books now say differently about a filed return's period, and which later returns carried what. */
async function booksDiffer(db: Executor, filed: q.FiledRow): Promise<VatReturnDifferences> {
  const outstanding = await differencesSince(db, filed);
  const carried = await q.correctionsCarried(db, filed.id);
  const sideVat = (side: 'sales' | 'purchases') =>
    outstanding
      .filter((line) => (side === 'sales') === (line.box === 1 || line.box === 4))
      .reduce((sum, line) => sum + line.vatFils, 0);
  const byReturn = new Map<number, { from: string; to: string; fils: number }>();
  for (const line of carried) {
    const found = byReturn.get(line.return_id) ?? { from: line.return_from, to: line.return_to, fils: 0 };
    found.fils += netVatEffect({ box: line.box as 1, vatFils: line.vat_fils });
    byReturn.set(line.return_id, found);
  }
  return {
    output_vat: filsToBd(sideVat('sales')),
    input_vat: filsToBd(sideVat('purchases')),
    net_vat: filsToBd(outstanding.reduce((sum, line) => sum + netVatEffect(line), 0)),
    documents: outstanding.map(documentAnswer),
    carried: [...byReturn.values()].map(({ from, to, fils }) => ({ from, to, net_vat: filsToBd(fils) })),
  };
}

/** A discount's side, by the kind of document it is on. */
const sideOfKind = (kind: string): 'sales' | 'purchases' =>
  kind === 'purchase' || kind === 'expense' ? 'purchases' : 'sales';

/** What a filing froze with the boxes: the box rows (jsonb), with the labels of the one list. */
interface FrozenBoxes {
  boxes: { box: number; amount: number; vat: number | null }[];
  net_vat_due: number;
  notices?: string[];
}

/** A filed return as its calls answer it: everything as filed, and what the books now say differently. */
async function filedAnswer(db: Executor, filed: q.FiledRow): Promise<FiledVatReturn> {
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

/** The rows a filing keeps: its documents in boxes, the corrections it carries, its discounts and the other moves. */
function linesToKeep(now: Awaited<ReturnType<typeof periodNow>>, corrections: readonly Correction[]): q.ReturnLine[] {
  const documentLine = (role: q.ReturnLineRole, line: DocumentInBox, corrected: number | null): q.ReturnLine => ({
    role,
    corrected_return_id: corrected,
    source_kind: line.kind,
    source_id: line.id,
    number: line.number,
    date: line.date,
    party: line.party,
    box: line.box,
    account_id: null,
    amount_fils: line.amountFils,
    vat_fils: line.vatFils,
  });
  return [
    ...now.inBoxes.map((line) => documentLine('box', line, null)),
    ...corrections.map((line) => documentLine('correction', line, line.correctedReturnId)),
    ...now.discounts.map((discount) => ({
      role: 'discount' as const,
      corrected_return_id: null,
      source_kind: discount.kind,
      source_id: discount.id,
      number: discount.number,
      date: discount.date,
      party: discount.party,
      box: null,
      account_id: null,
      amount_fils: discount.amountFils,
      vat_fils: 0,
    })),
    ...now.outside.map((move) => ({
      role: 'outside' as const,
      corrected_return_id: null,
      source_kind: move.source_kind,
      source_id: move.source_id,
      number: move.number,
      date: move.date,
      party: move.account_name,
      box: null,
      account_id: move.account_id,
      amount_fils: move.amount_fils,
      vat_fils: 0,
    })),
  ];
}

/**
 * Files the period's VAT return: its boxes as the documents make them now, frozen with those documents,
 * the corrections it carries, who filed it and when; the lock date moves to the period's end (never
 * back). The lock date is held throughout, so no posting slips into the period between the figures and
 * the lock; the ledger's head is kept, so later differences are found from the entries after it.
 */
export async function fileVatReturn(db: Db, period: BooksPeriod, actor: Actor, today: string) {
  if (period.to >= today) throw conflict(LOCK_MESSAGES.periodNotEnded);
  return db.transaction(async (tx) => {
    await holdLockDate(tx);
    if ((await q.overlappingReturn(tx, period)) !== undefined) {
      throw conflict(LOCK_MESSAGES.alreadyFiled(period.from, period.to));
    }
    const { now, corrections, answer } = await draftReturn(tx, period);
    const ledgerHeadId = await q.ledgerHead(tx);
    const frozen: FrozenBoxes = { boxes: answer.boxes, net_vat_due: answer.net_vat_due, notices: answer.notices };
    const id = await q.insertReturn(tx, { ...period, boxes: frozen, filedBy: actor.userId, ledgerHeadId });
    await q.insertReturnLines(tx, id, linesToKeep(now, corrections));
    await recordAudit(tx, actor, {
      action: 'vat_return_file',
      entity: 'vat_return',
      entityId: id,
      after: { ...period, net_vat_due: answer.net_vat_due },
    });
    const lockDate = await moveLockDateWithin(tx, period.to, actor);
    const filed = await filedAnswer(tx, (await q.filedReturnFor(tx, period))!);
    return { success: true as const, filed, lock_date: lockDate };
  });
}

/** `vat_returns`: every filed return, as filed, with what the books now say differently about its period. */
export async function filedVatReturns(db: Db): Promise<FiledVatReturns> {
  const filed = await q.filedReturns(db);
  const returns = await Promise.all(
    filed.map(async (row) => {
      const frozen = row.boxes as FrozenBoxes;
      return {
        from: row.from,
        to: row.to,
        boxes: labelledBoxes(frozen.boxes),
        net_vat_due: frozen.net_vat_due,
        filed: { id: row.id, filed_by: row.filed_by, filed_at: new Date(row.filed_at).toISOString() },
        books_differ: await booksDiffer(db, row),
      };
    }),
  );
  return { success: true, returns };
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

/**
 * Filed returns from before their documents were kept with them take the documents as the books hold
 * them now, once, at start: later changes are then found against those. Answers how many.
 */
export async function keepDocumentsOfEarlierFilings(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await holdLockDate(tx);
    const bare = await q.returnsWithoutDocuments(tx);
    for (const filed of bare) {
      const now = await periodNow(tx, filed);
      await q.insertReturnLines(tx, filed.id, linesToKeep(now, []));
      await q.setLedgerHead(tx, filed.id, await q.ledgerHead(tx));
    }
    return bare.length;
  });
}

/** The last day of the latest filed return: moving the lock date before it reopens a filed period. */
export async function latestFiledReturn(db: Executor) {
  return q.filedThrough(db);
}

/** The return printed in English and Arabic under the company's letterhead: as filed, or the draft marked so. */
export async function vatReturnPdf(db: Db, period: BooksPeriod, today: string) {
  const [answer, head] = await Promise.all([vatReturn(db, period), letterhead(db)]);
  return {
    pdf: await renderVatReturn(answer, head, printedDate(today)),
    fileName: `VAT-Return-${period.from}-${period.to}.pdf`,
  };
}
