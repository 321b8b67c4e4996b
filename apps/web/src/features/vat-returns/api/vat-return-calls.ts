import type { BooksPeriod } from '@fleetledger/shared/ledger/books.contract';
import type { ListedBox } from '@fleetledger/shared/vat-returns/vat-return-boxes';
import {
  vatReturnDocumentsResponse,
  vatReturnFileResponse,
  vatReturnResponse,
  vatReturnsResponse,
  type VatReturnFileAnswer,
} from '@fleetledger/shared/vat-returns/vat-returns.contract';
import { booksPdfUrl, useBooksCall, useBooksChange, WHOLE_BOOKS } from '../../../lib/books/books-call';

export const useVatReturn = (period: BooksPeriod) => useBooksCall('vat_return', period, vatReturnResponse);

/** The documents of one box over the period; nothing is asked while no box is open. */
export const useVatReturnDocuments = (period: BooksPeriod, box: ListedBox | null) =>
  useBooksCall('vat_return_documents', box === null ? null : { ...period, box }, vatReturnDocumentsResponse);

export const vatReturnPdfUrl = (period: BooksPeriod, download = false) =>
  booksPdfUrl('vat_return', { ...period }, download);

export const useFiledVatReturns = () => useBooksCall('vat_returns', WHOLE_BOOKS, vatReturnsResponse);

/**
 * Files the period's return. The filed return takes the draft's place at once (the VAT Return page's
 * key for that period), so the page never offers to file it twice; the rest of the books is asked again.
 */
export const useFileVatReturn = () =>
  useBooksChange<BooksPeriod, VatReturnFileAnswer>('vat_return_file', vatReturnFileResponse, (client, { filed }) =>
    client.setQueryData(['books', 'vat_return', { from: filed.from, to: filed.to }], { success: true, ...filed }),
  );
