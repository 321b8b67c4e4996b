import { settlesOn } from '@fleetledger/shared/documents/allocations';
import { filsToBd } from '@fleetledger/shared/money';
import type { Db, Executor } from '../db/client';
import { storedStatus } from './document-row';
import * as q from './money-voucher.queries';

/**
 * The documents a money voucher kind pays, as their own screens see them: which are open to pay,
 * which vouchers pay one, and what they paid on it.
 */
export function paidDocuments(tables: q.MoneyVoucherTables, voucherNumberText: (number: number) => string) {
  return {
    /**
     * `{documents}_by_{party}`: the party's posted documents with something still to pay; with the
     * voucher's date, only those it may settle (settlesOn).
     */
    toAllocate: async (db: Db, partyId: number, exceptVoucherId?: number, voucherDate?: string) => {
      const documents = await q.pendingDocuments(db, tables, { partyId, exceptVoucherId });
      return documents
        .filter((document) => document.pendingFils > 0)
        .filter((document) => voucherDate === undefined || settlesOn(document.date, voucherDate))
        .map((document) => ({
          id: document.id,
          number: document.number,
          date: document.date,
          reference: document.reference,
          total_amount: filsToBd(document.owedFils),
          pending_amount: filsToBd(document.pendingFils),
        }));
    },

    /** The vouchers (not cancelled) that pay a document, as printed: a document they pay stays Posted. */
    payingVouchers: async (db: Executor, documentId: number): Promise<string[]> =>
      (await q.vouchersPaying(db, tables, documentId)).map((voucher) => voucherNumberText(voucher.number)),

    /** What the vouchers paid on a document, and what is still pending on it (openFils): for its Details page. */
    paidOn: async (db: Executor, documentId: number) => {
      const paid = await q.vouchersPaying(db, tables, documentId);
      const open = await q.documentOpenFils(db, tables, documentId);
      return {
        vouchers: paid.map((voucher) => ({
          number: voucher.number,
          date: voucher.date,
          status: storedStatus(voucher.status),
          amount: filsToBd(voucher.amountFils),
        })),
        pending_amount: filsToBd(open),
      };
    },
  };
}
