import { describe, expect, it } from 'vitest';
import { invoiceLines } from '../invoices/invoice-lines';
import { invoiceItemPayload } from '../invoices/invoices.contract';
import { checkPayment } from '../payments/payment-rules';
import { paymentGeneratePayload } from '../payments/payments.contract';
import { checkPurchase } from '../purchases/purchase-rules';
import { purchaseGeneratePayload } from '../purchases/purchases.contract';
import { checkReceipt } from '../receipts/receipt-rules';
import { receiptGeneratePayload } from '../receipts/receipts.contract';

const invoiceItem = (amount: unknown) =>
  invoiceItemPayload.parse({ account_id: 25, job_id: null, qty: 1, amount, vat_percentage: 0, description: 'Trip' });

const purchaseItem = (amount: unknown) => ({ account_id: 29, qty: 1, amount, vat_percentage: 0, description: 'Fuel' });

describe("a line's messages, in every document's words", () => {
  it('name an invoice line "line n" and say a fourth decimal is one too many', () => {
    const { problems } = invoiceLines([invoiceItem(10), invoiceItem(1.2345), invoiceItem(0)]);
    expect(problems).toEqual({
      'items.1.amount': 'The amount of line 2 can have at most 3 decimals',
      'items.2.amount': 'Valid amount is required for line 3',
    });
    expect(invoiceLines([invoiceItem(10), { ...invoiceItem(1), description: '' }]).problems).toEqual({
      'items.1.description': 'Description is required for line 2',
    });
  });

  it('say the same of a purchase line', () => {
    const input = purchaseGeneratePayload.parse({
      supplier_id: 3,
      date: '2026-11-20',
      reference: 'SUP-1',
      items: [purchaseItem(10), purchaseItem(5.0001), { ...purchaseItem(1), qty: 0 }],
    });
    expect(checkPurchase(input).problems).toEqual({
      amount_1: 'The amount of line 2 can have at most 3 decimals',
      quantity_2: 'Valid quantity is required for line 3',
    });
  });

  it("say it of a receipt's and a payment's lines", () => {
    const receipt = receiptGeneratePayload.parse({
      date: '2026-11-20',
      account_id: 26,
      type: 'online',
      items: [
        { customer_id: 3, invoice_id: null, amount: 10 },
        { customer_id: 3, invoice_id: null, amount: 2.0005 },
      ],
    });
    expect(checkReceipt(receipt).problems).toMatchObject({
      amount_1: 'Line 2: the amount can have at most 3 decimals',
    });
    const payment = paymentGeneratePayload.parse({
      date: '2026-11-20',
      account_id: 26,
      type: 'online',
      items: [
        { supplier_id: 3, amount: 10 },
        { supplier_id: 3, amount: -1 },
      ],
    });
    expect(checkPayment(payment).problems).toMatchObject({ amount_1: 'Line 2: the amount must be above zero' });
  });
});
