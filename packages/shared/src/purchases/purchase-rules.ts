import { checkedFormDate, isIsoDate } from '../dates';
import { isLineQuantity, isVatRate, unitAmountProblem } from '../documents/document-line';
import { bdToFils } from '../money';
import type { Side } from './purchase-lines';
import { PURCHASE_MESSAGES, type PurchasePayload } from './purchases.contract';

/** An item as checked: fils, its side, its jobs as ids or numbers still to be found. */
export interface PurchaseLine {
  id: number | null;
  accountId: number;
  description: string;
  quantity: number;
  unitFils: number;
  vatPercent: number;
  crDr: Side;
  truckId: number | null;
  /** Jobs chosen from the list, by id. */
  jobIds: number[];
  /** Jobs typed by number (the spec's update payload); each must name exactly one job. */
  jobNumbers: string[];
}

const asIds = (values: readonly (number | string)[] | undefined) =>
  (values ?? []).map(Number).filter((id) => Number.isInteger(id) && id > 0);

export interface CheckedPurchase {
  date: string;
  reference: string;
  referenceDate: string | null;
  lines: PurchaseLine[];
}

/**
 * The voucher rules with the spec's messages: every problem is named, and the message joins them
 * with commas as the original screen did.
 */
export function checkPurchase(input: PurchasePayload): {
  purchase: CheckedPurchase | null;
  problems: Record<string, string>;
} {
  const problems: Record<string, string> = {};
  const date = checkedFormDate(input.date, PURCHASE_MESSAGES.dateRequired, problems);
  const reference = input.reference?.trim() ?? '';
  if (reference === '') problems.reference = PURCHASE_MESSAGES.referenceRequired;
  else if (reference.length > 200) problems.reference = 'Reference must be at most 200 characters';
  const referenceDateText = input.reference_date?.trim() ?? '';
  if (referenceDateText !== '' && !isIsoDate(referenceDateText))
    problems.reference_date = PURCHASE_MESSAGES.referenceDateInvalid;
  if (input.items.length === 0) problems.items = PURCHASE_MESSAGES.itemsRequired;
  const lines: PurchaseLine[] = [];
  input.items.forEach((item, index) => {
    const n = index + 1;
    const key = (field: string) => `${field}_${index}`;
    const before = Object.keys(problems).length;
    const accountId = item.account_id;
    if (accountId === null) problems[key('account')] = PURCHASE_MESSAGES.accountRequired(n);
    const description = typeof item.description === 'string' ? item.description.trim() : '';
    if (description === '' || description.length > 500)
      problems[key('description')] = PURCHASE_MESSAGES.descriptionRequired(n);
    const { qty, amount } = item;
    if (!isLineQuantity(qty)) problems[key('quantity')] = PURCHASE_MESSAGES.quantityRequired(n);
    const amountProblem = unitAmountProblem(
      amount,
      PURCHASE_MESSAGES.amountRequired(n),
      PURCHASE_MESSAGES.amountDecimals(n),
    );
    if (amountProblem !== null) problems[key('amount')] = amountProblem;
    const vat = item.vat_percentage ?? 0;
    if (!isVatRate(vat)) problems[key('vat')] = PURCHASE_MESSAGES.vatRate(n);
    const crDr = item.cr_dr ?? 'dr';
    if (crDr !== 'dr' && crDr !== 'cr') problems[key('cr_dr')] = PURCHASE_MESSAGES.sideRequired(n);
    if (Object.keys(problems).length > before) return;
    lines.push({
      id: item.id ?? null,
      accountId: accountId!,
      description,
      quantity: qty as number,
      unitFils: bdToFils(amount as number),
      vatPercent: vat as number,
      crDr: crDr as Side,
      truckId: item.truck_id,
      jobIds: [...new Set([...asIds(item.job_ids), ...asIds(item.job_id)])],
      jobNumbers: (item.job_numbers ?? []).map(String),
    });
  });
  if (Object.keys(problems).length > 0) return { purchase: null, problems };
  return {
    purchase: { date, reference, referenceDate: referenceDateText === '' ? null : referenceDateText, lines },
    problems,
  };
}
