import { printedNumber } from '../documents/document-number-prefixes';
import { paidOnce, storedItemId } from '../documents/allocations';
import { isUnitAmount, unitAmountProblem } from '../documents/document-line';
import { bdToFils } from '../money';
import type { PaymentType } from '../receipts/receipts.contract';
import { checkAmountGiven, checkMoneySide, text } from '../receipts/receipt-rules';
import { PAYMENT_MESSAGES, type PaymentPayload } from './payments.contract';

export interface PaymentLine {
  /** The stored item's id when an edit sends it back; null for a new item. */
  id: number | null;
  supplierId: number;
  /** The purchase this part pays; null on an advance or a refund. */
  purchaseId: number | null;
  /** The credit note whose credit left this part refunds to the customer; null otherwise. */
  creditNoteId: number | null;
  amountFils: number;
  description: string | null;
}

export interface CheckedPayment {
  date: string;
  accountId: number;
  type: PaymentType;
  cheque: { number: string; date: string; bank: string } | null;
  supplierId: number;
  lines: PaymentLine[];
  totalFils: number;
}

/**
 * The payment rules: the money side as a receipt's, one supplier, every item a debit to them above
 * zero, a purchase allocated once, and an amount paid equal to the items' sum. Whether the supplier
 * and purchases exist, and what each purchase still has pending, is the server's to say.
 */
export function checkPayment(input: PaymentPayload): {
  payment: CheckedPayment | null;
  problems: Record<string, string>;
} {
  const problems: Record<string, string> = {};
  const { date, account, type, cheque } = checkMoneySide(
    { date: input.date, accountId: input.account_id, type: input.type, cheque: input.cheque ?? null },
    problems,
  );
  if (input.items.length === 0) problems.items = PAYMENT_MESSAGES.itemsRequired;
  const lines: PaymentLine[] = [];
  const payOnce = paidOnce('purchase', PAYMENT_MESSAGES.allocationTwice);
  const refundOnce = paidOnce('credit_note', PAYMENT_MESSAGES.refundTwice);
  input.items.forEach((item, index) => {
    const n = index + 1;
    const amountProblem = unitAmountProblem(
      item.amount,
      PAYMENT_MESSAGES.itemAmount(n),
      PAYMENT_MESSAGES.itemDecimals(n),
    );
    if (amountProblem !== null) problems[`amount_${index}`] = amountProblem;
    if ((text(item.cr_dr).toLowerCase() || 'dr') !== 'dr') problems[`side_${index}`] = PAYMENT_MESSAGES.itemSide(n);
    const supplierId = item.supplier_id ?? null;
    if (supplierId === null) problems.supplier_id = PAYMENT_MESSAGES.supplierRequired;
    const purchaseId = item.purchase_id ?? null;
    payOnce(purchaseId, index, problems);
    const creditNoteId = item.credit_note_id ?? null;
    refundOnce(creditNoteId, index, problems);
    if (purchaseId !== null && creditNoteId !== null)
      problems[`credit_note_${index}`] = PAYMENT_MESSAGES.refundAndPurchase(n);
    const id = storedItemId(item.id);
    if (supplierId !== null && isUnitAmount(item.amount))
      lines.push({
        id,
        supplierId,
        purchaseId,
        creditNoteId,
        amountFils: bdToFils(item.amount),
        description: item.description ?? null,
      });
  });
  const suppliers = new Set(lines.map((line) => line.supplierId));
  if (suppliers.size > 1) problems.supplier_id = PAYMENT_MESSAGES.oneSupplier;

  const totalFils = lines.reduce((sum, line) => sum + line.amountFils, 0);
  checkAmountGiven(totalFils, input.amount, problems, PAYMENT_MESSAGES);
  if (Object.keys(problems).length > 0) return { payment: null, problems };
  return {
    payment: { date, accountId: account!.id, type, cheque, supplierId: [...suppliers][0]!, lines, totalFils },
    problems,
  };
}

export function paymentNumberText(number: number): string {
  return printedNumber('payment', number);
}
