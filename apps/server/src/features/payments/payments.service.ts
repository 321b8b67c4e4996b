import { paymentPostingLines } from '@fleetledger/shared/ledger/voucher-posting-rules';
import { filsToBd } from '@fleetledger/shared/money';
import { checkPayment } from '@fleetledger/shared/payments/payment-rules';
import {
  PAYMENT_LIST_PAGE_SIZE,
  PAYMENT_MESSAGES,
  type PaymentPayload,
  type PaymentRecord,
} from '@fleetledger/shared/payments/payments.contract';
import { purchaseNumberText } from '@fleetledger/shared/purchases/purchase-lines';
import { moneyVoucher } from '../../kernel/money-voucher';
import { attachmentsOf } from '../attachments/attachments.service';
import { creditRefundProblems } from '../credit-notes/credit-uses.service';
import { missingReferences } from '../masterdata/masterdata.service';
import { paymentItemRows, paymentTables } from './payments.queries';

/**
 * A supplier payment: what is its own beside every money voucher's life (kernel/money-voucher). It
 * pays one supplier's posted purchases, each item a debit to the supplier, or an advance.
 */
export const paymentVoucher = moneyVoucher({
  kind: 'payment',
  tables: paymentTables,
  messages: {
    ...PAYMENT_MESSAGES,
    partyMissing: PAYMENT_MESSAGES.supplierMissing,
    notOpen: PAYMENT_MESSAGES.allocationSupplier,
  },
  partyField: 'supplier_id',
  paidField: 'purchase',
  paidNumberText: purchaseNumberText,
  memo: (number, supplier) => `Payment ${number} to ${supplier}`,
  postingLines: (payment, items) =>
    paymentPostingLines({
      supplierId: payment.supplierId,
      accountId: payment.accountId,
      totalFils: payment.totalFils,
      items: items.map(({ item }) => ({
        purchaseId: item.purchaseId,
        creditNoteId: item.creditNoteId,
        amountFils: item.amountFils,
      })),
    }),
  listing: { numbered: 'payment', pageSize: PAYMENT_LIST_PAGE_SIZE },
  check: (input: PaymentPayload) => {
    const { payment, problems } = checkPayment(input);
    return { voucher: payment, problems };
  },
  partyMissing: async (tx, supplierId) => (await missingReferences(tx, { customers: [supplierId] })).customers.size > 0,
  partyOf: (payment) => payment.supplierId,
  checkMore: async (tx, payment, problems, exceptPaymentId) => {
    const refunds = payment.lines.flatMap((line, index) =>
      line.creditNoteId === null ? [] : [{ index, creditNoteId: line.creditNoteId, amountFils: line.amountFils }],
    );
    Object.assign(problems, await creditRefundProblems(tx, payment.supplierId, refunds, exceptPaymentId));
  },
  partyColumn: (supplierId) => ({ supplierId }),
  allocationOf: (line) => ({ documentId: line.purchaseId, amountFils: line.amountFils }),
  itemValues: (payment) =>
    payment.lines.map((line, position) => ({
      id: line.id,
      position,
      supplierId: line.supplierId,
      purchaseId: line.purchaseId,
      creditNoteId: line.creditNoteId,
      crDr: 'dr',
      amountFils: line.amountFils,
      description: line.description,
    })),
  itemRows: paymentItemRows,
  attachments: (db, id) => attachmentsOf(db, 'payment', id),
  isAdvance: ({ item }) => item.purchaseId === null && item.creditNoteId === null,
  ownFields: (payment, supplierName) => ({
    supplier_id: payment.supplierId,
    supplier_name: supplierName,
    type: payment.typeOfPayment as PaymentRecord['type'],
  }),
  recordItem: ({ item, purchaseNumber, creditNoteNumber }): PaymentRecord['items'][number] => ({
    id: item.id,
    supplier_id: item.supplierId,
    purchase_id: item.purchaseId,
    purchase_number: purchaseNumber,
    credit_note_id: item.creditNoteId,
    credit_note_number: creditNoteNumber,
    cr_dr: 'dr' as const,
    amount: filsToBd(item.amountFils),
    description: item.description,
  }),
});

export const generatePayment = paymentVoucher.generate;
export const updatePayment = paymentVoucher.update;
export const paymentByNumber = paymentVoucher.byNumber;
export const paymentListing = paymentVoucher.listing;
