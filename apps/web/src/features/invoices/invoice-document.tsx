import { paidDocumentHold } from '@fleetledger/shared/documents/document-status';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { INVOICE_MESSAGES, invoiceDetailsResponse } from '@fleetledger/shared/invoices/invoices.contract';
import { receiptNumberText } from '@fleetledger/shared/receipts/receipt-rules';
import { notePdfUrl } from '../../documents/document-calls';
import { documentKind, documentPages } from '../../documents/document-kind';
import { ownMailing } from '../../documents/document-frame';
import { invoiceListPage, moveInvoice } from './api/invoice-calls';
import { InvoiceActions, InvoiceSections } from './components/invoice-sections';
import { CreateInvoicePage } from './pages/create-invoice-page';
import { InvoiceReportPage } from './pages/invoice-report-page';

/**
 * Invoices: listed with their customers, due dates, what they still owe and how they stand. An
 * invoice's page shows its lines (edited in place while Created), the notes correcting it and the
 * receipts paying it; its report, and once cancelled the credit note that cancelled it, print and go by
 * e-mail; an opening item keeps its status.
 */
export const INVOICE_DOCUMENT = documentKind({
  kind: 'invoice',
  numberText: invoiceNumberText,
  list: { party: 'customer', paid: true, fetchPage: invoiceListPage },
  create: CreateInvoicePage,
  report: { screen: InvoiceReportPage },
  sections: {
    answer: {
      schema: invoiceDetailsResponse,
      read: (answer) => answer.invoice,
      replace: (answer, invoice) => ({ ...answer, invoice }),
    },
    notFound: INVOICE_MESSAGES.notFound,
    prints: (invoice) => [
      ...(invoice.opening ? [] : [{ label: 'Invoice Report', href: `/invoice/report/${invoice.number}` }]),
      ...(invoice.credit_note === null
        ? []
        : [{ label: 'Credit Note PDF', href: notePdfUrl('credit_note', invoice.credit_note.number) }]),
    ],
    mails: (invoice) => [
      ownMailing({ document: 'invoice', number: invoice.number }, invoice.status),
      ...(invoice.credit_note === null
        ? []
        : [
            {
              mailed: { document: 'credit_note' as const, number: invoice.credit_note.number },
              label: 'Send credit note',
              send: true,
            },
          ]),
    ],
    actions: ({ record }) => <InvoiceActions invoice={record} />,
    attachments: 'panel',
    move: async (move) => (await moveInvoice(move)).invoice,
    held: (invoice) =>
      paidDocumentHold(
        invoice.status,
        invoice.receipts.map((receipt) => receiptNumberText(receipt.number)),
        INVOICE_MESSAGES.paidByReceipts,
      ),
    fixed: (invoice) => invoice.opening,
    sections: (shown) => <InvoiceSections {...shown} />,
  },
});

/** Invoices' screens: /invoices, /invoice-create, /invoice/{number} and /invoice/report/{number}. */
export const INVOICE_PAGES = documentPages(INVOICE_DOCUMENT);
