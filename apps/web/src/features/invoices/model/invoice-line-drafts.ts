import type { VatRate } from '@fleetledger/shared/documents/document-line';
import { VAT_RATES } from '@fleetledger/shared/documents/document-line';
import type { InvoiceItem, InvoiceRecord, InvoiceUpdatePayload } from '@fleetledger/shared/invoices/invoices.contract';
import type { ConflictDifference } from '../../../ui/conflict-dialog';
import type { EditableLine } from '../../../ui/document-lines-editor';

/** An invoice line on the edit screen: the editor's typed figures plus what the line keeps unchanged. */
export interface InvoiceLineDraft extends EditableLine {
  id: number;
  accountId: number;
  accountName: string;
  /** Comma-separated job ids of a job line, or null. */
  jobIds: string | null;
  kind: InvoiceItem['kind'];
}

function vatRate(percent: number): VatRate {
  return VAT_RATES.find((rate) => rate === percent) ?? 0;
}

export function lineDrafts(items: readonly InvoiceItem[]): InvoiceLineDraft[] {
  return items.map((item) => ({
    key: String(item.id),
    id: item.id,
    accountId: item.account_id,
    accountName: item.account_name,
    jobIds: item.job_id,
    kind: item.kind,
    description: item.description,
    quantity: String(item.qty),
    unit: item.amount.toFixed(3),
    vatPercent: vatRate(item.vat_percentage),
    // Job lines keep their jobs, figures and description on the server: the screen shows them whole.
    locked: item.kind === 'job',
    sign: item.kind === 'discount' ? -1 : 1,
  }));
}

/**
 * invoice_update's payload: the header as read, the lines as edited, at the version read. Figures
 * go as typed; the server checks them with its numbered messages and works out every amount.
 */
export function invoiceUpdatePayload(
  invoice: InvoiceRecord,
  drafts: readonly InvoiceLineDraft[],
  version = invoice.version,
): InvoiceUpdatePayload {
  return {
    id: invoice.id,
    version,
    customer_id: invoice.customer_id,
    date: invoice.date,
    reference: invoice.reference,
    narration: invoice.narration,
    items: drafts.map((draft) => ({
      id: draft.id,
      account_id: draft.accountId,
      job_id: draft.jobIds,
      qty: draft.quantity,
      amount: draft.unit,
      vat_percentage: draft.vatPercent,
      cr_dr: draft.kind === 'discount' ? 'dr' : 'cr',
      description: draft.description,
    })),
  };
}

function lineText(draft: InvoiceLineDraft | undefined): string {
  if (draft === undefined) return '(removed)';
  return `${draft.description} · ${draft.quantity} × ${draft.unit} · ${draft.vatPercent} %`;
}

/** The lines where the stored invoice and the user's edit differ, for the conflict dialog. */
export function lineDifferences(
  theirs: readonly InvoiceLineDraft[],
  yours: readonly InvoiceLineDraft[],
): ConflictDifference[] {
  const count = Math.max(theirs.length, yours.length);
  const differences: ConflictDifference[] = [];
  for (let index = 0; index < count; index += 1) {
    const [their, your] = [lineText(theirs[index]), lineText(yours[index])];
    if (their !== your) differences.push({ field: `Line ${index + 1}`, theirs: their, yours: your });
  }
  return differences;
}
