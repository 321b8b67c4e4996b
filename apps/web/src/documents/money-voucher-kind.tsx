import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { DocumentMove } from './document-calls';
import type { DocumentListFetch } from './document-list';
import type { MergeOutline } from '../lib/three-way-merge';
import type { VoucherDraft } from './voucher-draft';
import { documentKind, documentPages, type DocumentPages } from './document-kind';
import { moneyVoucherDetails } from './money-voucher-details';
import type { SavedVoucher } from './use-voucher-edit';
import { VoucherCreatePage } from './voucher-create-page';
import type { VoucherFormProps, VoucherRecord } from './voucher-details';

/**
 * A kind of money voucher (a customer's receipt, a supplier's payment), declared once: its list,
 * create, details and report pages follow from it (`moneyVoucherPages`).
 */
export interface MoneyVoucherKind<K extends 'receipt' | 'payment', R extends VoucherRecord, D extends VoucherDraft> {
  kind: K;
  /** The stored voucher, as its details call answers it. */
  record: z.ZodType<R>;
  numberText: (number: number) => string;
  /** Who it is with, named in its list, and the call that reads a page of the list. */
  list: { party: 'customer' | 'supplier'; fetchPage: DocumentListFetch };
  /** Its printed voucher's title, e.g. 'Receipt Voucher'. */
  reportTitle: string;
  /** Its fields and items, to create (no stored voucher) or to read and edit a stored one. */
  form: (props: VoucherFormProps<D>, stored?: R) => ReactNode;
  newDraft: (today: string) => D;
  toDraft: (record: R) => D;
  /** How a stale save's draft merges with the stored voucher. */
  merge: MergeOutline<D>;
  /** What the screen refuses before sending: messages by field, and the one shown above the form. */
  check: (draft: D) => { fields: Record<string, string>; notice: string | null };
  /** What a draft sends, in the calls' names. */
  payload: (draft: D) => object;
  calls: {
    /** Sends a new voucher under the form's Idempotency-Key. */
    generate: (payload: object, requestKey: string) => Promise<{ number: number; message: string }>;
    /** Saves over the version given. */
    update: (payload: { id: number; version: number }) => Promise<SavedVoucher<K, R>>;
    move: (move: DocumentMove) => Promise<SavedVoucher<K, R>>;
  };
  /** The documents a voucher may be made from, each named in the address its own way (?invoice=12). */
  from: readonly VoucherSource<D>[];
}

/** A document a voucher may be made from: read, it fills in the draft. */
export interface VoucherSource<D> {
  /** Its name in the address: /payment-create?refund=5. */
  param: 'invoice' | 'purchase' | 'refund';
  /** The screen's words when it cannot be read and the server gave none of its own. */
  failed: { read: string; readUnreachable: string };
  read: (number: number) => Promise<(draft: D) => D>;
}

/** Declares a kind, its types read from what it is given. */
export function moneyVoucherKind<K extends 'receipt' | 'payment', R extends VoucherRecord, D extends VoucherDraft>(
  declaration: MoneyVoucherKind<K, R, D>,
): MoneyVoucherKind<K, R, D> {
  return declaration;
}

/** A money voucher's screens: the document kernel's list, details and report, and the voucher's create. */
export function moneyVoucherPages<K extends 'receipt' | 'payment', R extends VoucherRecord, D extends VoucherDraft>(
  voucher: MoneyVoucherKind<K, R, D>,
): DocumentPages {
  return documentPages(
    documentKind({
      kind: voucher.kind,
      numberText: voucher.numberText,
      list: voucher.list,
      details: moneyVoucherDetails(voucher),
      create: () => <VoucherCreatePage voucher={voucher} />,
      report: { title: voucher.reportTitle },
    }),
  );
}
