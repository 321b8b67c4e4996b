import { INVOICE_MESSAGES, type InvoiceRecord } from '@fleetledger/shared/invoices/invoices.contract';
import type { Db } from '../../db/client';
import { notFound } from '../../http/http-error';
import { recordAudit } from '../../audit/audit-log';
import type { Actor } from '../../identity/actor';
import { companyLogo, companySettings } from '../settings/settings.service';
import { invoiceByNumber } from './invoice-records.service';
import { billedCustomer, invoicedJobs, lockOriginal, originalIssued } from './invoice-pdf.queries';
import { renderInvoicePdf } from './pdf/invoice-pdf';

export type PdfAction = 'preview' | 'download' | 'print';

/** What both the invoice and its credit note print: the company, its logo and the billed customer. */
async function printedParties(db: Db, dataDir: string, invoice: InvoiceRecord) {
  const { settings: company } = await companySettings(db);
  const customer = await billedCustomer(db, invoice.customer_id);
  const logo = company.logo_url === null ? null : (await companyLogo(db, dataDir)).data;
  return {
    company,
    logo,
    customer: {
      name: customer?.name ?? invoice.customer_name,
      address: customer?.address ?? null,
      vatNumber: customer?.vatNumber ?? null,
    },
  };
}

/** Where the PDF of an existing invoice is read for this action (generate_invoice_pdf's pdf_url). */
export async function invoicePdfLink(
  db: Db,
  base: string,
  request: { invoice_number: number; include_details: boolean; action: PdfAction },
): Promise<string> {
  await invoiceByNumber(db, request.invoice_number);
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
 * The invoice's PDF. The first download or print of a Posted invoice issues the original (audited);
 * every later one is marked as a copy. A preview never issues anything.
 */
export async function invoicePdf(
  db: Db,
  dataDir: string,
  request: { number: number; includeDetails: boolean; action: PdfAction },
  actor: Actor,
): Promise<Buffer> {
  const invoice = await invoiceByNumber(db, request.number);
  const [parties, jobs, issued] = await Promise.all([
    printedParties(db, dataDir, invoice),
    request.includeDetails ? invoicedJobs(db, invoice.id) : Promise.resolve(null),
    invoice.status === 'Posted' ? issueOriginal(db, invoice.id, request.action !== 'preview', actor) : false,
  ]);
  return renderInvoicePdf({ invoice, ...parties, jobs, copy: issued, kind: 'invoice' });
}

/** The tax credit note that cancelled a posted invoice, for its full amount; 404 when there is none. */
export async function creditNotePdf(db: Db, dataDir: string, invoiceNumber: number) {
  const invoice = await invoiceByNumber(db, invoiceNumber);
  if (invoice.credit_note === null) throw notFound(INVOICE_MESSAGES.noCreditNote);
  const parties = await printedParties(db, dataDir, invoice);
  const pdf = await renderInvoicePdf({ invoice, ...parties, jobs: null, copy: false, kind: 'credit_note' });
  return { pdf, fileName: `CN-ARG-${invoice.credit_note.number}.pdf` };
}
