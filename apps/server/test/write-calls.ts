import fc from 'fast-check';
import type { SignedInApp } from './signed-in-app';
import { BANK, CAPITAL } from '../src/features/journals/journals-fixture';
import { operationsCalls } from './operations-write-calls';
import {
  amount,
  date,
  field,
  optionalText,
  pick,
  quantity,
  text,
  vat,
  WRONG,
  type Body,
  type WriteCall,
} from './write-call';

export function writeCalls(api: SignedInApp): WriteCall[] {
  const { call, md } = api;
  const json = async (method: 'GET' | 'POST', url: string, body?: unknown) =>
    (await call(method, url, body)).json<Record<string, unknown>>();
  const party = fc.constantFrom(md.customers.acme, md.customers.bahrainMarine);
  const INVOICE_LINE = ['account_id', 'qty', 'amount', 'vat_percentage', 'cr_dr', 'description'];
  const PURCHASE_LINE = [...INVOICE_LINE, 'truck_id'];
  const MONEY_SIDE = ['date', 'account_id', 'reference', 'narration'];

  const invoice: WriteCall = {
    name: 'invoice',
    url: 'vouchers/invoice_generate',
    request: fc.record({
      customer_id: party,
      date,
      reference: optionalText,
      narration: optionalText,
      items: fc.array(
        fc.record({
          account_id: fc.constant(25),
          job_id: fc.constant(null),
          qty: quantity,
          amount,
          vat_percentage: vat,
          cr_dr: fc.constant('cr'),
          description: text(),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    }),
    readBack: async (answer) => {
      const { invoice: stored } = await json(
        'GET',
        `vouchers/invoice_details.php?invoice_number=${String(answer.invoice_number)}`,
      );
      return documentAsSent(stored as Body, ['customer_id', 'date', 'reference', 'narration'], INVOICE_LINE);
    },
    asSent: (body) => documentAsSent(body, ['customer_id', 'date', 'reference', 'narration'], INVOICE_LINE),
    fields: [
      field(['customer_id'], WRONG.id),
      field(['date'], WRONG.date),
      field(['reference'], WRONG.text),
      field(['items', 0, 'account_id'], WRONG.id),
      field(['items', 0, 'qty'], [...WRONG.amount.slice(0, 3), () => 1.5]),
      field(['items', 0, 'amount'], WRONG.amount),
      field(['items', 0, 'vat_percentage'], WRONG.choice),
      field(['items', 0, 'cr_dr'], WRONG.choice),
      field(['items', 0, 'description'], WRONG.text),
    ],
  };

  const purchase: WriteCall = {
    name: 'purchase',
    url: 'vouchers/purchase_generate',
    request: fc.record({
      supplier_id: party,
      date,
      reference: text(),
      reference_date: fc.option(date, { nil: null }),
      narration: optionalText,
      items: fc.array(
        fc.record({
          account_id: fc.constantFrom(29, 30),
          job_ids: fc.constant([]),
          truck_id: fc.constantFrom(null, md.trucks.t1),
          cr_dr: fc.constant('dr'),
          qty: quantity,
          amount,
          vat_percentage: vat,
          description: text(),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    }),
    readBack: async (answer) => {
      const { purchase: stored } = await json(
        'GET',
        `vouchers/purchase_details.php?purchase_number=${String(answer.purchase_number)}`,
      );
      return documentAsSent(stored as Body, PURCHASE_HEADER, PURCHASE_LINE);
    },
    asSent: (body) => documentAsSent(body, PURCHASE_HEADER, PURCHASE_LINE),
    fields: [
      field(['supplier_id'], WRONG.id),
      field(['date'], WRONG.date),
      field(['reference'], WRONG.text),
      field(['reference_date'], WRONG.date),
      field(['narration'], WRONG.text),
      field(['items', 0, 'account_id'], WRONG.id),
      field(['items', 0, 'truck_id'], WRONG.id),
      field(['items', 0, 'job_ids'], [() => ['1 OR 1=1'], () => [{ $ne: 1 }], () => 1.5]),
      field(['items', 0, 'qty'], [...WRONG.amount.slice(0, 3), () => 1.5]),
      field(['items', 0, 'amount'], WRONG.amount),
      field(['items', 0, 'cr_dr'], WRONG.choice),
      field(['items', 0, 'description'], WRONG.text),
    ],
  };

  /** A receipt or payment: one account and type, and the party's one item (an advance). */
  const moneyVoucher = (
    kind: 'receipt' | 'payment',
    partyField: 'customer_id' | 'supplier_id',
    side: string,
  ): WriteCall => {
    const sideField = kind === 'receipt' ? 'dr_cr' : 'cr_dr';
    const typeField = kind === 'receipt' ? 'type_of_payment' : 'type';
    const stored = (voucher: Body, items: Body[], type: unknown) => ({
      ...pick(voucher, MONEY_SIDE),
      type,
      items: items.map((item) => ({ ...pick(item, [partyField, 'amount', 'description']) })),
    });
    return {
      name: kind,
      url: `vouchers/${kind}_generate`,
      request: fc
        .record({
          date,
          account_id: fc.constantFrom(26, 27),
          reference: optionalText,
          narration: optionalText,
          party,
          amount,
          description: text(),
        })
        .map(({ party: partyId, amount: paid, description, ...header }) => ({
          ...header,
          type: header.account_id === 26 ? 'online' : 'cash',
          cheque: null,
          amount: paid,
          items: [{ [partyField]: partyId, [sideField]: side, amount: paid, description }],
        })),
      readBack: async (answer) => {
        const voucher = await json('POST', `vouchers/${kind}_details.php`, { [`${kind}_number`]: answer.number });
        return stored(voucher, voucher.items as Body[], voucher[typeField]);
      },
      asSent: (body) => stored(body, body.items as Body[], body.type),
      fields: [
        field(['date'], WRONG.date),
        field(['account_id'], WRONG.id),
        field(['type'], WRONG.choice),
        field(['cheque'], [() => ({ $ne: 1 }), () => ['a'], () => 'cheque']),
        field(['amount'], [...WRONG.amount, () => null]),
        field(['narration'], WRONG.text),
        field(['items', 0, partyField], WRONG.id),
        field(['items', 0, sideField], WRONG.choice),
        field(['items', 0, 'amount'], WRONG.amount),
        field(['items', 0, 'description'], WRONG.text),
      ],
    };
  };

  const journal: WriteCall = {
    name: 'journal',
    url: 'vouchers/journal_generate',
    request: fc
      .record({ date, reference: optionalText, narration: optionalText, amount, into: text(), from: text() })
      .map(({ amount: moved, into, from, ...header }) => ({
        ...header,
        lines: [
          { account_id: BANK, debit: moved, credit: 0, party_id: null, truck_id: null, description: into },
          { account_id: CAPITAL, debit: 0, credit: moved, party_id: null, truck_id: null, description: from },
        ],
      })),
    readBack: async (answer) => {
      const stored = await json('POST', 'vouchers/journal_details.php', { journal_number: answer.number });
      return documentAsSent(stored, JOURNAL_HEADER, JOURNAL_LINE, 'lines');
    },
    asSent: (body) => documentAsSent(body, JOURNAL_HEADER, JOURNAL_LINE, 'lines'),
    fields: [
      field(['date'], WRONG.date),
      field(['reference'], WRONG.text),
      field(['lines', 0, 'account_id'], WRONG.id),
      field(['lines', 0, 'debit'], WRONG.amount),
      field(['lines', 1, 'credit'], WRONG.amount),
      field(['lines', 0, 'truck_id'], WRONG.id),
      field(['lines', 0, 'description'], WRONG.text),
    ],
  };

  return [
    invoice,
    purchase,
    moneyVoucher('receipt', 'customer_id', 'cr'),
    moneyVoucher('payment', 'supplier_id', 'dr'),
    journal,
    ...operationsCalls(api),
  ];
}

const PURCHASE_HEADER = ['supplier_id', 'date', 'reference', 'reference_date', 'narration'];
const JOURNAL_HEADER = ['date', 'reference', 'narration'];
const JOURNAL_LINE = ['account_id', 'debit', 'credit', 'party_id', 'truck_id', 'description'];

/** A document's header fields and its lines' fields, in the request's shape. */
function documentAsSent(record: Body, header: readonly string[], line: readonly string[], lines = 'items') {
  return { ...pick(record, header), [lines]: (record[lines] as Body[]).map((item) => pick(item, line)) };
}
