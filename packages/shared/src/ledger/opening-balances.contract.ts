import { z } from 'zod';
import { formatDisplayDate } from '../dates';
import { numberInput } from '../documents/document-fields';
import { optionalId } from '../contract-fields';
import { MAX_AMOUNT_TEXT } from '../money-limits';
import { BOOKS_ACCOUNT_FIELDS } from './books.contract';

/*
 * The books' starting point (Admin only): POST books/opening_balances brings last year's closing
 * balances in once, GET books/opening_balances shows them back. Account balances become one opening
 * entry on the date; each customer's and supplier's open item an opening invoice or bill (or, when it
 * is in their favour, an unallocated credit); whatever does not balance goes to Opening Balance Equity.
 */

export type OpeningParty = 'customer' | 'supplier';
const Party = { customer: 'Customer', supplier: 'Supplier' } as const;

export const OPENING_MESSAGES = {
  dateRequired: 'Date is required',
  nothingEntered: 'Enter at least one account balance or open item',
  accountRequired: (n: number) => `Account line ${n}: choose an account`,
  controlAccount: (n: number, account: string, party: OpeningParty) =>
    `Account line ${n}: ${account} opens with the ${party}s' open items below, not a balance of its own`,
  equityAccount: (n: number) => `Account line ${n}: Opening Balance Equity takes what does not balance; leave it out`,
  accountTwice: (n: number, first: number) => `Account line ${n}: the account is already on line ${first}`,
  accountUnknown: (n: number) => `Account line ${n}: the account is not in the chart of accounts`,
  partyRequired: (n: number, party: OpeningParty) => `${Party[party]} item ${n}: choose the ${party}`,
  partyMissing: (n: number, party: OpeningParty) =>
    `${Party[party]} item ${n}: the ${party} must be chosen from the list`,
  numberRequired: (n: number, party: OpeningParty) => `${Party[party]} item ${n}: enter its number in the old books`,
  numberTwice: (n: number, party: OpeningParty, first: number) =>
    `${Party[party]} item ${n}: the same number is already item ${first} of this ${party}`,
  itemDateRequired: (n: number, party: OpeningParty) => `${Party[party]} item ${n}: enter its date`,
  itemAfterOpening: (n: number, party: OpeningParty) =>
    `${Party[party]} item ${n}: its date must be on or before the opening date`,
  dueBeforeDate: (n: number, party: OpeningParty) => `${Party[party]} item ${n}: it cannot fall due before its date`,
  amountRequired: (n: number, party: OpeningParty) =>
    `${Party[party]} item ${n}: enter the amount open (below zero when ${party === 'customer' ? "it is in the customer's favour" : 'we paid the supplier ahead'})`,
  amountDecimals: (n: number, party: OpeningParty) =>
    `${Party[party]} item ${n}: the amount can have at most 3 decimals`,
  amountTooLarge: (n: number, party: OpeningParty) =>
    `${Party[party]} item ${n}: the amount cannot exceed ${MAX_AMOUNT_TEXT}`,
  alreadyEntered: (date: string) =>
    `Opening balances were entered on ${formatDisplayDate(date)}; correct them with a journal`,
  documentsBefore: (what: string, date: string) =>
    `Opening balances must come before every document, and ${what} is dated ${formatDisplayDate(date)}`,
  itemFixed: 'An opening balance item stays as it was brought in: correct it with a journal',
  notPrinted: 'An opening balance item was issued in the old books: it has no tax invoice here to print',
  saved: 'Opening balances saved',
} as const;

export const openingAccountPayload = z.object({
  account_id: optionalId('Account'),
  debit: numberInput.optional(),
  credit: numberInput.optional(),
});

/** An open item as the old books list it: its number, date, due date and the amount still open. */
const openItem = {
  number: z.string({ error: 'Number must be text' }).max(50, 'Number can be at most 50 characters').nullish(),
  date: z.unknown(),
  due_date: z.unknown().optional(),
  amount: numberInput.optional(),
};
export const openingCustomerPayload = z.object({ customer_id: optionalId('Customer'), ...openItem });
export const openingSupplierPayload = z.object({ supplier_id: optionalId('Supplier'), ...openItem });

export const openingBalancesPayload = z.object({
  date: z.unknown(),
  accounts: z.array(openingAccountPayload).max(1000, 'At most 1,000 account lines').default([]),
  customers: z.array(openingCustomerPayload).max(5_000, 'At most 5,000 customer items').default([]),
  suppliers: z.array(openingSupplierPayload).max(5_000, 'At most 5,000 supplier items').default([]),
});
export type OpeningBalancesPayload = z.output<typeof openingBalancesPayload>;
export type OpeningBalancesInput = z.input<typeof openingBalancesPayload>;

const openingItemAnswer = z.object({
  party_id: z.number(),
  party_name: z.string(),
  number: z.string(),
  date: z.string(),
  due_date: z.string().nullable(),
  /** Above zero: they owe (a customer) or are owed (a supplier); below zero: in their favour. */
  amount: z.number(),
  /** The opening invoice or bill it became (INV-ARG-…, PV-ARG-…); null for a credit in their favour. */
  document_number: z.string().nullable(),
});

export const openingBalancesResponse = z.object({
  success: z.literal(true),
  opening: z
    .object({
      date: z.string(),
      entered_by: z.string().nullable(),
      entered_at: z.string(),
      accounts: z.array(
        z.object({
          ...BOOKS_ACCOUNT_FIELDS,
          debit: z.number(),
          credit: z.number(),
        }),
      ),
      customers: z.array(openingItemAnswer),
      suppliers: z.array(openingItemAnswer),
      /** What Opening Balance Equity took: above zero a credit, below zero a debit. */
      equity: z.number(),
    })
    .nullable(),
});
export type OpeningBalances = z.infer<typeof openingBalancesResponse>;
