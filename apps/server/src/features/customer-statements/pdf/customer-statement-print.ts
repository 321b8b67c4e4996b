import type { Aging, CustomerStatement } from '@fleetledger/shared/ledger/books.contract';
import type { CompanySettings } from '@fleetledger/shared/settings/settings.contract';
import {
  fact,
  printedBd,
  printedDate,
  printedHead,
  total,
  type Bilingual,
  type PrintedDocument,
} from '../../../typeset/printed-document';
import { typeset } from '../../../typeset/typesetter';

export interface CustomerStatementInput {
  statement: CustomerStatement;
  company: CompanySettings;
  logo: Buffer | null;
  /** The customer's lines under their name: the Arabic name, address, VAT number. */
  customerLines: string[];
  paymentTermsDays: number;
  /** What the customer owes by age at the end of the period. */
  aging: Aging['totals'];
}

/** What the customer-statement template reads (templates/customer-statement.typ). */
interface CustomerStatementPrint extends PrintedDocument {
  aging: { date: string; columns: Bilingual[]; values: string[] };
  rows: Record<'date' | 'document' | 'description' | 'debit' | 'credit' | 'balance', string>[];
}

const AGING_COLUMNS: [keyof Aging['totals'], string, string][] = [
  ['not_due', 'Not due', 'غير مستحق'],
  ['days_1_30', '1–30 days', '١–٣٠ يوماً'],
  ['days_31_60', '31–60 days', '٣١–٦٠ يوماً'],
  ['days_61_90', '61–90 days', '٦١–٩٠ يوماً'],
  ['over_90', 'Over 90 days', 'أكثر من ٩٠ يوماً'],
  ['advance', 'Advance', 'دفعة مقدمة'],
  ['balance', 'Balance', 'الرصيد'],
];

const amountOrBlank = (bd: number) => (bd === 0 ? '' : printedBd(bd));

function customerStatementPrint(input: CustomerStatementInput): CustomerStatementPrint {
  const { statement, aging } = input;
  const [from, to] = [printedDate(statement.from), printedDate(statement.to)];
  return {
    ...printedHead(input, {
      title: { en: 'Statement of Account', ar: 'كشف حساب' },
      number: `${from} – ${to}`,
      date: to,
      notices: [],
      party: { label: { en: 'Customer', ar: 'العميل' }, name: statement.customer.name, lines: input.customerLines },
    }),
    facts: [
      fact('Period from', 'من تاريخ', from),
      fact('Period to', 'إلى تاريخ', to),
      fact('Payment terms', 'شروط الدفع', `${input.paymentTermsDays} days`),
      fact('Closing balance (BD)', 'الرصيد الختامي', printedBd(statement.closing_balance)),
    ],
    aging: {
      date: to,
      columns: AGING_COLUMNS.map(([, en, ar]) => ({ en, ar })),
      values: AGING_COLUMNS.map(([column]) => printedBd(aging[column])),
    },
    rows: [
      {
        date: from,
        document: '',
        description: 'Opening balance',
        debit: '',
        credit: '',
        balance: printedBd(statement.opening_balance),
      },
      ...statement.rows.map((row) => ({
        date: printedDate(row.date),
        document: row.source_number,
        description: row.description,
        debit: amountOrBlank(row.debit),
        credit: amountOrBlank(row.credit),
        balance: printedBd(row.balance),
      })),
      {
        date: to,
        document: '',
        description: 'Totals for the period',
        debit: printedBd(statement.total_debit),
        credit: printedBd(statement.total_credit),
        balance: '',
      },
    ],
    totals: [
      total('Closing balance (BD)', 'الرصيد الختامي', printedBd(statement.closing_balance), true),
      total('Unallocated advance (BD)', 'دفعات مقدمة غير مخصصة', printedBd(statement.unallocated_advance)),
    ],
  };
}

/** A customer's statement of account: who, the period, how old the debt is, each movement, the closing balance. */
export function renderCustomerStatement(input: CustomerStatementInput): Promise<Buffer> {
  return typeset('customer-statement', customerStatementPrint(input), input.logo);
}
