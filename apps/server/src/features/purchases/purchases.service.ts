import { lineAccountRefusal } from '@fleetledger/shared/ledger/account-use';
import { filsToBd } from '@fleetledger/shared/money';
import { paidDocumentHold } from '@fleetledger/shared/documents/document-status';
import { purchaseLineAmounts, purchaseNumberText } from '@fleetledger/shared/purchases/purchase-lines';
import { checkPurchase, type PurchaseLine } from '@fleetledger/shared/purchases/purchase-rules';
import {
  PURCHASE_LIST_PAGE_SIZE,
  PURCHASE_MESSAGES,
  type PurchaseDetails,
  type PurchasePayload,
} from '@fleetledger/shared/purchases/purchases.contract';
import { PAYMENT_MESSAGES } from '@fleetledger/shared/payments/payments.contract';
import type { Db, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { recordAudit } from '../../audit/audit-log';
import type { Actor } from '../../identity/actor';
import { takeNextNumber } from '../../kernel/document-numbers';
import { refuseLockedDates } from '../../kernel/lock-date';
import { documentByNumber, lockForEdit, storedStatus, type DocumentRow } from '../../kernel/document-row';
import { rowStatusDeclaration, statusMover } from '../../kernel/status-mover';
import { purchases } from '../../db/schema';
import { writtenLineColumns } from '../../db/document-line-columns';
import { lineIdOnDocument } from '@fleetledger/shared/documents/document-line';
import { attachmentsOf } from '../attachments/attachments.service';
import { missingReferences, postingAccounts } from '../masterdata/masterdata.service';
import { paymentsPaying, purchasePayments, purchasesPaidBy } from '../payments/purchase-payments.service';
import { purchaseLedgerMove } from './purchase-ledger.service';
import * as q from './purchases.queries';
import { readsTogether } from '../../db/reads-together';

export const PURCHASE_NUMBER_KIND = 'purchase';

function refuse(problems: Record<string, string>): never {
  throw badRequest(Object.values(problems).join(', '), problems);
}

type CheckedPurchase = Awaited<ReturnType<typeof checkedItems>>['purchase'];

/** The voucher's rules, then the records it names: supplier, accounts, trucks and jobs must exist. */
async function checkedItems(tx: Executor, input: PurchasePayload) {
  const { purchase, problems } = checkPurchase(input);
  if (purchase === null) refuse(problems);
  const { lines } = purchase;
  const missing = await missingReferences(tx, {
    customers: [input.supplier_id],
    trucks: lines.map((line) => line.truckId),
  });
  const chart = await postingAccounts(
    tx,
    lines.map((line) => line.accountId),
  );
  if (missing.customers.size > 0) problems.supplier_id = PURCHASE_MESSAGES.supplierMissing;
  const foundIds = new Set(
    (
      await q.jobsByIds(
        tx,
        lines.flatMap((line) => line.jobIds),
      )
    ).map((job) => job.id),
  );
  const byNumber = new Map<string, number[]>();
  for (const job of await q.jobsByNumbers(
    tx,
    lines.flatMap((line) => line.jobNumbers),
  )) {
    byNumber.set(job.jobNumber!, [...(byNumber.get(job.jobNumber!) ?? []), job.id]);
  }
  const items = lines.map((line, index) => {
    const n = index + 1;
    const account = chart.get(line.accountId);
    const refusal =
      account === undefined ? PURCHASE_MESSAGES.accountUnknown(n) : lineAccountRefusal(`line ${n}`, account);
    if (refusal !== null) problems[`account_${index}`] = refusal;
    if (line.truckId !== null && missing.trucks.has(line.truckId))
      problems[`truck_${index}`] = PURCHASE_MESSAGES.truckMissing(n);
    const jobIds = [...line.jobIds];
    for (const id of line.jobIds)
      if (!foundIds.has(id)) problems[`job_${index}`] = PURCHASE_MESSAGES.jobMissing(n, String(id));
    for (const number of line.jobNumbers) {
      const matches = byNumber.get(number) ?? [];
      if (matches.length === 0) problems[`job_${index}`] = PURCHASE_MESSAGES.jobMissing(n, number);
      else if (matches.length > 1) problems[`job_${index}`] = PURCHASE_MESSAGES.jobAmbiguous(n, number);
      else if (!jobIds.includes(matches[0]!)) jobIds.push(matches[0]!);
    }
    return { line, jobIds, side: account?.side ?? 'dr' };
  });
  if (Object.keys(problems).length > 0) refuse(problems);
  await refuseLockedDates(tx, purchase.date);
  return { purchase, items };
}

function itemValues(line: PurchaseLine, side: 'dr' | 'cr', position: number): q.NewPurchaseItem {
  return {
    position,
    ...writtenLineColumns(line),
    truckId: line.truckId,
    ...purchaseLineAmounts(line, side),
  };
}

function totalsOf(values: readonly q.NewPurchaseItem[]) {
  return {
    vatableFils: values.reduce((sum, item) => sum + item.signedVatableFils, 0),
    vatFils: values.reduce((sum, item) => sum + (item.crDr === 'dr' ? item.vatFils : -item.vatFils), 0),
    totalFils: values.reduce((sum, item) => sum + item.signedTotalFils, 0),
  };
}

/** The voucher's header as its row stores it, with the totals of its items. */
function headerValues(
  input: PurchasePayload,
  purchase: CheckedPurchase,
  values: readonly q.NewPurchaseItem[],
): Omit<q.NewPurchase, 'number'> {
  return {
    supplierId: input.supplier_id,
    date: purchase.date,
    reference: purchase.reference,
    referenceDate: purchase.referenceDate,
    narration: input.narration,
    ...totalsOf(values),
  };
}

export async function generatePurchase(db: Db, input: PurchasePayload, actor: Actor) {
  return db.transaction(async (tx) => {
    const { purchase, items } = await checkedItems(tx, input);
    const values = items.map((item, position) => itemValues(item.line, item.side, position));
    const number = await takeNextNumber(tx, PURCHASE_NUMBER_KIND);
    const id = await q.insertPurchase(tx, {
      number,
      ...headerValues(input, purchase, values),
      createdBy: actor.userId,
      updatedBy: actor.userId,
    });
    for (const [index, item] of items.entries()) await q.insertItem(tx, id, values[index]!, item.jobIds);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'purchase',
      entityId: id,
      after: await purchaseRecord(tx, id),
    });
    return { number, message: PURCHASE_MESSAGES.created(purchaseNumberText(number)) };
  });
}

/** purchase_update: while Created, at the version read; items keep their ids. */
export async function updatePurchase(db: Db, input: PurchasePayload & { id: number; version: number }, actor: Actor) {
  return db.transaction(async (tx) => {
    await lockForEdit(tx, purchaseRow, input.id, input.version);
    const before = await purchaseRecord(tx, input.id);
    const storedIds = new Set(before.items.map((item) => item.id));
    const { purchase, items } = await checkedItems(tx, {
      ...input,
      items: input.items.map((item) => ({ ...item, id: lineIdOnDocument(item.id, storedIds) })),
    });
    items.forEach((item, index) => {
      if (item.line.id !== null && !storedIds.has(item.line.id))
        throw badRequest(PURCHASE_MESSAGES.notOnDocument(index + 1, 'purchase'));
    });
    const values = items.map((item, position) => itemValues(item.line, item.side, position));
    const kept = new Set(items.map((item) => item.line.id));
    await q.deleteItems(
      tx,
      [...storedIds].filter((id) => !kept.has(id)),
    );
    for (const [index, item] of items.entries()) {
      if (item.line.id === null) await q.insertItem(tx, input.id, values[index]!, item.jobIds);
      else await q.replaceItem(tx, item.line.id, values[index]!, item.jobIds);
    }
    await q.updatePurchase(tx, input.id, {
      ...headerValues(input, purchase, values),
      updatedBy: actor.userId,
    });
    const after = await purchaseRecord(tx, input.id);
    await recordAudit(tx, actor, { action: 'update', entity: 'purchase', entityId: input.id, before, after });
    return after;
  });
}

export async function purchaseRecord(db: Executor, id: number): Promise<PurchaseDetails> {
  const head = await q.purchaseHeader(db, id);
  if (head === undefined) throw notFound(PURCHASE_MESSAGES.notFound);
  const { purchase } = head;
  const [items, jobs, attachments, paid] = await readsTogether(db, [
    () => q.purchaseItemRows(db, id),
    () => q.itemJobs(db, id),
    () => attachmentsOf(db, 'purchase', id),
    () => purchasePayments(db, id),
  ]);
  return {
    id: purchase.id,
    number: purchase.number,
    supplier_id: purchase.supplierId,
    customer_name: head.supplierName,
    date: purchase.date,
    reference: purchase.reference,
    reference_date: purchase.referenceDate,
    narration: purchase.narration,
    vatable_amount: filsToBd(purchase.vatableFils),
    vat_amount: filsToBd(purchase.vatFils),
    total_amount: filsToBd(purchase.totalFils),
    status: storedStatus(purchase.status),
    items: items.map(({ item, accountName, accountSide, truckNumber }) => {
      const own = jobs.filter((job) => job.itemId === item.id).map(({ itemId: _itemId, ...job }) => job);
      return {
        id: item.id,
        account_id: item.accountId,
        account_name: accountName,
        account_dr_cr: accountSide === 'cr' ? ('cr' as const) : ('dr' as const),
        job_number: own.length === 0 ? null : own.map((job) => job.job_number ?? `#${job.id}`).join(','),
        jobs: own,
        truck_id: item.truckId,
        truck_number: truckNumber,
        cr_dr: item.crDr === 'cr' ? ('cr' as const) : ('dr' as const),
        qty: item.quantity,
        amount: filsToBd(item.unitFils),
        vat_percentage: item.vatPercent,
        vatable_amount: filsToBd(item.signedVatableFils),
        vat_amount: filsToBd(item.vatFils),
        total_amount: filsToBd(item.signedTotalFils),
        description: item.description,
      };
    }),
    attachments: attachments.map((a) => ({ ...a, link: a.url })),
    ...paid,
    opening: purchase.opening,
    due_date: purchase.dueDate,
    version: purchase.version,
  };
}

const purchaseRow: DocumentRow<PurchaseDetails> = {
  kind: 'purchase',
  table: purchases,
  notFoundMessage: PURCHASE_MESSAGES.notFound,
  staleMessage: PURCHASE_MESSAGES.stale,
  lockRow: q.lockPurchase,
  updateRow: q.updatePurchase,
  current: purchaseRecord,
};

export const purchaseByNumber = (db: Db, number: number) => documentByNumber(db, purchaseRow, number);

/**
 * The status move as the routes call it; leaving or reaching Posted writes the books. A purchase that
 * payments pay stays Posted until they are cancelled: their allocations lock its row too, so none can
 * slip in meanwhile.
 */
export function movePurchaseStatus(companyTz: string) {
  const ledgerMove = purchaseLedgerMove(companyTz);
  return statusMover(
    rowStatusDeclaration(purchaseRow, async (tx, id, from, to, actor, request) => {
      const held = paidDocumentHold(
        from,
        from === 'Posted' ? await paymentsPaying(tx, id) : [],
        PAYMENT_MESSAGES.paidByPayments,
      );
      if (held !== null) throw conflict(held);
      await ledgerMove(tx, id, from, to, actor, request);
    }),
  );
}

/** Where the purchase list reads (kernel/document-list). */
export const purchaseListing = {
  table: purchases,
  partyId: purchases.supplierId,
  numbered: 'purchase',
  partyFilter: 'supplier_id',
  pageSize: PURCHASE_LIST_PAGE_SIZE,
  paidBy: purchasesPaidBy,
} as const;
