import type { InvoiceLine } from '@fleetledger/shared/invoices/invoice-lines';

/** A checked line as the user wrote it: the part every document kind (an invoice's, a purchase's) holds alike. */
type WrittenLine = Pick<InvoiceLine, 'accountId' | 'description' | 'quantity' | 'unitFils' | 'vatPercent' | 'crDr'>;

/** The columns of a document's item row that hold the line as written (amounts are the kind's own). */
export function writtenLineColumns({ accountId, description, quantity, unitFils, vatPercent, crDr }: WrittenLine) {
  return { accountId, description, quantity, unitFils, vatPercent, crDr };
}
