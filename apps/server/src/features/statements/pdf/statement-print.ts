import type { AgingFigures, StatementFigures } from '@fleetledger/shared/ledger/books.contract';
import type { CompanySettings } from '@fleetledger/shared/settings/settings.contract';
import {
  fact,
  printedBd,
  printedDate,
  printedHead,
  total,
  type Bilingual,
  type PartyLine,
  type PrintedDocument,
} from '../../../typeset/printed-document';
import { typeset } from '../../../typeset/typesetter';

/** Whose account a statement is: a customer's (what they owe us) or a supplier's (what we owe them). */
export type StatementOf = 'customer' | 'supplier';

/** A statement's figures as the period gives them; the screen's closing day is the call's to add. */
export type PeriodFigures = Omit<StatementFigures, 'closing_date'>;

export interface StatementInput {
  of: StatementOf;
  partyName: string;
  statement: PeriodFigures;
  company: CompanySettings;
  logo: Buffer | null;
  /** The party's lines under their name: the Arabic name, address, VAT number. */
  partyLines: PartyLine[];
  paymentTermsDays: number;
  /** What is owed by age at the end of the period. */
  aging: AgingFigures;
}

/** What the statement template reads (templates/statement-of-account.typ). */
interface StatementPrint extends PrintedDocument {
  aging: { title: Bilingual; date: string; columns: Bilingual[]; values: string[] };
  rows: Record<'date' | 'document' | 'description' | 'debit' | 'credit' | 'balance', string>[];
}

/** The words that differ between a customer's statement and a supplier's. */
const WORDS: Record<StatementOf, { party: Bilingual; closing: Bilingual; aging: Bilingual }> = {
  customer: {
    party: { en: 'Customer', ar: 'العميل' },
    closing: { en: 'Closing balance (BD)', ar: 'الرصيد الختامي' },
    aging: { en: 'Aging', ar: 'أعمار الديون' },
  },
  supplier: {
    party: { en: 'Supplier', ar: 'المورد' },
    closing: { en: 'What we owe (BD)', ar: 'المستحق للمورد' },
    aging: { en: 'Payables aging', ar: 'أعمار الذمم الدائنة' },
  },
};

const AGING_COLUMNS: [keyof AgingFigures, string, string][] = [
  ['not_due', 'Not due', 'غير مستحق'],
  ['days_1_30', '1–30 days', '١–٣٠ يوماً'],
  ['days_31_60', '31–60 days', '٣١–٦٠ يوماً'],
  ['days_61_90', '61–90 days', '٦١–٩٠ يوماً'],
  ['over_90', 'Over 90 days', 'أكثر من ٩٠ يوماً'],
  ['advance', 'Advance', 'دفعة مقدمة'],
  ['balance', 'Balance', 'الرصيد'],
];

const amountOrBlank = (bd: number) => (bd === 0 ? '' : printedBd(bd));

function statementPrint(input: StatementInput): StatementPrint {
  const { statement, aging } = input;
  const words = WORDS[input.of];
  const [from, to] = [printedDate(statement.from), printedDate(statement.to)];
  const closing = printedBd(statement.closing_balance);
  return {
    ...printedHead(input, {
      title: { en: 'Statement of Account', ar: 'كشف حساب' },
      number: `${from} – ${to}`,
      date: to,
      notices: [],
      draft: null,
      party: { label: words.party, name: input.partyName, lines: input.partyLines },
    }),
    facts: [
      fact('Period from', 'من تاريخ', from),
      fact('Period to', 'إلى تاريخ', to),
      fact('Payment terms', 'شروط الدفع', `${input.paymentTermsDays} days`),
      fact(words.closing.en, words.closing.ar, closing),
    ],
    aging: {
      title: words.aging,
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
      total(words.closing.en, words.closing.ar, closing, true),
      total('Unallocated advance (BD)', 'دفعات مقدمة غير مخصصة', printedBd(statement.unallocated_advance)),
    ],
  };
}

/** A statement of account: whose, the period, how old what is owed is, each movement, the closing balance. */
export function renderStatement(input: StatementInput): Promise<Buffer> {
  return typeset('statement-of-account', statementPrint(input), input.logo);
}

/**
 * Statements printed together as one PDF, in the order given: each starts on a new page and numbers its
 * own pages. They share the company's letterhead, so its logo is read once.
 */
export function renderStatements(inputs: StatementInput[]): Promise<Buffer> {
  return typeset('statement-of-account', { statements: inputs.map(statementPrint) }, inputs[0]?.logo ?? null);
}
