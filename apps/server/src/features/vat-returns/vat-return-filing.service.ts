import { LOCK_MESSAGES } from '@fleetledger/shared/ledger/lock-date.contract';
import type { BooksPeriod } from '@fleetledger/shared/ledger/books.contract';
import type { FiledVatReturns } from '@fleetledger/shared/vat-returns/vat-returns.contract';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { conflict } from '../../http/http-error';
import type { Actor } from '../../identity/actor';
import { holdLockDate } from '../../kernel/lock-date.queries';
import { moveLockDateWithin } from '../books/lock-date.service';
import { booksDiffer } from './vat-return-corrections.service';
import { labelledBoxes, type Correction, type DocumentInBox } from './vat-return-figures';
import * as q from './vat-returns.queries';
import { draftReturn, filedAnswer, periodNow, type FrozenBoxes } from './vat-returns.service';

/*
 * Filing a return: its boxes frozen with the documents they were made of, the corrections it carries
 * and the lock date moved to its period's end; and the filed returns as they were filed.
 */

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
