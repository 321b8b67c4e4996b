import { formatDisplayDate } from '@fleetledger/shared/dates';
import type { CustomerStatement } from '@fleetledger/shared/ledger/books.contract';
import { bdToFils } from '@fleetledger/shared/money';
import type { CompanySettings } from '@fleetledger/shared/settings/settings.contract';
import { companyHeader, pdfDocument, printedFils, type Doc } from '../../../pdf/pdf-document';
import { documentFacts, documentParty, documentTitle } from '../../../pdf/pdf-heading';
import { PAGE, table, type Column } from '../../../pdf/pdf-table';
import { totalLine } from '../../../pdf/pdf-total-line';
import { drawLine } from '../../../pdf/pdf-text';

export interface CustomerStatementInput {
  statement: CustomerStatement;
  company: CompanySettings;
  logo: Buffer | null;
}

const printedBd = (bd: number) => printedFils(bdToFils(bd));

function heading(doc: Doc, { statement }: CustomerStatementInput, top: number): number {
  documentTitle(doc, 'Statement of Account', 'كشف حساب', top);
  const right = documentFacts(
    doc,
    [
      ['Period from', formatDisplayDate(statement.from)],
      ['Period to', formatDisplayDate(statement.to)],
    ],
    top + 30,
  );
  let left = documentParty(doc, 'Customer', statement.customer.name, top + 30);
  if (statement.customer.cr_name !== null) {
    drawLine(doc, statement.customer.cr_name, PAGE.left, left, { width: 300, size: 10, bold: true, align: 'left' });
    left += 16;
  }
  return Math.max(left, right) + 12;
}

const COLUMNS: Column[] = [
  { title: 'Date', width: 60 },
  { title: 'Document', width: 95 },
  { title: 'Description', width: 140 },
  { title: 'Debit (BD)', width: 75, align: 'right' },
  { title: 'Credit (BD)', width: 75, align: 'right' },
  { title: 'Balance (BD)', width: 70, align: 'right' },
];

function movements(doc: Doc, { statement }: CustomerStatementInput, top: number): number {
  const rows = [
    [formatDisplayDate(statement.from), '', 'Opening balance', '', '', printedBd(statement.opening_balance)],
    ...statement.rows.map((row) => [
      formatDisplayDate(row.date),
      row.source_number,
      row.description,
      row.debit === 0 ? '' : printedBd(row.debit),
      row.credit === 0 ? '' : printedBd(row.credit),
      printedBd(row.balance),
    ]),
    [
      formatDisplayDate(statement.to),
      '',
      'Totals for the period',
      printedBd(statement.total_debit),
      printedBd(statement.total_credit),
      '',
    ],
  ];
  return table(doc, COLUMNS, rows, top) + 8;
}

function balances(doc: Doc, { statement }: CustomerStatementInput, top: number): void {
  const lines: [string, number][] = [
    ['Closing balance (BD)', statement.closing_balance],
    ['Unallocated advance (BD)', statement.unallocated_advance],
  ];
  let y = top;
  if (y > PAGE.bottom - lines.length * 18) {
    doc.addPage();
    y = PAGE.top;
  }
  for (const [label, amount] of lines) {
    totalLine(doc, label, printedBd(amount), y);
    y += 18;
  }
}

/** A customer's statement of account: who, the period, the opening balance, each movement, the closing balance. */
export function renderCustomerStatement(input: CustomerStatementInput): Promise<Buffer> {
  const { doc, done } = pdfDocument(`Statement of Account ${input.statement.customer.name}`);
  let y = companyHeader(doc, input.company, input.logo);
  y = heading(doc, input, y);
  y = movements(doc, input, y);
  balances(doc, input, y);
  doc.end();
  return done;
}
