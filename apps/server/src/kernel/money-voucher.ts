import { allocatedIds, allocationProblems } from '@fleetledger/shared/documents/allocations';
import { LINE_MESSAGES } from '@fleetledger/shared/documents/document.contract';
import { printedNumber } from '@fleetledger/shared/documents/document-number-prefixes';
import { filsToBd } from '@fleetledger/shared/money';
import { recordAudit } from '../audit/audit-log';
import type { Db, Executor } from '../db/client';
import { moneySideColumns, storedCheque } from '../db/money-side-columns';
import { badRequest, notFound } from '../http/http-error';
import type { Actor } from '../identity/actor';
import { takeNextNumber } from './document-numbers';
import { documentByNumber, lockForEdit, storedStatus, type DocumentRow } from './document-row';
import { documentRowQueries } from './document-row.queries';
import { refuseLockedDates } from './lock-date';
import * as q from './money-voucher.queries';
import type {
  CheckedVoucher,
  ItemRow,
  MoneyVoucherKind,
  MoneyVoucherRecord,
  VoucherTable,
  WrittenVoucher,
} from './money-voucher-kind';
import { createOnce } from './request-keys';
import { rowStatusDeclaration, statusMover, type StatusMoveDeclaration } from './status-mover';
import { readsTogether } from '../db/reads-together';

function refuse(problems: Record<string, string>): never {
  throw badRequest(Object.values(problems).join(', '), problems);
}

/** A money voucher's life, declared once: its checks, creation, update, record, status moves and list. */
export function moneyVoucher<
  T extends VoucherTable,
  Payload extends WrittenVoucher,
  Checked extends CheckedVoucher,
  Item extends ItemRow,
  Own extends object,
  RecordItem,
>(own: MoneyVoucherKind<T, Payload, Checked, Item, Own, RecordItem>) {
  const { kind, tables, messages } = own;
  const rows = documentRowQueries<VoucherTable>(tables.vouchers);

  /**
   * The kind's rules, then what they name: the party exists, and each allocation goes to a posted
   * document of that party, dated on or before the voucher, within what it still has pending. Those documents are locked first, as
   * their status moves lock them, so concurrent vouchers allocating one are checked one after the
   * other and it cannot leave Posted while a voucher paying it is being written. Last, its date must
   * be after the lock date.
   */
  async function checked(tx: Executor, input: Payload, exceptVoucherId?: number): Promise<Checked> {
    const { voucher, problems } = own.check(input);
    if (voucher === null) refuse(problems);
    const partyId = own.partyOf(voucher);
    if (await own.partyMissing(tx, partyId)) refuse({ [own.partyField]: messages.partyMissing });
    const allocations = voucher.lines.map(own.allocationOf);
    const allocated = allocatedIds(allocations);
    const pending = await q.pendingDocuments(tx, tables, {
      partyId,
      exceptVoucherId,
      lockIds: allocated,
      onlyIds: allocated,
    });
    const open = pending.map((document) => ({ ...document, number: own.paidNumberText(document.number) }));
    Object.assign(
      problems,
      allocationProblems(allocations, open, own.paidField, voucher.date, {
        notOpen: messages.notOpen,
        overAllocated: messages.overAllocated,
        datedAfter: messages.datedAfter,
      }),
    );
    await own.checkMore?.(tx, voucher, problems, exceptVoucherId);
    if (Object.keys(problems).length > 0) refuse(problems);
    await refuseLockedDates(tx, voucher.date);
    return voucher;
  }

  const headerValues = (voucher: Checked, input: Payload) => ({
    date: voucher.date,
    ...own.partyColumn(own.partyOf(voucher)),
    ...moneySideColumns(voucher, input),
  });

  type Rec = MoneyVoucherRecord<Own, RecordItem>;

  async function record(db: Executor, id: number): Promise<Rec> {
    const head = await q.voucherHeader(db, tables, id);
    if (head === undefined) throw notFound(messages.notFound);
    const voucher = head.voucher;
    const [items, attachments] = await readsTogether(db, [() => own.itemRows(db, id), () => own.attachments(db, id)]);
    const advanceFils = items.filter(own.isAdvance).reduce((sum, { item }) => sum + item.amountFils, 0);
    return {
      id: voucher.id,
      number: voucher.number,
      date: voucher.date,
      account_id: voucher.accountId,
      account_name: head.accountName,
      ...own.ownFields(head.voucher, head.partyName),
      total_amount: filsToBd(voucher.totalFils),
      advance_amount: filsToBd(advanceFils),
      reference: voucher.reference,
      narration: voucher.narration,
      cheques: storedCheque(voucher),
      status: storedStatus(voucher.status),
      items: items.map(own.recordItem),
      attachments: attachments.map((a) => ({ ...a, link: a.url })),
      version: voucher.version,
    };
  }

  const row: DocumentRow<Rec> = {
    kind,
    table: tables.vouchers,
    notFoundMessage: messages.notFound,
    staleMessage: messages.stale,
    lockRow: rows.lock,
    updateRow: rows.update,
    current: record,
  };

  return {
    record,

    /**
     * `{kind}_generate`. With an Idempotency-Key, a repeated submit answers the voucher the first
     * made; the same key with another body is refused.
     */
    generate: async (db: Db, input: Payload, actor: Actor, requestKey?: string) => {
      return db.transaction(async (tx) => {
        const request = { key: requestKey, body: input, reused: messages.idempotencyReused };
        const id = await createOnce(tx, tables.keys, request, async () => {
          const voucher = await checked(tx, input);
          const number = await takeNextNumber(tx, kind);
          const created = await rows.insert(tx, {
            number,
            ...headerValues(voucher, input),
            createdBy: actor.userId,
            updatedBy: actor.userId,
          } as T['$inferInsert']);
          await q.saveItems(
            tx,
            tables,
            created,
            own.itemValues(voucher).map((item) => ({ ...item, id: null })),
          );
          await recordAudit(tx, actor, {
            action: 'create',
            entity: kind,
            entityId: created,
            after: await record(tx, created),
          });
          return created;
        });
        return { number: (await rows.numberOf(tx, id))!, message: messages.created };
      });
    },

    /** `{kind}_update`: while Created, at the version read; its own allocations do not count against it. */
    update: async (db: Db, input: Payload & { id: number; version: number }, actor: Actor) => {
      return db.transaction(async (tx) => {
        await lockForEdit(tx, row, input.id, input.version);
        const before = await record(tx, input.id);
        const voucher = await checked(tx, input, input.id);
        const storedItems = await q.itemIds(tx, tables, input.id);
        voucher.lines.forEach((line, index) => {
          if (line.id !== null && !storedItems.has(line.id))
            throw badRequest(LINE_MESSAGES.notOnDocument(index + 1, kind));
        });
        await rows.update(tx, input.id, { ...headerValues(voucher, input), updatedBy: actor.userId });
        await q.saveItems(tx, tables, input.id, own.itemValues(voucher));
        const after = await record(tx, input.id);
        await recordAudit(tx, actor, { action: 'update', entity: kind, entityId: input.id, before, after });
        return after;
      });
    },

    /** The voucher's entry in the books: its source, date, memo and lines. */
    posting: async (tx: Executor, id: number) => {
      const head = (await q.voucherHeader(tx, tables, id))!;
      const number = printedNumber(own.listing.numbered, head.voucher.number);
      return {
        sourceKind: kind,
        sourceId: id,
        sourceNumber: number,
        date: head.voucher.date,
        memo: own.memo(number, head.partyName),
        lines: own.postingLines(head.voucher, await own.itemRows(tx, id)),
      };
    },

    byNumber: (db: Db, number: number) => documentByNumber(db, row, number),

    /** The status move as the routes call it, with what else the move writes (the books). */
    move: (afterMove: StatusMoveDeclaration<Rec>['afterMove']) => statusMover(rowStatusDeclaration(row, afterMove)),

    /** Where the kind's list reads (kernel/document-list). */
    listing: {
      table: tables.vouchers,
      partyId: tables.partyId,
      numbered: own.listing.numbered,
      partyFilter: own.partyField,
      pageSize: own.listing.pageSize,
    },
  };
}
