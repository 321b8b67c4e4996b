import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VAT_RETURN_NOTICES } from '@fleetledger/shared/vat-returns/vat-return-boxes';
import type * as DownloadFileModule from '../../../ui/download-file';
import { downloadFile } from '../../../ui/download-file';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderRoutes } from '../../../testing/render-routes';
import {
  BOX_16,
  BOX_7,
  FILED_Q3_DIFFERING,
  FILED_RETURNS,
  Q4_WITH_LISTS,
  vatReturn,
} from '../testing/vat-return-answers';
import { VatReturnPage } from './vat-return-page';
import { hrefOf } from '../../../testing/links';
import { rowTexts } from '../../../testing/tables';

// The workbook is made for real; only handing it to the browser as a download is watched.
vi.mock('../../../ui/download-file', async (original) => ({
  ...(await original<typeof DownloadFileModule>()),
  downloadFile: vi.fn(),
}));

const routes = [{ path: '/books/vat-return', element: <VatReturnPage /> }];
const Q3 = '/books/vat-return?from=2026-07-01&to=2026-09-30';
const Q4 = '/books/vat-return?from=2026-10-01&to=2026-12-31';

/** The server: Q4's draft (the given one), Q3 as filed and differing since, box 7's and box 16's documents, the filed list. */
function returnServer(q4 = Q4_WITH_LISTS) {
  return mockFetch((path) => {
    const query = new URL(path, 'http://localhost').searchParams;
    if (path.includes('books/vat_returns')) return jsonResponse(200, { success: true, returns: FILED_RETURNS });
    if (path.includes('books/vat_return_documents?')) {
      const documents = { 7: BOX_7, 16: BOX_16 }[query.get('box') ?? ''];
      return documents === undefined
        ? jsonResponse(404, { success: false, message: 'Not found' })
        : jsonResponse(200, documents);
    }
    if (path.includes('books/vat_return?')) {
      return jsonResponse(200, query.get('from') === '2026-07-01' ? { success: true, ...FILED_Q3_DIFFERING } : q4);
    }
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('VatReturnPage boxes', () => {
  it('shows every box in English and Arabic with its amount and VAT, and the net VAT due', async () => {
    returnServer(vatReturn(10.525));
    renderRoutes(routes, [Q4]);

    const table = await screen.findByRole('table', { name: 'VAT Return' });
    expect(rowTexts(table)).toEqual([
      'BoxDescriptionالوصفAmount (BD)VAT (BD)',
      '1Standard rated salesالمبيعات الخاضعة للنسبة الأساسيةBD 250.500BD 12.525',
      '4Zero-rated domestic salesالمبيعات المحلية الخاضعة لنسبة الصفرBD 0.000',
      '7Total salesإجمالي المبيعاتBD 250.500BD 12.525',
      '8Standard rated domestic purchasesالمشتريات المحلية الخاضعة للنسبة الأساسيةBD 40.000BD 2.000',
      '13Purchases that are zero-rated, exempt or from unregistered suppliersالمشتريات الخاضعة لنسبة الصفر أو المعفاة أو من موردين غير مسجلينBD 0.000',
      '14Total purchasesإجمالي المشترياتBD 40.000BD 2.000',
      '15Total VAT due for current periodإجمالي الضريبة المستحقة عن الفترة الحاليةBD 10.525',
      '16Corrections from earlier periodsتصحيحات من فترات سابقةBD 0.000',
      '18Net VAT due (or reclaimed)صافي الضريبة المستحقة (أو المستردة)BD 10.525',
    ]);
    // The Arabic reads right to left, so the brackets of box 18's name come out as written.
    expect(within(table).getByText('صافي الضريبة المستحقة (أو المستردة)')).toHaveAttribute('dir', 'rtl');
    expect(within(table).getByText('صافي الضريبة المستحقة (أو المستردة)')).toHaveAttribute('lang', 'ar');
    expect(screen.getByTestId('books-verdict')).toHaveTextContent('Net VAT due: BD 10.525');
    // Only the boxes made of documents open them.
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Standard rated sales',
      'Zero-rated domestic sales',
      'Total sales',
      'Standard rated domestic purchases',
      'Purchases that are zero-rated, exempt or from unregistered suppliers',
      'Total purchases',
      'Corrections from earlier periods',
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(hrefOf('Open PDF')).toBe('/api/transportation/books/vat_return_pdf?from=2026-10-01&to=2026-12-31');
    expect(hrefOf('Download')).toBe(
      '/api/transportation/books/vat_return_pdf?from=2026-10-01&to=2026-12-31&download=1',
    );
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeEnabled();
  });

  it("opens a box's documents, each linking to its page, with their totals and Export Excel; closing leaves the address as it was", async () => {
    const fetchMock = returnServer();
    const user = userEvent.setup();
    const router = renderRoutes(routes, [Q4]);

    await user.click(await screen.findByRole('link', { name: 'Total sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Box 7: Total sales' });
    expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-12-31&box=7');
    const table = await within(dialog).findByRole('table', { name: 'Box 7: Total sales' });
    expect(rowTexts(table)).toEqual([
      'NumberDatePartyBoxAmount (BD)VAT (BD)',
      'INV-ARG-1205/11/2026Gulf Freight WLL1BD 260.500BD 13.025',
      'CN-ARG-320/11/2026Gulf Freight WLL1-BD 10.000-BD 0.500',
      'INV-ARG-1401/12/2026Seef Logistics4BD 0.000BD 0.000',
      'TotalBD 250.500BD 12.525',
    ]);
    expect(hrefOf('CN-ARG-3', table)).toBe('/credit-note/3');
    expect(hrefOf('INV-ARG-12', table)).toBe('/invoice/12');
    expect(callsTo(fetchMock, 'books/vat_return_documents')).toEqual([
      '/api/transportation/books/vat_return_documents?from=2026-10-01&to=2026-12-31&box=7',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Export Excel' }));
    await waitFor(() =>
      expect(downloadFile).toHaveBeenCalledWith(expect.any(Blob), 'vat_return_box_7_2026-10-01_2026-12-31.xlsx'),
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-12-31');
  });

  it('opens a box from anywhere on its row, and box 16 names the period each correction corrects', async () => {
    returnServer();
    const user = userEvent.setup();
    renderRoutes(routes, [Q4]);

    const boxes = await screen.findByRole('table', { name: 'VAT Return' });
    await user.click(within(boxes).getByText('تصحيحات من فترات سابقة'));
    const dialog = await screen.findByRole('dialog', { name: 'Box 16: Corrections from earlier periods' });
    const table = await within(dialog).findByRole('table', { name: 'Box 16: Corrections from earlier periods' });
    expect(rowTexts(table)).toEqual([
      'NumberDatePartyBoxCorrectsAmount (BD)VAT (BD)',
      'INV-ARG-3128/09/2026Gulf Freight WLL101/07/2026 – 30/09/2026BD 60,000.000BD 6,000.000',
      'EXP-4010/09/2026Bapco Retail801/07/2026 – 30/09/2026BD 5.000BD 0.500',
      'Net VAT (box 16)BD 5,999.500',
    ]);
    expect(hrefOf('EXP-40', table)).toBe('/expense-edit/40');
  });

  it('opens the box named in the address, as a link to it would', async () => {
    returnServer();
    renderRoutes(routes, [`${Q4}&box=7`]);
    expect(await screen.findByRole('dialog', { name: 'Box 7: Total sales' })).toBeInTheDocument();
  });

  it('says above the boxes what must be read first, and lists what the boxes leave out under them', async () => {
    returnServer();
    renderRoutes(routes, [Q4]);

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(VAT_RETURN_NOTICES.voluntaryDisclosure(6_000_000));
    const boxes = screen.getByRole('table', { name: 'VAT Return' });
    // Above the boxes in the page's order.
    expect(notice.compareDocumentPosition(boxes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const corrections = section('Corrections from earlier periods (box 16)');
    expect(rowTexts(within(corrections).getByRole('table'))).toEqual([
      'NumberDatePartyBoxCorrectsAmount (BD)VAT (BD)',
      'INV-ARG-3128/09/2026Gulf Freight WLL101/07/2026 – 30/09/2026BD 60,000.000BD 6,000.000',
      'Net VAT (box 16)BD 6,000.000',
    ]);
    const outside = section('VAT accounts moved outside the return');
    expect(rowTexts(within(outside).getByRole('table', { name: 'VAT accounts moved outside the return' }))).toEqual([
      'NumberDateAccountAmount (BD)',
      'JV-ARG-515/10/2026VAT Output-BD 120.000',
      'OB-101/10/2026VAT Input-BD 3.500',
      'Total-BD 123.500',
    ]);
    expect(hrefOf('JV-ARG-5', outside)).toBe('/journal/5');
    expect(hrefOf('VAT Output', outside)).toBe('/books/general-ledger?account_id=41&from=2026-10-01&to=2026-12-31');
    const discounts = section('Discounts (in no box)');
    expect(rowTexts(within(discounts).getByRole('table'))).toEqual([
      'NumberDatePartySideAmount (BD)',
      'INV-ARG-4002/11/2026Gulf Freight WLLSales-BD 5.000',
    ]);
    // A draft has nothing filed to differ from.
    expect(screen.queryByRole('region', { name: 'The books now differ by' })).not.toBeInTheDocument();
  });

  it('shows none of the lists when the period has nothing for them', async () => {
    returnServer(vatReturn(10.525));
    renderRoutes(routes, [Q4]);
    await screen.findByRole('table', { name: 'VAT Return' });

    for (const name of [
      'Corrections from earlier periods (box 16)',
      'VAT accounts moved outside the return',
      'Discounts (in no box)',
      'The books now differ by',
    ]) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
  });

  it('shows, for a filed return, what the books now differ by, each document, and the later returns that carried it', async () => {
    returnServer();
    const user = userEvent.setup();
    const router = renderRoutes(routes, [Q3]);

    const differ = await screen.findByRole('region', { name: 'The books now differ by' });
    expect(within(differ).getByRole('group', { name: 'Output VAT' })).toHaveTextContent('BD 10.000');
    expect(within(differ).getByRole('group', { name: 'Input VAT' })).toHaveTextContent('-BD 2.000');
    expect(within(differ).getByRole('group', { name: 'Net VAT' })).toHaveTextContent('BD 12.000');
    expect(rowTexts(within(differ).getByRole('table', { name: 'Documents changed since filing' }))).toEqual([
      'NumberDatePartyBoxAmount (BD)VAT (BD)',
      'INV-ARG-3128/09/2026Gulf Freight WLL1BD 100.000BD 10.000',
      'PV-ARG-914/08/2026Bapco Retail8-BD 20.000-BD 2.000',
    ]);
    expect(hrefOf('PV-ARG-9', differ)).toBe('/purchase/9');
    const carried = within(differ).getByRole('list', { name: 'Carried into later returns' });
    expect(carried).toHaveTextContent('01/10/2026 – 31/12/2026: net VAT BD 5.000');

    await user.click(within(carried).getByRole('link', { name: '01/10/2026 – 31/12/2026' }));
    expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-12-31');
    expect(await screen.findByRole('region', { name: 'Discounts (in no box)' })).toBeInTheDocument();
  });

  it('lists the filed returns under the return, each opening it as filed, with what the books now differ by', async () => {
    returnServer();
    const user = userEvent.setup();
    const router = renderRoutes(routes, [Q4]);

    const filed = await screen.findByRole('table', { name: 'Filed VAT returns' });
    expect(rowTexts(filed)).toEqual([
      'PeriodNet VAT due (BD)Filed byFiled atBooks now differ by (BD)',
      '01/07/2026 – 30/09/2026BD 10.525Aisha Al Khalifa04/10/2026 09:41BD 12.000',
    ]);
    await user.click(within(filed).getByRole('link', { name: '01/07/2026 – 30/09/2026' }));
    expect(router.state.location.search).toBe('?from=2026-07-01&to=2026-09-30');
    expect(await screen.findByTestId('vat-return-standing')).toHaveTextContent(
      'Filed on 04/10/2026 09:41 by Aisha Al Khalifa — these are the figures as filed',
    );
  });
});
