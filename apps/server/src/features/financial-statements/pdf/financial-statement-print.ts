import type {
  BalanceSheet,
  BalanceSheetSection,
  ProfitAndLoss,
  ProfitAndLossSection,
} from '@fleetledger/shared/financial-statements/financial-statements.contract';
import {
  COMPARISON_LABELS,
  lossInBrackets,
  netResultName,
} from '@fleetledger/shared/financial-statements/financial-statements.rules';
import { bdToFils } from '@fleetledger/shared/money';
import type { CompanySettings } from '@fleetledger/shared/settings/settings.contract';
import {
  fact,
  printedBd,
  printedDate,
  printedFils,
  printedHead,
  total,
  type Bilingual,
  type PrintedDocument,
} from '../../../typeset/printed-document';
import { typeset } from '../../../typeset/typesetter';

interface Letterhead {
  company: CompanySettings;
  logo: Buffer | null;
}

/** A row of a statement's table: a section's heading, an account, or a section's total. */
interface StatementRow {
  kind: 'heading' | 'account' | 'total';
  code: string;
  name: string;
  /** The Arabic beside a heading's or a total's name; empty for an account. */
  ar: string;
  amounts: string[];
}

/** What the statement template reads (templates/financial-statement.typ). */
interface FinancialStatementPrint extends PrintedDocument {
  /** The amount columns' headings: the period, and the period it is compared with. */
  columns: Bilingual[];
  rows: StatementRow[];
}

const periodText = ({ from, to }: { from: string; to: string }) => `${printedDate(from)} – ${printedDate(to)}`;

/** A section as rows: its heading, each account, its total (named Total <section>); amounts per column. */
function sectionRows(
  heading: Bilingual,
  rows: { account_code: string | null; account_name: string; amounts: number[] }[],
  totals: number[],
): StatementRow[] {
  const totalWords = { en: `Total ${heading.en.toLowerCase()}`, ar: `إجمالي ${heading.ar}` };
  return [
    { kind: 'heading', code: '', name: heading.en, ar: heading.ar, amounts: totals.map(() => '') },
    ...rows.map((row) => ({
      kind: 'account' as const,
      code: row.account_code ?? '',
      name: row.account_name,
      ar: '',
      amounts: row.amounts.map(printedBd),
    })),
    { kind: 'total', code: '', name: totalWords.en, ar: totalWords.ar, amounts: totals.map(printedBd) },
  ];
}

/** The statement's own head: its title and period under the letterhead; the company is whom it concerns. */
function statementHead(letterhead: Letterhead, title: Bilingual, number: string, date: string) {
  return printedHead(letterhead, {
    title,
    number,
    date,
    notices: [],
    draft: null,
    party: { label: { en: 'Company', ar: 'الشركة' }, name: letterhead.company.legal_name_en, lines: [] },
  });
}

/** A profit as it is, a loss in brackets: "Net loss (BD)  (93,439.450)". */
const printedNet = (bd: number) => lossInBrackets(bdToFils(bd), printedFils);

function profitAndLossPrint(statement: ProfitAndLoss, letterhead: Letterhead): FinancialStatementPrint {
  const compare = statement.compare;
  const period = periodText(statement);
  const amountsOf = (current: number, earlier: number | null) =>
    compare === null ? [current] : [current, earlier ?? 0];
  const section = (heading: Bilingual, of: ProfitAndLossSection) =>
    sectionRows(
      heading,
      of.rows.map((row) => ({ ...row, amounts: amountsOf(row.amount, row.compare_amount) })),
      amountsOf(of.total, of.compare_total),
    );
  const net = printedNet(statement.net_profit);
  const netName = netResultName(statement.net_profit);
  return {
    ...statementHead(
      letterhead,
      { en: 'Profit and Loss', ar: 'قائمة الأرباح والخسائر' },
      period,
      printedDate(statement.to),
    ),
    facts: [
      fact('Period from', 'من تاريخ', printedDate(statement.from)),
      fact('Period to', 'إلى تاريخ', printedDate(statement.to)),
      ...(compare === null
        ? []
        : [fact(`Compared with (${COMPARISON_LABELS[compare.kind]})`, 'مقارنة مع', periodText(compare))]),
      fact(`${netName.en} (BD)`, netName.ar, net),
    ],
    columns: [
      { en: `${period} (BD)`, ar: 'الفترة' },
      ...(compare === null ? [] : [{ en: `${periodText(compare)} (BD)`, ar: 'فترة المقارنة' }]),
    ],
    rows: [
      ...section({ en: 'Income', ar: 'الإيرادات' }, statement.income),
      ...section({ en: 'Expenses', ar: 'المصروفات' }, statement.expenses),
    ],
    totals: [
      ...(compare === null
        ? []
        : [
            total(
              `${netResultName(statement.compare_net_profit ?? 0).en}, ${periodText(compare)} (BD)`,
              `${netResultName(statement.compare_net_profit ?? 0).ar} للمقارنة`,
              printedNet(statement.compare_net_profit ?? 0),
            ),
          ]),
      total(`${netName.en} (BD)`, netName.ar, net, true),
    ],
  };
}

function balanceSheetPrint(sheet: BalanceSheet, letterhead: Letterhead): FinancialStatementPrint {
  const asAt = printedDate(sheet.date);
  const section = (heading: Bilingual, of: BalanceSheetSection) =>
    sectionRows(
      heading,
      of.rows.map((row) => ({ ...row, amounts: [row.amount] })),
      [of.total],
    );
  const assets = printedBd(sheet.assets.total);
  return {
    ...statementHead(letterhead, { en: 'Balance Sheet', ar: 'الميزانية العمومية' }, `As at ${asAt}`, asAt),
    facts: [
      fact('As at', 'كما في', asAt),
      fact('Financial year from', 'بداية السنة المالية', printedDate(sheet.financial_year_start)),
      fact('Total assets (BD)', 'إجمالي الأصول', assets),
    ],
    columns: [{ en: `${asAt} (BD)`, ar: 'المبلغ' }],
    rows: [
      ...section({ en: 'Assets', ar: 'الأصول' }, sheet.assets),
      ...section({ en: 'Liabilities', ar: 'الخصوم' }, sheet.liabilities),
      ...section({ en: 'Equity', ar: 'حقوق الملكية' }, sheet.equity),
    ],
    totals: [
      total('Total assets (BD)', 'إجمالي الأصول', assets),
      total(
        'Total liabilities and equity (BD)',
        'إجمالي الخصوم وحقوق الملكية',
        printedBd(sheet.total_liabilities_and_equity),
        true,
      ),
    ],
  };
}

/** The profit and loss statement printed under the company's letterhead. */
export function renderProfitAndLoss(statement: ProfitAndLoss, letterhead: Letterhead): Promise<Buffer> {
  return typeset('financial-statement', profitAndLossPrint(statement, letterhead), letterhead.logo);
}

/** The balance sheet printed under the company's letterhead. */
export function renderBalanceSheet(sheet: BalanceSheet, letterhead: Letterhead): Promise<Buffer> {
  return typeset('financial-statement', balanceSheetPrint(sheet, letterhead), letterhead.logo);
}
