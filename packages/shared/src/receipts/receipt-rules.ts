import { printedNumber } from '../documents/document-number-prefixes';
import { checkedFormDate, isIsoDate } from '../dates';
import { paidOnce, storedItemId } from '../documents/allocations';
import { isUnitAmount, unitAmountProblem } from '../documents/document-line';
import { bdToFils, formatBD } from '../money';
import {
  DISCOUNT_ACCOUNT_ID,
  PAYMENT_TYPES,
  RECEIPT_ACCOUNTS,
  RECEIPT_MESSAGES,
  ROUND_OFF_CR_ACCOUNT_ID,
  ROUND_OFF_DR_ACCOUNT_ID,
  type PaymentType,
  type ReceiptPayload,
} from './receipts.contract';

export type ReceiptItemKind = 'customer' | 'discount' | 'round_off';
type Side = 'dr' | 'cr';

/** The accounts that may stand beside the customer, each on its one side. */
const SIDE_ACCOUNTS: Readonly<Record<number, { kind: ReceiptItemKind; side: Side }>> = {
  [DISCOUNT_ACCOUNT_ID]: { kind: 'discount', side: 'dr' },
  [ROUND_OFF_DR_ACCOUNT_ID]: { kind: 'round_off', side: 'dr' },
  [ROUND_OFF_CR_ACCOUNT_ID]: { kind: 'round_off', side: 'cr' },
};

export interface ReceiptLine {
  /** The stored item's id when an edit sends it back; null for a new item. */
  id: number | null;
  kind: ReceiptItemKind;
  customerId: number | null;
  accountId: number | null;
  /** The invoice this part of the customer item pays; null on an advance and on other items. */
  invoiceId: number | null;
  crDr: Side;
  amountFils: number;
  description: string | null;
}

export interface CheckedReceipt {
  date: string;
  accountId: number;
  type: PaymentType;
  cheque: { number: string; date: string; bank: string } | null;
  customerId: number;
  lines: ReceiptLine[];
  totalFils: number;
}

/** The receipt total: credits minus debits over all items (the accounting spec). */
export function receiptTotalFils(lines: readonly Pick<ReceiptLine, 'crDr' | 'amountFils'>[]): number {
  return lines.reduce((sum, line) => sum + (line.crDr === 'cr' ? line.amountFils : -line.amountFils), 0);
}

/** The payment types an account takes, the first being the one chosen with the account. */
export function paymentTypesOf(accountId: number | null): readonly PaymentType[] {
  return RECEIPT_ACCOUNTS.find((account) => account.id === accountId)?.types ?? [];
}

export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

type GivenCheque = { number?: unknown; date?: unknown; bank?: unknown } | null;

function checkedCheque(given: GivenCheque, problems: Record<string, string>) {
  const cheque = { number: text(given?.number), date: text(given?.date), bank: text(given?.bank) };
  if (cheque.number === '' || cheque.bank === '' || !isIsoDate(cheque.date) || cheque.number.length > 50)
    problems.cheque = RECEIPT_MESSAGES.chequeRequired;
  return cheque;
}

/**
 * The money side every receipt and payment has: its date, one of the fixed accounts, a payment type
 * that account takes (its first when none is named), and cheque details for a cheque only.
 */
export function checkMoneySide(
  given: { date: unknown; accountId: number | null | undefined; type: unknown; cheque: GivenCheque },
  problems: Record<string, string>,
) {
  const date = checkedFormDate(given.date, RECEIPT_MESSAGES.dateRequired, problems);
  const account = RECEIPT_ACCOUNTS.find((candidate) => candidate.id === given.accountId);
  const typed = text(given.type).toLowerCase();
  let type: PaymentType = account?.types[0] ?? 'cash';
  if (account === undefined) problems.account_id = RECEIPT_MESSAGES.accountRequired;
  else if (typed !== '') {
    const allowed = account.types as readonly string[];
    if (!(PAYMENT_TYPES as readonly string[]).includes(typed) || !allowed.includes(typed))
      problems.type = RECEIPT_MESSAGES.paymentType(account.name, account.types.join(' or '));
    else type = typed as PaymentType;
  }
  const cheque = type === 'cheque' && account !== undefined ? checkedCheque(given.cheque, problems) : null;
  return { date, account, type, cheque };
}

/**
 * The amount a receipt or payment states, once every other rule holds: its total must be above zero,
 * and an amount given must equal it.
 */
export function checkAmountGiven(
  totalFils: number,
  amount: unknown,
  problems: Record<string, string>,
  messages: { amountRequired: string; amountMismatch: (total: string) => string },
): void {
  if (Object.keys(problems).length > 0) return;
  if (totalFils <= 0) problems.amount = messages.amountRequired;
  // Absent is the only way not to state it: null or empty text is a stated amount that is no figure.
  else if (amount !== undefined) {
    if (!isUnitAmount(amount) || bdToFils(amount) !== totalFils)
      problems.amount = messages.amountMismatch(formatBD(totalFils));
  }
}

/**
 * The receipt rules with the accounting spec's messages: the fixed account and the payment types it
 * takes, cheque details for a cheque only, one customer, the items beside it on their sides, and an
 * amount received equal to the total. Whether the customer and invoices exist is the server's to say.
 */
export function checkReceipt(input: ReceiptPayload): {
  receipt: CheckedReceipt | null;
  problems: Record<string, string>;
} {
  const problems: Record<string, string> = {};
  const { date, account, type, cheque } = checkMoneySide(
    {
      date: input.date,
      accountId: input.account_id,
      type: input.type ?? input.type_of_payment,
      cheque: input.cheque ?? input.cheques ?? null,
    },
    problems,
  );

  if (input.items.length === 0) problems.items = RECEIPT_MESSAGES.itemsRequired;
  const lines: ReceiptLine[] = [];
  const payOnce = paidOnce('invoice', RECEIPT_MESSAGES.allocationTwice);
  input.items.forEach((item, index) => {
    const n = index + 1;
    const amount = item.amount;
    const amountProblem = unitAmountProblem(amount, RECEIPT_MESSAGES.itemAmount(n), RECEIPT_MESSAGES.itemDecimals(n));
    if (amountProblem !== null) problems[`amount_${index}`] = amountProblem;
    const customerId = item.customer_id ?? null;
    const description = item.description ?? null;
    const id = storedItemId(item.id);
    if (customerId !== null) {
      const invoiceId = item.invoice_id ?? null;
      payOnce(invoiceId, index, problems);
      const crDr = text(item.cr_dr ?? item.dr_cr) || 'cr';
      if (crDr !== 'cr') problems[`side_${index}`] = RECEIPT_MESSAGES.itemAccount(n);
      if (isUnitAmount(amount))
        lines.push({
          id,
          kind: 'customer',
          customerId,
          accountId: null,
          invoiceId,
          crDr: 'cr',
          amountFils: bdToFils(amount),
          description,
        });
      return;
    }
    const fixed = item.account_id == null ? undefined : SIDE_ACCOUNTS[item.account_id];
    const crDr = text(item.cr_dr ?? item.dr_cr) || fixed?.side;
    if (fixed === undefined || crDr !== fixed.side) {
      problems[`account_${index}`] = RECEIPT_MESSAGES.itemAccount(n);
      return;
    }
    if (isUnitAmount(amount))
      lines.push({
        id,
        kind: fixed.kind,
        customerId: null,
        accountId: item.account_id!,
        invoiceId: null,
        crDr: fixed.side,
        amountFils: bdToFils(amount),
        description,
      });
  });
  const customers = new Set(lines.flatMap((line) => (line.customerId === null ? [] : [line.customerId])));
  if (input.items.length > 0 && customers.size === 0 && !input.items.some((item) => item.customer_id != null))
    problems.customer_id = RECEIPT_MESSAGES.customerRequired;
  if (customers.size > 1) problems.customer_id = RECEIPT_MESSAGES.oneCustomer;

  const totalFils = receiptTotalFils(lines);
  checkAmountGiven(totalFils, input.amount, problems, RECEIPT_MESSAGES);
  if (Object.keys(problems).length > 0) return { receipt: null, problems };
  return {
    receipt: { date, accountId: account!.id, type, cheque, customerId: [...customers][0]!, lines, totalFils },
    problems,
  };
}

export function receiptNumberText(number: number): string {
  return printedNumber('receipt', number);
}
