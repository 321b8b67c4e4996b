import { netVatEffect } from '@fleetledger/shared/vat-returns/vat-return-boxes';
import type { BooksPeriod } from '@fleetledger/shared/ledger/books.contract';
import { filsToBd } from '@fleetledger/shared/money';
import type { VatReturnDifferences } from '@fleetledger/shared/vat-returns/vat-returns.contract';
import type { Executor } from '../../db/client';
import { differences, documentAnswer, documentsInBoxes, type Correction } from './vat-return-figures';
import * as q from './vat-returns.queries';

/*
 * A filed return stays as filed: what the books later say differently about its period is found from
 * the documents written after it was filed, and carried as corrections into box 16 of the next return
 * not yet filed.
 */

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
export async function correctionsFor(db: Executor, period: BooksPeriod): Promise<Correction[]> {
  const earlier = (await q.filedReturns(db)).filter((filed) => filed.to < period.from);
  const corrections: Correction[] = [];
  for (const filed of earlier) corrections.push(...(await differencesSince(db, filed)));
  return corrections;
}

/** What the books now say differently about a filed return's period, and which later returns carried what. */
export async function booksDiffer(db: Executor, filed: q.FiledRow): Promise<VatReturnDifferences> {
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
