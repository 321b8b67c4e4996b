import { journalTotals, sideFils } from '@fleetledger/shared/journals/journal-rules';
import { LEDGER_ACCOUNTS } from '@fleetledger/shared/ledger/ledger-accounts';
import {
  checkOpeningBalances,
  openingEquityFils,
  type OpeningAccount,
  type OpenItem,
} from '@fleetledger/shared/ledger/opening-balances';
import {
  openingBalancesPayload,
  type OpeningBalancesInput,
  type OpeningParty,
} from '@fleetledger/shared/ledger/opening-balances.contract';
import { bdToFils, hasAtMostThreeDecimals, MAX_BD } from '@fleetledger/shared/money';
import { typedFigure } from '../../../lib/typed-figure';
import { screenKey } from '../../../lib/screen-key';

/** An account's balance as typed: figures stay text until they are figures. */
export interface AccountLineDraft {
  key: string;
  accountId: number | null;
  accountName: string;
  debit: string;
  credit: string;
}

/** A customer's or supplier's open item as typed; the amount below zero when it is in their favour. */
export interface OpenItemDraft {
  key: string;
  partyId: number | null;
  number: string;
  date: string;
  dueDate: string;
  amount: string;
}

export interface OpeningDraft {
  date: string;
  accounts: AccountLineDraft[];
  customers: OpenItemDraft[];
  suppliers: OpenItemDraft[];
}

/** The accounts the opening balances fill themselves: from the open items, and with what does not balance. */
export const FILLED_ACCOUNTS: readonly number[] = [
  LEDGER_ACCOUNTS.receivable,
  LEDGER_ACCOUNTS.payable,
  LEDGER_ACCOUNTS.openingBalanceEquity,
];

const newKey = () => screenKey('opening');

export const newAccountLine = (): AccountLineDraft => ({
  key: newKey(),
  accountId: null,
  accountName: '',
  debit: '',
  credit: '',
});

export const newOpenItem = (): OpenItemDraft => ({
  key: newKey(),
  partyId: null,
  number: '',
  date: '',
  dueDate: '',
  amount: '',
});

/** Opening balances usually start the financial year: the first day of the year it is today. */
export function newOpening(today: string): OpeningDraft {
  return {
    date: `${today.slice(0, 4)}-01-01`,
    accounts: [newAccountLine()],
    customers: [newOpenItem()],
    suppliers: [newOpenItem()],
  };
}

export const isBlankAccountLine = (line: AccountLineDraft) =>
  line.accountId === null && line.debit.trim() === '' && line.credit.trim() === '';

export const isBlankItem = (item: OpenItemDraft) =>
  item.partyId === null &&
  item.number.trim() === '' &&
  item.date === '' &&
  item.dueDate === '' &&
  item.amount.trim() === '';

/** Each grid without the blank lines typed between others, and one spare line at its end. */
export function compacted(draft: OpeningDraft): OpeningDraft {
  const compact = <L>(lines: readonly L[], isBlank: (line: L) => boolean, spare: () => L) => [
    ...lines.filter((line) => !isBlank(line)),
    spare(),
  ];
  return {
    ...draft,
    accounts: compact(draft.accounts, isBlankAccountLine, newAccountLine),
    customers: compact(draft.customers, isBlankItem, newOpenItem),
    suppliers: compact(draft.suppliers, isBlankItem, newOpenItem),
  };
}

const itemPayload = (item: OpenItemDraft) => ({
  number: item.number.trim(),
  date: item.date,
  due_date: item.dueDate === '' ? null : item.dueDate,
  amount: typedFigure(item.amount),
});

/** What is sent: the lines that hold anything, in the grids' order. */
export function openingPayload(draft: OpeningDraft): OpeningBalancesInput {
  return {
    date: draft.date,
    accounts: draft.accounts
      .filter((line) => !isBlankAccountLine(line))
      .map((line) => ({
        account_id: line.accountId,
        debit: typedFigure(line.debit),
        credit: typedFigure(line.credit),
      })),
    customers: draft.customers
      .filter((item) => !isBlankItem(item))
      .map((item) => ({ customer_id: item.partyId, ...itemPayload(item) })),
    suppliers: draft.suppliers
      .filter((item) => !isBlankItem(item))
      .map((item) => ({ supplier_id: item.partyId, ...itemPayload(item) })),
  };
}

/**
 * What the screen refuses before sending, in the server's words and under the server's keys (the
 * contract, then the shared opening rules). Keys match the grids' lines once the draft is compacted.
 */
export function openingProblems(draft: OpeningDraft): Record<string, string> {
  const parsed = openingBalancesPayload.safeParse(openingPayload(draft));
  if (!parsed.success)
    return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  return checkOpeningBalances(parsed.data).problems;
}

/** The steps of the guided screen, in order; a problem's key says which step shows it. */
export const OPENING_STEPS = ['date', 'accounts', 'customers', 'suppliers', 'review'] as const;
export type OpeningStep = (typeof OPENING_STEPS)[number];

/** The step that shows a problem: its field's step, or the review for what concerns the whole. */
export function stepOf(key: string): OpeningStep {
  const head = key.split('.')[0]!;
  if (head === 'date') return 'date';
  if (key.includes('.') && (head === 'accounts' || head === 'customers' || head === 'suppliers')) return head;
  return 'review';
}

/** The problems a step shows. */
export const problemsOf = (problems: Readonly<Record<string, string>>, step: OpeningStep) =>
  Object.entries(problems).filter(([key]) => stepOf(key) === step);

/** An amount typed so far, in fils; null while it is not one yet. */
function itemFils(text: string): number | null {
  const value = typedFigure(text);
  if (typeof value !== 'number' || value === 0 || Math.abs(value) > MAX_BD) return null;
  return hasAtMostThreeDecimals(Math.abs(value)) ? Math.sign(value) * bdToFils(Math.abs(value)) : null;
}

const itemsOf = (party: OpeningParty, items: readonly OpenItemDraft[]): OpenItem[] =>
  items.flatMap((item) => {
    const amountFils = itemFils(item.amount);
    return amountFils === null
      ? []
      : [{ party, partyId: item.partyId ?? 0, number: item.number, date: item.date, dueDate: null, amountFils }];
  });

function accountsOf(lines: readonly AccountLineDraft[]): OpeningAccount[] {
  const fils = (text: string) => {
    const side = sideFils(typedFigure(text), 0, 'debit');
    return 'fils' in side ? side.fils : 0;
  };
  return lines.flatMap((line) => {
    const net = fils(line.debit) - fils(line.credit);
    if (net === 0) return [];
    return [{ accountId: line.accountId ?? 0, debitFils: Math.max(net, 0), creditFils: Math.max(-net, 0) }];
  });
}

export interface OpeningFigures {
  /** The account balances' debits and credits. */
  debitFils: number;
  creditFils: number;
  /** What Accounts Receivable opens at (debit positive): the customers' items, net. */
  receivableFils: number;
  /** What Accounts Payable opens at (credit positive): the suppliers' items, net. */
  payableFils: number;
  /** What goes to Opening Balance Equity, as a credit (below zero: a debit). */
  equityFils: number;
}

/**
 * The running figures of what is typed so far, by the shared rule the server books them with: the
 * lines and items that are figures count, the rest waits until it is one.
 */
export function openingFigures(draft: OpeningDraft): OpeningFigures {
  const accounts = accountsOf(draft.accounts);
  const items = [...itemsOf('customer', draft.customers), ...itemsOf('supplier', draft.suppliers)];
  const sum = (party: OpeningParty) =>
    items.filter((item) => item.party === party).reduce((total, item) => total + item.amountFils, 0);
  const { debitFils, creditFils } = journalTotals(accounts);
  return {
    debitFils,
    creditFils,
    receivableFils: sum('customer'),
    payableFils: sum('supplier'),
    equityFils: openingEquityFils({ date: draft.date, accounts, items }),
  };
}
