import fc from 'fast-check';
import type { SignedInApp } from './signed-in-app';
import { BANK, CAPITAL } from '../src/features/journals/journals-fixture';
import { operationsCalls } from './operations-write-calls';
import { amount, date, optionalText, pick, quantity, text, vat, type Body, type WriteCall } from './write-call';

/** The money documents' write calls, then the operations'. */
export function writeCalls(api: SignedInApp): WriteCall[] {
  const { call, md } = api;
  const json = async (method: 'GET' | 'POST', url: string, body?: unknown) =>
    (await call(method, url, body)).json<Record<string, unknown>>();
  const party = fc.constantFrom(md.customers.acme, md.customers.bahrainMarine);
  const MONEY_SIDE = ['date', 'account_id', 'reference', 'narration'];

  /** An invoice or purchase: its header, and one to three lines of the kind's accounts and side. */
  const numberedDocument = (
    kind: 'invoice' | 'purchase',
    header: Record<string, fc.Arbitrary<unknown>>,
    line: Record<string, fc.Arbitrary<unknown>>,
  ): WriteCall => {
    const lineFields = { qty: quantity, amount, vat_percentage: vat, description: text(), ...line };
    const asSent = (record: Body) => documentAsSent(record, Object.keys(header), Object.keys(lineFields));
    return {
      name: kind,
      url: `vouchers/${kind}_generate`,
      request: fc.record({ ...header, items: fc.array(fc.record(lineFields), { minLength: 1, maxLength: 3 }) }),
      readBack: async (answer) => {
        const number = String(answer[`${kind}_number`]);
        return asSent((await json('GET', `vouchers/${kind}_details.php?${kind}_number=${number}`))[kind] as Body);
      },
      asSent,
    };
  };
  const invoice = numberedDocument(
    'invoice',
    { customer_id: party, date, reference: optionalText, narration: optionalText },
    { account_id: fc.constant(25), cr_dr: fc.constant('cr') },
  );
  const purchase = numberedDocument(
    'purchase',
    {
      supplier_id: party,
      date,
      reference: text(),
      reference_date: fc.option(date, { nil: null }),
      narration: optionalText,
    },
    { account_id: fc.constantFrom(29, 30), cr_dr: fc.constant('dr'), truck_id: fc.constantFrom(null, md.trucks.t1) },
  );

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

const JOURNAL_HEADER = ['date', 'reference', 'narration'];
const JOURNAL_LINE = ['account_id', 'debit', 'credit', 'party_id', 'truck_id', 'description'];

/** A document's header fields and its lines' fields, in the request's shape. */
function documentAsSent(record: Body, header: readonly string[], line: readonly string[], lines = 'items') {
  return { ...pick(record, header), [lines]: (record[lines] as Body[]).map((item) => pick(item, line)) };
}
