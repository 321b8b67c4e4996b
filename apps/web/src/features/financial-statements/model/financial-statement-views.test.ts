import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { booksWorkbook } from '../../../lib/books/books-workbook';
import { BALANCE_SHEET, PROFIT_AND_LOSS, PROFIT_AND_LOSS_ALONE } from '../testing/financial-statements-answers';
import { balanceSheetVerdict, balanceSheetView } from './balance-sheet-view';
import { netProfitVerdict, profitAndLossView } from './profit-and-loss-view';
import { viewHeaders } from '../../../testing/tables';

const names = (view: ReturnType<typeof profitAndLossView>) =>
  view.rows.map((row) => [row.role ?? 'data', row.cells[0]?.kind === 'text' ? row.cells[0].text : '']);

describe('profitAndLossView', () => {
  it('lists income, then expenses, each under its heading and over its total, the net profit last', () => {
    const view = profitAndLossView(PROFIT_AND_LOSS_ALONE);
    expect(viewHeaders(view)).toEqual(['Account', 'This period']);
    expect(names(view)).toEqual([
      ['heading', 'Income'],
      ['data', 'Transportation Sales'],
      ['data', 'Discount'],
      ['subtotal', 'Total income'],
      ['heading', 'Expenses'],
      ['data', 'Fuel Expense'],
      ['subtotal', 'Total expenses'],
    ]);
    expect(view.rows[1]?.cells).toEqual([
      {
        kind: 'text',
        text: 'Transportation Sales',
        link: '/books/general-ledger?account_id=25&from=2026-01-01&to=2026-02-28',
      },
      { kind: 'money', fils: 200_000 },
    ]);
    expect(view.rows[2]?.cells[1]).toEqual({ kind: 'money', fils: -20_000 });
    expect(view.totals?.cells).toEqual([
      { kind: 'text', text: 'Net profit' },
      { kind: 'money', fils: 130_000, signed: true, net: true },
    ]);
    expect(view.period).toBe('01/01/2026 – 28/02/2026');
    expect(view.verdict).toEqual({ text: 'Net profit for the period: BD 130.000.', tone: 'good' });
    expect(view.fileName).toBe('profit_and_loss_2026-01-01_2026-02-28.xlsx');
  });

  it('names a loss "Net loss", and a profit beside a loss "Net profit (loss)"', () => {
    const loss = { ...PROFIT_AND_LOSS_ALONE, net_profit: -93_439.45 };
    expect(profitAndLossView(loss).totals?.cells[0]).toEqual({ kind: 'text', text: 'Net loss' });
    expect(profitAndLossView(loss).figures[2]?.label).toBe('Net loss');
    const mixed = { ...PROFIT_AND_LOSS, net_profit: -93_439.45 };
    expect(profitAndLossView(mixed).totals?.cells[0]).toEqual({ kind: 'text', text: 'Net profit (loss)' });
  });

  it('adds the comparison period as a column of its own, named in the period line', () => {
    const view = profitAndLossView(PROFIT_AND_LOSS);
    expect(viewHeaders(view)).toEqual(['Account', 'This period', 'Previous period']);
    expect(view.period).toBe('01/01/2026 – 28/02/2026, compared with 03/11/2025 – 31/12/2025 (previous period)');
    expect(view.rows[3]?.cells.slice(1)).toEqual([
      { kind: 'money', fils: 180_000 },
      { kind: 'money', fils: 100_000 },
    ]);
    expect(view.totals?.cells[2]).toEqual({ kind: 'money', fils: 70_000, signed: true, net: true });
  });

  it('is empty when no income or expense account moved, and calls a loss a loss', () => {
    const empty = { ...PROFIT_AND_LOSS_ALONE, income: { ...PROFIT_AND_LOSS_ALONE.income, rows: [] } };
    expect(profitAndLossView({ ...empty, expenses: { ...empty.expenses, rows: [] } }).rows).toEqual([]);
    expect(netProfitVerdict(-12.345)).toEqual({ text: 'Net loss for the period: BD 12.345.', tone: 'bad' });
    expect(netProfitVerdict(0).tone).toBe('good');
  });
});

describe('balanceSheetView', () => {
  it('lists assets, liabilities and equity with their totals, and liabilities plus equity under them', () => {
    const view = balanceSheetView(BALANCE_SHEET);
    expect(names(view)).toEqual([
      ['heading', 'Assets'],
      ['data', 'Cash GL'],
      ['data', 'Al Salam Bank'],
      ['data', 'Accounts Receivable'],
      ['data', 'VAT Input'],
      ['subtotal', 'Total assets'],
      ['heading', 'Liabilities'],
      ['data', 'Accounts Payable'],
      ['data', 'VAT Output'],
      ['subtotal', 'Total liabilities'],
      ['heading', 'Equity'],
      ['data', 'Retained Earnings'],
      ['data', 'Current Year Earnings'],
      ['subtotal', 'Total equity'],
    ]);
    // An account leads to its ledger for the year to the date; the computed earnings lead nowhere.
    expect(view.rows[1]?.cells[0]).toMatchObject({
      link: '/books/general-ledger?account_id=27&from=2026-01-01&to=2026-02-28',
    });
    expect(view.rows[11]?.cells[0]).toEqual({ kind: 'text', text: 'Retained Earnings' });
    expect(view.rows[12]?.cells[0]).toEqual({ kind: 'text', text: 'Current Year Earnings' });
    expect(view.totals?.cells[1]).toEqual({ kind: 'money', fils: 275_000 });
    expect(view.period).toBe('As at 28/02/2026');
    expect(view.verdict).toEqual({ text: 'Assets equal liabilities plus equity.', tone: 'good' });
    expect(view.fileName).toBe('balance_sheet_2026-02-28.xlsx');
  });

  it('says by how much the two sides differ if they ever do', () => {
    expect(balanceSheetVerdict({ ...BALANCE_SHEET, total_liabilities_and_equity: 274.99 })).toEqual({
      text: 'Assets and liabilities plus equity differ by BD 0.010.',
      tone: 'bad',
    });
  });

  it('exports the statement as shown: headings and subtotals in bold, amounts as numbers', async () => {
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(await (await booksWorkbook(balanceSheetView(BALANCE_SHEET))).xlsx.writeBuffer());
    const sheet = read.worksheets[0]!;
    expect(sheet.name).toBe('Balance Sheet');
    // The table's rows: the key figures listed under it repeat some of their names.
    const byName = new Map<string, ExcelJS.Row>();
    sheet.eachRow((row) => {
      const name = row.getCell(1).text;
      if (!byName.has(name)) byName.set(name, row);
    });
    expect(byName.get('Assets')?.font?.bold).toBe(true);
    expect(byName.get('Total assets')?.getCell(2).value).toBe(275);
    expect(byName.get('Total assets')?.font?.bold).toBe(true);
    expect(byName.get('Cash GL')?.getCell(2).value).toBe(-30);
    expect(byName.get('Total liabilities and equity')?.getCell(2).value).toBe(275);
  });
});
