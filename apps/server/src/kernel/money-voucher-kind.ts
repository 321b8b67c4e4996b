import type { Allocation } from '@fleetledger/shared/documents/allocations';
import type { NumberedDocument } from '@fleetledger/shared/documents/document-number-prefixes';
import type { DocumentStatus } from '@fleetledger/shared/documents/document-status';
import type { LedgerLineDraft } from '@fleetledger/shared/ledger/posting-rules';
import type { PaymentType } from '@fleetledger/shared/receipts/receipts.contract';
import type { Executor } from '../db/client';
import type * as q from './money-voucher.queries';

export type VoucherTable = q.MoneyVoucherTables['vouchers'];

/** What a kind's rules make of its payload (checkReceipt, checkPayment): the money side, the total, the lines. */
export interface CheckedVoucher {
  date: string;
  accountId: number;
  type: PaymentType;
  cheque: { number: string; date: string; bank: string } | null;
  totalFils: number;
  lines: readonly { id: number | null; amountFils: number }[];
}

export interface WrittenVoucher {
  reference: string | null;
  narration: string | null;
}

/** An item as its kind reads it back: the stored row and what its joins name. */
export interface ItemRow {
  item: { amountFils: number };
}

/**
 * One kind of money voucher (a customer's receipt, a supplier's payment): what is its own, from its
 * tables, rules and messages to how its record names its party and items. Everything else a money
 * voucher does is `moneyVoucher`'s.
 */
export interface MoneyVoucherKind<
  T extends VoucherTable,
  Payload,
  Checked extends CheckedVoucher,
  Item,
  Own,
  RecordItem,
> {
  kind: 'receipt' | 'payment';
  tables: q.MoneyVoucherTables & { vouchers: T };
  messages: {
    notFound: string;
    stale: string;
    created: string;
    idempotencyReused: string;
    partyMissing: string;
    notOpen: (n: number) => string;
    overAllocated: (number: string, pending: string) => string;
    datedAfter: (number: string, date: string) => string;
  };
  /** The payload field naming the party, where a party that does not exist is refused. */
  partyField: 'customer_id' | 'supplier_id';
  /** The documents it pays, as its problems name them, and their printed number. */
  paidField: 'invoice' | 'purchase';
  paidNumberText: (number: number) => string;
  /** The memo of its entry in the books, by its printed number and its party's name. */
  memo: (number: string, partyName: string) => string;
  /** Its entry's lines in the books (posting-rules). */
  postingLines: (voucher: T['$inferSelect'], items: Item[]) => LedgerLineDraft[];
  /** The kind its numbers print as (RCPT-ARG-4) and how many make a page of its list. */
  listing: { numbered: NumberedDocument; pageSize: number };
  check: (input: Payload) => { voucher: Checked | null; problems: Record<string, string> };
  partyMissing: (tx: Executor, partyId: number) => Promise<boolean>;
  partyOf: (voucher: Checked) => number;
  /**
   * What else the kind's items name and must check under lock (a payment's refunds of credit notes),
   * adding to `problems` keyed as the kind's rules key theirs.
   */
  checkMore?: (
    tx: Executor,
    voucher: Checked,
    problems: Record<string, string>,
    exceptVoucherId?: number,
  ) => Promise<void>;
  /** The party as the voucher's row stores it (customerId, supplierId). */
  partyColumn: (partyId: number) => Partial<T['$inferInsert']>;
  allocationOf: (line: Checked['lines'][number]) => Allocation;
  itemValues: (voucher: Checked) => (Record<string, unknown> & { id: number | null })[];
  itemRows: (db: Executor, voucherId: number) => Promise<Item[]>;
  attachments: (db: Executor, voucherId: number) => Promise<{ id: number; name: string; url: string }[]>;
  /** An item that pays no document yet: money on account, allocated later. */
  isAdvance: (row: Item) => boolean;
  /** The record's fields that name the party and how the money moved, in the order the record answers them. */
  ownFields: (voucher: T['$inferSelect'], partyName: string) => Own;
  recordItem: (row: Item) => RecordItem;
}

/** A money voucher as its screen reads it: the fields every kind answers around the kind's own. */
export type MoneyVoucherRecord<Own, RecordItem> = {
  id: number;
  number: number;
  date: string;
  account_id: number;
  account_name: string;
} & Own & {
    total_amount: number;
    advance_amount: number;
    reference: string | null;
    narration: string | null;
    cheques: { number: string; date: string; bank: string } | null;
    status: DocumentStatus;
    items: RecordItem[];
    attachments: { id: number; name: string; url: string; link: string }[];
    version: number;
  };
