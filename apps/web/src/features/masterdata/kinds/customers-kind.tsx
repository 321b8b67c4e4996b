import { customerSavePayload, PAYMENT_TERMS } from '@fleetledger/shared/masterdata/masterdata.contract';
import { text, type FieldSpec, type KindConfig } from './kind-config';

const TEXT_FIELDS = [
  'name',
  'cr_name',
  'flat',
  'building',
  'road',
  'block',
  'city',
  'email',
  'mobile',
  'vat_number',
] as const;
type CustomerField = (typeof TEXT_FIELDS)[number];

/** The full customer form of the job table plus the VAT number. */
const FIELDS: readonly FieldSpec[] = [
  { kind: 'text', name: 'name', label: 'Customer name', required: true },
  { kind: 'text', name: 'cr_name', label: 'CR name' },
  { kind: 'text', name: 'flat', label: 'Shop No' },
  { kind: 'text', name: 'building', label: 'Building' },
  { kind: 'text', name: 'road', label: 'Road' },
  { kind: 'text', name: 'block', label: 'Block' },
  { kind: 'text', name: 'city', label: 'City' },
  { kind: 'text', name: 'email', label: 'Email', inputType: 'email' },
  { kind: 'text', name: 'mobile', label: 'Mobile', inputType: 'tel' },
  { kind: 'text', name: 'vat_number', label: 'VAT number', description: 'Printed on tax invoices.' },
  {
    kind: 'text',
    name: 'payment_terms_days',
    label: 'Payment terms (days)',
    inputType: 'number',
    description: "Days from an invoice's date to its due date.",
  },
  {
    kind: 'switch',
    name: 'overdue_reminders',
    label: 'Send overdue reminders',
    description: 'A daily e-mail to the address above listing their overdue invoices, with their statement.',
  },
];

function contact(mobile: string | null, email: string | null) {
  if (mobile === null && email === null) return text(null);
  return (
    <>
      {mobile ?? ''}
      {mobile !== null && email !== null && <br />}
      {email ?? ''}
    </>
  );
}

function pick(source: Readonly<Partial<Record<CustomerField, string | null>>>): Record<CustomerField, string> {
  return Object.fromEntries(TEXT_FIELDS.map((field) => [field, source[field] ?? ''])) as Record<CustomerField, string>;
}

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);

/** The VAT number over the payment terms: what an invoice to the customer takes from its record. */
function billing(vatNumber: string | null, termsDays: number) {
  return (
    <>
      {vatNumber !== null && (
        <>
          {vatNumber}
          <br />
        </>
      )}
      {`${days(termsDays)} to pay`}
    </>
  );
}

/** Whole days as a number; anything else as typed, for the shared schema to name the mistake. */
function termsDays(typed: string | undefined): number | string | undefined {
  const trimmed = typed?.trim();
  return trimmed !== undefined && /^\d+$/.test(trimmed) ? Number(trimmed) : typed;
}

export const CUSTOMERS_KIND: KindConfig<'customers'> = {
  kind: 'customers',
  title: 'Customers',
  noun: 'customer',
  savePath: 'customer_save',
  payloadSchema: customerSavePayload,
  emptyValues: { ...pick({}), payment_terms_days: String(PAYMENT_TERMS.defaultDays), overdue_reminders: '' },
  toValues: (record) => ({
    ...pick(record),
    payment_terms_days: String(record.payment_terms_days),
    overdue_reminders: record.overdue_reminders ? '1' : '',
  }),
  toPayload: (values) => ({
    ...pick(values),
    payment_terms_days: termsDays(values.payment_terms_days),
    overdue_reminders: values.overdue_reminders === '1',
  }),
  nameOf: (record) => record.name,
  searchPlaceholder: 'Customer name',
  columns: [
    { header: 'Name', cell: (record) => record.name, wrap: true },
    { header: 'City', cell: (record) => text(record.city) },
    // Mobile over e-mail: one column keeps the list inside 1280 px.
    { header: 'Contact', cell: (record) => contact(record.mobile, record.email) },
    // The VAT number over the terms, for the same reason.
    { header: 'VAT and terms', cell: (record) => billing(record.vat_number, record.payment_terms_days) },
  ],
  fields: () => FIELDS,
  minTableWidth: 760,
};
