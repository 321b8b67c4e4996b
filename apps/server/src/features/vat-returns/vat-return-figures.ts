import {
  boxOf,
  BOXES_LISTED,
  VAT_RETURN_BOXES,
  VAT_RETURN_NOTICES,
  VOLUNTARY_DISCLOSURE_ABOVE_FILS,
  vatOffRate,
  vatReturnFigures,
  type DocumentBox,
  type ListedBox,
} from '@fleetledger/shared/vat-returns/vat-return-boxes';
import type { TaxableDocumentKind, VatReturn } from '@fleetledger/shared/vat-returns/vat-returns.contract';
import { LEDGER_ACCOUNTS } from '@fleetledger/shared/ledger/ledger-accounts';
import { filsToBd } from '@fleetledger/shared/money';
import type { ReturnLine, TaxableLine, VatAccountMove } from './vat-returns.queries';

export type { VatAccountMove };

/*
 * The return's figures from its documents' lines: pure work on what the queries read, so the filing,
 * the draft and the differences since a filing are all made the same way.
 */

/** One document's amount and VAT in one box. */
export interface DocumentInBox {
  kind: TaxableDocumentKind;
  id: number;
  number: string;
  date: string;
  party: string;
  box: DocumentBox;
  amountFils: number;
  vatFils: number;
}

/** A correction of a filed return: a document's difference in one box, naming the return it corrects. */
export interface Correction extends DocumentInBox {
  correctedReturnId: number;
  correctedFrom: string;
  correctedTo: string;
}

const keyOf = (line: { kind: string; id: number; box: number }) => `${line.kind}:${line.id}:${line.box}`;

/** Rows of one key made one, their amounts (and VAT) added. */
function summedByKey<Row extends { amountFils: number; vatFils?: number }>(rows: Iterable<[string, Row]>): Row[] {
  const byKey = new Map<string, Row>();
  for (const [key, row] of rows) {
    const found = byKey.get(key);
    if (found === undefined) byKey.set(key, { ...row });
    else {
      found.amountFils += row.amountFils;
      if (found.vatFils !== undefined && row.vatFils !== undefined) found.vatFils += row.vatFils;
    }
  }
  return [...byKey.values()];
}

/** The lines in boxes, summed per document and box (a discount line goes in none). */
export function documentsInBoxes(lines: readonly TaxableLine[]): DocumentInBox[] {
  return summedByKey(
    lines
      .filter((line) => !line.discount)
      .map((line): [string, DocumentInBox] => {
        const box = boxOf(line.side, line.vat_percent);
        return [
          keyOf({ ...line, box }),
          {
            kind: line.kind,
            id: line.id,
            number: line.number,
            date: line.date,
            party: line.party,
            box,
            amountFils: line.amount_fils,
            vatFils: line.vat_fils,
          },
        ];
      }),
  );
}

export interface Discount {
  side: 'sales' | 'purchases';
  kind: TaxableDocumentKind;
  id: number;
  number: string;
  date: string;
  party: string;
  /** The discount given (sales) or received (purchases); a credit note taking one back counts against it. */
  amountFils: number;
}

/** The discount lines, one row per document. */
export function discountsOf(lines: readonly TaxableLine[]): Discount[] {
  const discounts = summedByKey(
    lines
      .filter((line) => line.discount)
      .map((line): [string, Discount] => [
        `${line.kind}:${line.id}`,
        {
          side: line.side,
          kind: line.kind,
          id: line.id,
          number: line.number,
          date: line.date,
          party: line.party,
          // A sale's discount line is a debit the document lists as a positive amount; a purchase's is a credit.
          amountFils: line.side === 'sales' ? line.amount_fils : -line.amount_fils,
        },
      ]),
  );
  return discounts.filter((discount) => discount.amountFils !== 0);
}

/** The account a document's VAT sits on, and which way it moves it (credit less debit). */
function vatAccountOf(document: DocumentInBox): { accountId: number; fils: number } {
  const sales = document.box === 1 || document.box === 4;
  return sales
    ? { accountId: LEDGER_ACCOUNTS.vatOutput, fils: document.vatFils }
    : { accountId: LEDGER_ACCOUNTS.vatInput, fils: -document.vatFils };
}

/**
 * What the VAT accounts moved that the boxes do not hold: per document and account, the moves less what
 * the document's lines in the boxes account for. An opening balance or a journal is all outside; a
 * document's posting in its own period is none of it; a cancellation dated in a later period is.
 */
export function movesOutside(
  moves: readonly VatAccountMove[],
  inBoxes: readonly DocumentInBox[],
  accountNames: ReadonlyMap<number, string>,
): VatAccountMove[] {
  const expected = new Map<string, { fils: number; document: DocumentInBox }>();
  for (const document of inBoxes) {
    const { accountId, fils } = vatAccountOf(document);
    const key = `${document.kind}:${document.id}:${accountId}`;
    const found = expected.get(key);
    if (found === undefined) expected.set(key, { fils, document });
    else found.fils += fils;
  }
  const outside: VatAccountMove[] = [];
  for (const move of moves) {
    const key = `${move.source_kind}:${move.source_id}:${move.account_id}`;
    const residual = move.amount_fils - (expected.get(key)?.fils ?? 0);
    expected.delete(key);
    if (residual !== 0) outside.push({ ...move, amount_fils: residual });
  }
  // A document in the boxes whose VAT the accounts never took (books behind the documents): said too.
  for (const [key, { fils, document }] of expected) {
    if (fils === 0) continue;
    const accountId = Number(key.split(':')[2]);
    outside.push({
      source_kind: document.kind,
      source_id: document.id,
      number: document.number,
      date: document.date,
      account_id: accountId,
      account_name: accountNames.get(accountId) ?? '',
      amount_fils: -fils,
    });
  }
  return outside.sort((a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number));
}

/**
 * A filed return's differences, document by document and box: what the documents say now, less what was
 * filed, less what later returns already carried in box 16. Zero differences are left out.
 */
export function differences(
  now: readonly DocumentInBox[],
  filed: readonly ReturnLine[],
  carried: readonly ReturnLine[],
): DocumentInBox[] {
  const taken = (line: DocumentInBox): DocumentInBox => ({
    ...line,
    amountFils: -line.amountFils,
    vatFils: -line.vatFils,
  });
  const lines = [...now, ...[...filed, ...carried].map((line) => taken(documentOfLine(line)))];
  return summedByKey(lines.map((line): [string, DocumentInBox] => [keyOf(line), line])).filter(
    (line) => line.amountFils !== 0 || line.vatFils !== 0,
  );
}

/** A stored line of a filed return as a document in a box. */
export function documentOfLine(line: ReturnLine): DocumentInBox {
  return {
    kind: line.source_kind as TaxableDocumentKind,
    id: line.source_id,
    number: line.number,
    date: line.date,
    party: line.party,
    box: line.box as DocumentBox,
    amountFils: line.amount_fils,
    vatFils: line.vat_fils,
  };
}

/** A document in a box as the contract answers it. */
export function documentAnswer(line: DocumentInBox) {
  return {
    kind: line.kind,
    id: line.id,
    number: line.number,
    date: line.date,
    party: line.party,
    box: line.box,
    amount: filsToBd(line.amountFils),
    vat: filsToBd(line.vatFils),
  };
}

export function correctionAnswer(line: Correction) {
  return { ...documentAnswer(line), corrected_from: line.correctedFrom, corrected_to: line.correctedTo };
}

/** The boxes, the notices above them and box 18, from the period's documents and the corrections it carries. */
export function returnBoxes(inBoxes: readonly DocumentInBox[], corrections: readonly Correction[]) {
  const figures = vatReturnFigures(inBoxes, corrections);
  const notices: string[] = [];
  const correctionFils = figures.boxes[16].vatFils ?? 0;
  if (Math.abs(correctionFils) > VOLUNTARY_DISCLOSURE_ABOVE_FILS)
    notices.push(VAT_RETURN_NOTICES.voluntaryDisclosure(correctionFils));
  for (const box of [1, 8] as const) {
    const { amountFils, vatFils } = figures.boxes[box];
    const lineCount = inBoxes.filter((line) => line.box === box).length;
    if (vatOffRate({ amountFils, vatFils: vatFils ?? 0 }, lineCount))
      notices.push(VAT_RETURN_NOTICES.rateCheck(box, vatFils ?? 0, amountFils));
  }
  return {
    boxes: VAT_RETURN_BOXES.map(({ box, label, label_ar }) => {
      const { amountFils, vatFils } = figures.boxes[box];
      return { box, label, label_ar, amount: filsToBd(amountFils), vat: vatFils === null ? null : filsToBd(vatFils) };
    }),
    net_vat_due: filsToBd(figures.netVatDueFils),
    notices,
  };
}

/** Boxes as stored with a filing (older filings lack the Arabic labels): labelled from the one list. */
export function labelledBoxes(
  stored: readonly { box: number; amount: number; vat: number | null }[],
): VatReturn['boxes'] {
  return stored.map((row) => {
    const known = VAT_RETURN_BOXES.find((box) => box.box === row.box);
    return { ...row, label: known?.label ?? `Box ${row.box}`, label_ar: known?.label_ar ?? '' };
  });
}

/** The documents that make a listed box. */
export function inListedBox(box: Exclude<ListedBox, 16>, lines: readonly DocumentInBox[]): DocumentInBox[] {
  const boxes: readonly number[] = BOXES_LISTED[box];
  return lines.filter((line) => boxes.includes(line.box));
}
