import type { NoteRecord } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import type { InvoiceRecord } from '@fleetledger/shared/invoices/invoices.contract';
import { OPENING_MESSAGES } from '@fleetledger/shared/ledger/opening-balances.contract';
import type { Db } from '../../db/client';
import { conflict } from '../../http/http-error';
import { recordAudit } from '../../audit/audit-log';
import type { Actor } from '../../identity/actor';
import { requireAgreesWithBooks } from '../ledger/document-figures.service';
import { customerForPrint } from '../masterdata/masterdata.service';
import { letterhead, requireSellerDetails } from '../settings/settings.service';
import { invoiceByNumber, invoiceRecord } from './invoice-records.service';
import { invoicedJobs, lockOriginal, originalIssued } from './invoice-pdf.queries';
import { renderTaxInvoice } from './pdf/tax-invoice-print';

/** 'mail': the PDF a customer receives by e-mail (features/mail), the original whatever was printed before. */
export type PdfAction = 'preview' | 'download' | 'print' | 'mail';

const NO_ADDRESS = { cr_name: null, flat: null, building: null, road: null, block: null, city: null };

/**
 * What both the invoice and its credit note print: the seller (refused without its legal name, address
 * and VAT number), its logo, the billed customer and the jobs of the lines.
 */
async function printedParties(db: Db, invoice: InvoiceRecord) {
  await requireSellerDetails(db);
  const [{ company, logo }, customer, jobs] = await Promise.all([
    letterhead(db),
    customerForPrint(db, invoice.customer_id),
    invoicedJobs(db, invoice.id),
  ]);
  const billed = customer ?? { ...NO_ADDRESS, name: invoice.customer_name, vat_number: null, payment_terms_days: 0 };
  return { company, logo, customer: billed, jobs };
}

/** Where the PDF of an existing invoice is read for this action (generate_invoice_pdf's pdf_url). */
export async function invoicePdfLink(
  db: Db,
  base: string,
  request: { invoice_number: number; include_details: boolean; action: PdfAction },
): Promise<string> {
  const invoice = await invoiceByNumber(db, request.invoice_number);
  if (invoice.opening) throw conflict(OPENING_MESSAGES.notPrinted);
  await requireSellerDetails(db);
  const query = new URLSearchParams({
    invoice_number: String(request.invoice_number),
    include_details: request.include_details ? '1' : '0',
    action: request.action,
  });
  return `${base}/invoice_pdf?${query.toString()}`;
}

/**
 * Whether this posted invoice's original was issued before; issues it now when asked (audited).
 * Concurrent first downloads queue on the invoice's lock, so exactly one of them is the original.
 */
async function issueOriginal(db: Db, invoiceId: number, issue: boolean, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockOriginal(tx, invoiceId);
    const issued = await originalIssued(tx, invoiceId);
    if (!issued && issue)
      await recordAudit(tx, actor, { action: 'issue_original', entity: 'invoice', entityId: invoiceId });
    return issued;
  });
}

/**
 * The invoice's PDF. The first download, print or mail of a Posted invoice issues the original
 * (audited); every later download or print is marked as a copy. A mail always carries the original,
 * unmarked: the customer receives the document itself, whatever staff printed for the office before.
 * A preview never issues anything.
 */
export async function invoicePdf(
  db: Db,
  request: { number: number; includeDetails: boolean; action: PdfAction },
  actor: Actor,
): Promise<Buffer> {
  const invoice = await invoiceByNumber(db, request.number);
  if (invoice.opening) throw conflict(OPENING_MESSAGES.notPrinted);
  await requireAgreesWithBooks(db, 'invoice', invoice.id);
  const parties = await printedParties(db, invoice);
  const issued =
    invoice.status === 'Posted' ? await issueOriginal(db, invoice.id, request.action !== 'preview', actor) : false;
  return renderTaxInvoice({
    invoice,
    ...parties,
    includeDetails: request.includeDetails,
    copy: issued && request.action !== 'mail',
    kind: 'invoice',
    note: null,
  });
}

/** A tax credit or debit note printed beside the invoice it corrects: its own number, date, reason and lines. */
export async function notePdf(db: Db, note: NoteRecord): Promise<Buffer> {
  await requireAgreesWithBooks(db, note.kind, note.id);
  // The note prints the invoice's figures beside its own.
  await requireAgreesWithBooks(db, 'invoice', note.invoice_id);
  const invoice = await invoiceRecord(db, note.invoice_id);
  const parties = await printedParties(db, invoice);
  return renderTaxInvoice({ invoice, ...parties, includeDetails: false, copy: false, kind: note.kind, note });
}
