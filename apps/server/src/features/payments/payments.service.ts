import { allocatedIds, allocationProblems } from '@fleetledger/shared/documents/allocations';
import { filsToBd } from '@fleetledger/shared/money';
import { checkPayment, type CheckedPayment } from '@fleetledger/shared/payments/payment-rules';
import {
  PAYMENT_LIST_PAGE_SIZE,
  PAYMENT_MESSAGES,
  PAYMENT_PREFIX,
  type PaymentPayload,
  type PaymentRecord,
} from '@fleetledger/shared/payments/payments.contract';
import { purchaseNumberText } from '@fleetledger/shared/purchases/purchase-lines';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { moneySideColumns, storedCheque } from '../../db/money-side-columns';
import { payments } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import type { Actor } from '../../identity/actor';
import { takeNextNumber } from '../../kernel/document-numbers';
import { documentByNumber, lockForEdit, storedStatus, type DocumentRow } from '../../kernel/document-row';
import { createOnce } from '../../kernel/request-keys';
import { rowStatusDeclaration, statusMover } from '../../kernel/status-mover';
import { attachmentsOf } from '../attachments/attachments.service';
import { missingReferences } from '../masterdata/masterdata.service';
import { paymentLedgerMove } from './payment-ledger.service';
import * as q from './payments.queries';

const PAYMENT_NUMBER_KIND = 'payment';

function refuse(problems: Record<string, string>): never {
  throw badRequest(Object.values(problems).join(', '), problems);
}

/**
 * The payment's rules, then what they name: the supplier exists, and each allocation goes to a posted
 * purchase of that supplier within what it still owes. The purchases are locked first, as their status
 * moves lock them, so concurrent payments are checked one after the other and a purchase cannot leave
 * Posted while a payment of it is being written.
 */
async function checkedPayment(tx: Executor, input: PaymentPayload, exceptPaymentId?: number) {
  const { payment, problems } = checkPayment(input);
  if (payment === null) refuse(problems);
  const missing = await missingReferences(tx, { customers: [payment.supplierId] });
  if (missing.customers.size > 0) refuse({ supplier_id: PAYMENT_MESSAGES.supplierMissing });
  const allocations = payment.lines.map((line) => ({ documentId: line.purchaseId, amountFils: line.amountFils }));
  const pending = await q.pendingPurchases(tx, {
    supplierId: payment.supplierId,
    exceptPaymentId,
    lockIds: allocatedIds(allocations),
  });
  const open = pending.map((purchase) => ({ ...purchase, number: purchaseNumberText(purchase.number) }));
  Object.assign(
    problems,
    allocationProblems(allocations, open, 'purchase', {
      notOpen: PAYMENT_MESSAGES.allocationSupplier,
      overAllocated: PAYMENT_MESSAGES.overAllocated,
    }),
  );
  if (Object.keys(problems).length > 0) refuse(problems);
  return payment;
}

const headerValues = (payment: CheckedPayment, input: PaymentPayload) => ({
  date: payment.date,
  supplierId: payment.supplierId,
  ...moneySideColumns(payment, input),
});

const itemValues = (payment: CheckedPayment) =>
  payment.lines.map((line, position) => ({
    id: line.id,
    position,
    supplierId: line.supplierId,
    purchaseId: line.purchaseId,
    crDr: 'dr',
    amountFils: line.amountFils,
    description: line.description,
  }));

/**
 * payment_generate. With an Idempotency-Key, a repeated submit answers the payment the first made;
 * the same key with another body is refused.
 */
export async function generatePayment(db: Db, input: PaymentPayload, actor: Actor, requestKey?: string) {
  return db.transaction(async (tx) => {
    const request = { key: requestKey, body: input, reused: PAYMENT_MESSAGES.idempotencyReused };
    const id = await createOnce(tx, q.paymentKeys, request, async () => {
      const payment = await checkedPayment(tx, input);
      const number = await takeNextNumber(tx, PAYMENT_NUMBER_KIND);
      const created = await q.insertPayment(tx, {
        number,
        ...headerValues(payment, input),
        createdBy: actor.userId,
        updatedBy: actor.userId,
      });
      await q.saveItems(
        tx,
        created,
        itemValues(payment).map((item) => ({ ...item, id: null })),
      );
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'payment',
        entityId: created,
        after: await paymentRecord(tx, created),
      });
      return created;
    });
    return { number: (await q.paymentNumberOf(tx, id))!, message: PAYMENT_MESSAGES.created };
  });
}

/** payment_update: while Created, at the version read; its own allocations do not count against it. */
export async function updatePayment(db: Db, input: PaymentPayload & { id: number; version: number }, actor: Actor) {
  return db.transaction(async (tx) => {
    await lockForEdit(tx, paymentRow, input.id, input.version);
    const before = await paymentRecord(tx, input.id);
    const payment = await checkedPayment(tx, input, input.id);
    const storedItems = await q.itemIds(tx, input.id);
    payment.lines.forEach((line, index) => {
      if (line.id !== null && !storedItems.has(line.id)) throw badRequest(`Item ${index + 1} is not on this payment`);
    });
    await q.updatePayment(tx, input.id, { ...headerValues(payment, input), updatedBy: actor.userId });
    await q.saveItems(tx, input.id, itemValues(payment));
    const after = await paymentRecord(tx, input.id);
    await recordAudit(tx, actor, { action: 'update', entity: 'payment', entityId: input.id, before, after });
    return after;
  });
}

export async function paymentRecord(db: Executor, id: number): Promise<PaymentRecord> {
  const head = await q.paymentHeader(db, id);
  if (head === undefined) throw notFound(PAYMENT_MESSAGES.notFound);
  const { payment } = head;
  const [items, attachments] = await Promise.all([q.paymentItemRows(db, id), attachmentsOf(db, 'payment', id)]);
  const advanceFils = items
    .filter(({ item }) => item.purchaseId === null)
    .reduce((sum, { item }) => sum + item.amountFils, 0);
  return {
    id: payment.id,
    number: payment.number,
    date: payment.date,
    account_id: payment.accountId,
    account_name: head.accountName,
    supplier_id: payment.supplierId,
    supplier_name: head.supplierName,
    type: payment.typeOfPayment as PaymentRecord['type'],
    total_amount: filsToBd(payment.totalFils),
    advance_amount: filsToBd(advanceFils),
    reference: payment.reference,
    narration: payment.narration,
    cheques: storedCheque(payment),
    status: storedStatus(payment.status),
    items: items.map(({ item, purchaseNumber }) => ({
      id: item.id,
      supplier_id: item.supplierId,
      purchase_id: item.purchaseId,
      purchase_number: purchaseNumber,
      cr_dr: 'dr' as const,
      amount: filsToBd(item.amountFils),
      description: item.description,
    })),
    attachments: attachments.map((a) => ({ ...a, link: a.url })),
    version: payment.version,
  };
}

const paymentRow: DocumentRow<PaymentRecord> = {
  kind: 'payment',
  table: payments,
  notFoundMessage: PAYMENT_MESSAGES.notFound,
  staleMessage: PAYMENT_MESSAGES.stale,
  lockRow: q.lockPayment,
  updateRow: q.updatePayment,
  current: paymentRecord,
};

export const paymentByNumber = (db: Db, number: number) => documentByNumber(db, paymentRow, number);

/**
 * The status move as the routes call it: leaving or reaching Posted writes the books, and a cancelled
 * payment's allocations stop counting, so its purchases are owed again.
 */
export const movePaymentStatus = (companyTz: string) =>
  statusMover(rowStatusDeclaration(paymentRow, paymentLedgerMove(companyTz)));

/** Where the payment list reads (kernel/document-list). */
export const paymentListing = {
  table: payments,
  partyId: payments.supplierId,
  prefix: PAYMENT_PREFIX,
  partyFilter: 'supplier_id',
  pageSize: PAYMENT_LIST_PAGE_SIZE,
} as const;
