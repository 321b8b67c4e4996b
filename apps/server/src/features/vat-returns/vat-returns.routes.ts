import type { FastifyInstance } from 'fastify';
import { todayIn } from '@fleetledger/shared/dates';
import { booksPeriodQuery } from '@fleetledger/shared/ledger/books.contract';
import {
  vatReturnDocumentsQuery,
  vatReturnDocumentsResponse,
  vatReturnFileRequest,
  vatReturnFileResponse,
  vatReturnResponse,
  vatReturnsResponse,
} from '@fleetledger/shared/vat-returns/vat-returns.contract';
import { booksCalls } from '../../http/books-calls';
import { printedReportCall } from '../../http/pdf-reply';
import { fileVatReturn, filedVatReturns } from './vat-return-filing.service';
import { returnDocuments, vatReturn, vatReturnPdf } from './vat-returns.service';

export function vatReturnsRoutes(app: FastifyInstance): void {
  const { books } = booksCalls(app);
  const db = () => app.database.db;
  const today = () => todayIn(app.config.companyTz);
  books.get('vat_return', { takes: booksPeriodQuery, answer: vatReturnResponse }, ({ query }) =>
    vatReturn(db(), query),
  );
  books.get(
    'vat_return_documents',
    { takes: vatReturnDocumentsQuery, answer: vatReturnDocumentsResponse },
    ({ query }) => returnDocuments(db(), query),
  );
  printedReportCall(books, 'vat_return_pdf', booksPeriodQuery, (query) => vatReturnPdf(db(), query, today()));
  books.post('vat_return_file', { takes: vatReturnFileRequest, answer: vatReturnFileResponse }, ({ body, actor }) =>
    fileVatReturn(db(), body, actor, today()),
  );
  books.get('vat_returns', { answer: vatReturnsResponse }, () => filedVatReturns(db()));
}
