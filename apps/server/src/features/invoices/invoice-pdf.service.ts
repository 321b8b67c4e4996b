import type { Db } from '../../db/client';
import { recordAudit } from '../../audit/audit-log';
import type { Actor } from '../../identity/actor';
import { companyLogo, companySettings } from '../settings/settings.service';
import { invoiceByNumber } from './invoice-records.service';
import { billedCustomer, invoicedJobs, originalIssued } from './invoice-pdf.queries';
import { renderInvoicePdf } from './pdf/invoice-pdf';

export type PdfAction = 'preview' | 'download' | 'print';

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
  const { settings: company } = await companySettings(db);
  const [customer, jobs, issued] = await Promise.all([
    billedCustomer(db, invoice.customer_id),
    request.includeDetails ? invoicedJobs(db, invoice.id) : Promise.resolve(null),
    invoice.status === 'Posted' ? originalIssued(db, invoice.id) : Promise.resolve(false),
  ]);
  const logo = company.logo_url === null ? null : (await companyLogo(db, dataDir)).data;
  if (invoice.status === 'Posted' && !issued && request.action !== 'preview') {
    await recordAudit(db, actor, { action: 'issue_original', entity: 'invoice', entityId: invoice.id });
  }
  return renderInvoicePdf({
    invoice,
    company,
    logo,
    customer: {
      name: customer?.name ?? invoice.customer_name,
      address: customer?.address ?? null,
      vatNumber: customer?.vatNumber ?? null,
    },
    jobs,
    copy: issued,
  });
}
