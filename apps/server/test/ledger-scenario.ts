import { sql } from 'drizzle-orm';
import { bdToFils, filsToBd } from '@fleetledger/shared/money';
import type { DocumentStatus } from '@fleetledger/shared/documents/document-status';
import type { Db } from '../src/db/client';
import type { SignedInApp } from './signed-in-app';
import { clearBooks } from './clear-books';

export const CODES = { cancel: '3141', admin: '2718' };

export type DocumentKind = 'invoice' | 'purchase' | 'receipt' | 'payment';

/** Every document and expense, their books and their numbering gone: each scenario starts from an empty company. */
export async function clearDocuments(db: Db): Promise<void> {
  await clearBooks(db);
  await db.execute(sql`
    delete from payment_request_keys; delete from payment_items; delete from payments; delete from expenses;
    delete from receipt_request_keys; delete from receipt_items; delete from receipts;
    delete from credit_allocations; delete from credit_note_lines; delete from credit_notes; delete from debit_note_lines; delete from debit_notes; delete from attachments; delete from invoice_item_jobs; delete from invoice_items;
    delete from mail_reminders; delete from invoices; delete from purchase_item_jobs; delete from purchase_items; delete from purchases;
    delete from journal_request_keys; delete from journal_lines; delete from journals;
    delete from document_counters; delete from security_code_failures`);
}

export interface InvoiceLineDraft {
  quantity: number;
  unitFils: number;
  vatPercent: 0 | 10;
}

export interface PurchaseItemDraft extends InvoiceLineDraft {
  accountId: number;
  crDr: 'dr' | 'cr';
  truckId: number | null;
  jobIds: number[];
}

export interface ReceiptItemDraft {
  kind: 'customer' | 'discount' | 'round_off';
  /** A customer item's invoice (null: an advance); a discount's or round off's account. */
  invoiceId?: number | null;
  accountId?: number;
  crDr: 'dr' | 'cr';
  amountFils: number;
}

export interface DocumentRead {
  id: number;
  version: number;
  status: DocumentStatus;
}

/** An answer of the API: its HTTP status and, for a created document, its number. */
export interface Answer {
  status: number;
  number: number | null;
}

/**
 * Invoices, purchase vouchers and receipts made and moved through the real API as the screens make
 * them, with the security codes every move away from Posted or into Cancelled asks for.
 */
export function ledgerScenario(api: SignedInApp) {
  const { call } = api;
  const bd = filsToBd;

  const created = async (kind: DocumentKind, body: unknown): Promise<Answer> => {
    const response = await call('POST', `vouchers/${kind}_generate`, body);
    const numberField = kind === 'receipt' || kind === 'payment' ? 'number' : `${kind}_number`;
    return {
      status: response.statusCode,
      number: response.statusCode === 200 ? (response.json<Record<string, number>>()[numberField] ?? null) : null,
    };
  };

  /** The document as its details call answers it (the fields every kind shares). */
  const details = async (kind: DocumentKind, number: number): Promise<DocumentRead> => {
    if (kind === 'receipt' || kind === 'payment') {
      return (await call('POST', `vouchers/${kind}_details`, { [`${kind}_number`]: number })).json<DocumentRead>();
    }
    const answer = await call('GET', `vouchers/${kind}_details?${kind}_number=${number}`);
    return answer.json<Record<string, DocumentRead>>()[kind]!;
  };

  /** One status move at the version read now; answers the HTTP status. */
  const move = async (kind: DocumentKind, number: number, to: DocumentStatus): Promise<number> => {
    const { id, version } = await details(kind, number);
    const response = await call('POST', `vouchers/${kind}_status_update`, {
      [`${kind}_id`]: id,
      status: to,
      version,
      cancel_code: CODES.cancel,
      admin_code: CODES.admin,
    });
    return response.statusCode;
  };

  /** Created → Approved → Posted, or Approved → Posted: the first refusal stops the way. */
  const post = async (kind: DocumentKind, number: number): Promise<number> => {
    const { status } = await details(kind, number);
    if (status === 'Created') {
      const approved = await move(kind, number, 'Approved');
      if (approved !== 200) return approved;
    }
    return move(kind, number, 'Posted');
  };

  return {
    details,
    move,
    post,
    invoice: (customerId: number, date: string, lines: readonly InvoiceLineDraft[], discountFils: number) =>
      created('invoice', {
        customer_id: customerId,
        date,
        reference: 'PO-1',
        items: [
          ...lines.map((line) => ({
            account_id: 25,
            job_id: null,
            qty: line.quantity,
            amount: bd(line.unitFils),
            vat_percentage: line.vatPercent,
            cr_dr: 'cr',
            description: 'Haulage',
          })),
          ...(discountFils > 0
            ? [
                {
                  account_id: 37,
                  job_id: null,
                  qty: 1,
                  amount: bd(discountFils),
                  vat_percentage: 0,
                  cr_dr: 'dr',
                  description: 'Discount',
                },
              ]
            : []),
        ],
      }),
    purchase: (supplierId: number, date: string, items: readonly PurchaseItemDraft[]) =>
      created('purchase', {
        supplier_id: supplierId,
        date,
        reference: 'SUP-1',
        reference_date: date,
        narration: 'Supplies',
        items: items.map((item) => ({
          account_id: item.accountId,
          job_ids: item.jobIds,
          truck_id: item.truckId,
          cr_dr: item.crDr,
          qty: item.quantity,
          amount: bd(item.unitFils),
          vat_percentage: item.vatPercent,
          description: 'Supplies',
        })),
      }),
    receipt: (customerId: number, accountId: number, date: string, items: readonly ReceiptItemDraft[]) =>
      created('receipt', {
        date,
        account_id: accountId,
        narration: 'Payment',
        items: items.map((item) =>
          item.kind === 'customer'
            ? {
                customer_id: customerId,
                invoice_id: item.invoiceId ?? null,
                dr_cr: item.crDr,
                amount: bd(item.amountFils),
                description: 'Payment',
              }
            : { account_id: item.accountId, dr_cr: item.crDr, amount: bd(item.amountFils), description: 'Adjustment' },
        ),
      }),
    /** What each Posted invoice of the customer still has to be paid, by invoice id (fils). */
    pending: async (customerId: number): Promise<Map<number, number>> => {
      const answer = await call('POST', 'vouchers/invoices_by_customer', { id: customerId });
      const rows = answer.json<{ data: { id: number; pending_amount: number }[] }>().data;
      return new Map(rows.map((row) => [row.id, bdToFils(row.pending_amount)]));
    },
  };
}
