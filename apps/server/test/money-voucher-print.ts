import { expect } from 'vitest';
import { printedText } from './pdf-text';
import type { SignedInApp } from './signed-in-app';

/** A receipt or payment paid by cheque with the bank's reference, as the voucher screens send it. */
export const BY_CHEQUE = {
  type: 'cheque',
  cheque: { number: 'CHQ-77', date: '2026-11-19', bank: 'NBB' },
  reference: 'BANK-REF-9',
};

/** What its voucher prints of BY_CHEQUE: the cheque, dated as printed, and the reference. */
export const BY_CHEQUE_PRINTED = ['No. CHQ-77 of 19/11/2026, NBB', 'BANK-REF-9'];

/** Each voucher's title, in English and Arabic. */
const TITLES = { receipt: ['Receipt Voucher', 'سند قبض'], payment: ['Payment Voucher', 'سند صرف'] };

/**
 * The text of the voucher's PDF as the browser shows it, once checked that it is headed with its
 * kind's title and its number as printed (`printedNumber`, also its file's name), and that the same
 * call with `download=1` saves it as that file.
 */
export async function printedVoucher(
  call: SignedInApp['call'],
  kind: 'receipt' | 'payment',
  number: number,
  printedNumber: string,
): Promise<string> {
  const url = `reports/${kind}_pdf?${kind}_number=${number}`;
  const fileName = `${printedNumber}.pdf`;
  const text = await printedText(call('GET', url), fileName);
  for (const heading of [...TITLES[kind], printedNumber]) expect(text).toContain(heading);
  await printedText(call('GET', `${url}&download=1`), fileName, 'attachment');
  return text;
}
