import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { filsToBd } from '@fleetledger/shared/money';
import { receiptPostingLines } from '@fleetledger/shared/ledger/voucher-posting-rules';
import { checkReceipt, receiptNumberText, type ReceiptItemKind } from '@fleetledger/shared/receipts/receipt-rules';
import {
  RECEIPT_LIST_PAGE_SIZE,
  RECEIPT_MESSAGES,
  type PaymentType,
  type ReceiptPayload,
  type ReceiptRecord,
} from '@fleetledger/shared/receipts/receipts.contract';
import type { Executor } from '../../db/client';
import { moneyVoucher } from '../../kernel/money-voucher';
import { documentOpenFils, documentUnpaidFils } from '../../kernel/money-voucher.queries';
import { paidDocuments } from '../../kernel/paid-documents';
import { attachmentsOf } from '../attachments/attachments.service';
import { missingReferences } from '../masterdata/masterdata.service';
import { receiptItemRows, receiptTables } from './receipts.queries';

/**
 * A receipt: what is its own beside every money voucher's life (kernel/money-voucher). It is from
 * one customer, whose items pay their posted invoices or stay as an advance, beside a discount or a
 * round off; its total is the credits minus the debits.
 */
export const receiptVoucher = moneyVoucher({
  kind: 'receipt',
  tables: receiptTables,
  messages: {
    ...RECEIPT_MESSAGES,
    partyMissing: RECEIPT_MESSAGES.customerMissing,
    notOpen: RECEIPT_MESSAGES.allocationCustomer,
  },
  partyField: 'customer_id',
  paidField: 'invoice',
  paidNumberText: invoiceNumberText,
  memo: (number, customer) => `Receipt ${number} from ${customer}`,
  postingLines: (receipt, items) =>
    receiptPostingLines({
      customerId: receipt.customerId,
      accountId: receipt.accountId,
      totalFils: receipt.totalFils,
      items: items.map(({ item }) => ({
        kind: item.kind as ReceiptItemKind,
        accountId: item.accountId,
        invoiceId: item.invoiceId,
        crDr: item.crDr === 'dr' ? 'dr' : 'cr',
        amountFils: item.amountFils,
      })),
    }),
  listing: { numbered: 'receipt', pageSize: RECEIPT_LIST_PAGE_SIZE },
  check: (input: ReceiptPayload) => {
    const { receipt, problems } = checkReceipt(input);
    return { voucher: receipt, problems };
  },
  partyMissing: async (tx, customerId) => (await missingReferences(tx, { customers: [customerId] })).customers.size > 0,
  partyOf: (receipt) => receipt.customerId,
  partyColumn: (customerId) => ({ customerId }),
  allocationOf: (line) => ({ documentId: line.invoiceId, amountFils: line.amountFils }),
  itemValues: (receipt) =>
    receipt.lines.map((line, position) => ({
      id: line.id,
      position,
      kind: line.kind,
      customerId: line.customerId,
      accountId: line.accountId,
      invoiceId: line.invoiceId,
      crDr: line.crDr,
      amountFils: line.amountFils,
      description: line.description,
    })),
  itemRows: receiptItemRows,
  attachments: (db, id) => attachmentsOf(db, 'receipt', id),
  isAdvance: ({ item }) => item.kind === 'customer' && item.invoiceId === null,
  ownFields: (receipt, customerName) => ({
    customer_id: receipt.customerId,
    customer_name: customerName,
    type_of_payment: receipt.typeOfPayment as PaymentType,
    amount: filsToBd(receipt.totalFils),
  }),
  recordItem: ({ item, name, invoiceNumber }): ReceiptRecord['items'][number] => ({
    id: item.id,
    kind: item.kind as ReceiptRecord['items'][number]['kind'],
    customer_id: item.customerId,
    account_id: item.accountId,
    name,
    invoice_id: item.invoiceId,
    invoice_number: invoiceNumber,
    cr_dr: item.crDr === 'dr' ? ('dr' as const) : ('cr' as const),
    amount: filsToBd(item.amountFils),
    description: item.description,
  }),
});

export const generateReceipt = receiptVoucher.generate;
export const updateReceipt = receiptVoucher.update;
export const receiptByNumber = receiptVoucher.byNumber;
export const receiptListing = receiptVoucher.listing;

const paidInvoices = paidDocuments(receiptTables, receiptNumberText);

/** What pays invoices, as the invoice list reads what is open on each (kernel/document-list). */
export const invoicesPaidBy = receiptTables;

/** invoices_by_customer: the customer's posted invoices with something still to pay. */
export const invoicesToAllocate = paidInvoices.toAllocate;

/** The receipts (not cancelled) that pay an invoice, as printed: an invoice they pay stays Posted. */
export const receiptsPaying = paidInvoices.payingVouchers;

/** What the receipts paid on an invoice, and what is still pending: for Invoice Details. */
/** What is still open on an invoice, in fils: the one rule (openFils) behind every Pending and Open figure. */
export const invoiceOpenFils = (db: Executor, invoiceId: number) => documentOpenFils(db, receiptTables, invoiceId);

/** What an invoice still owes whatever its status: what a credit note takes off it (documentUnpaidFils). */
export const invoiceUnpaidFils = (db: Executor, invoiceId: number) => documentUnpaidFils(db, receiptTables, invoiceId);

export async function invoicePayments(db: Executor, invoiceId: number) {
  const { vouchers, pending_amount } = await paidInvoices.paidOn(db, invoiceId);
  return { receipts: vouchers, pending_amount };
}
