import {
  DEFAULT_PAID_FROM,
  EXPENSE_VAT_RATES,
  expenseInsertRequest,
  expenseVatFils,
  type EditableExpense,
  type ExpenseInsertPayload,
  type ExpenseLookupLists,
  type ExpenseStatus,
  type ExpenseType,
  type ExpenseVatRate,
} from '@fleetledger/shared/expenses/expenses.contract';
import { DEFAULT_EXPENSE_STATUS, DEFAULT_EXPENSE_TYPE } from '@fleetledger/shared/expenses/expenses.rules';
import { bdToFils } from '@fleetledger/shared/money';

/**
 * What the expense form holds while the user types. Charge, driver and truck keep the typed text
 * and the chosen id apart: only picking a suggestion sets an id, and typing clears it.
 */
export interface ExpenseFormValues {
  date: string;
  chargeText: string;
  chargeId: number | null;
  /** Before VAT. NumberInput gives a number, or the raw text while it is incomplete ('' or '12.'). */
  amount: number | string;
  /** 10, 0, or null for none. */
  vatRate: ExpenseVatRate;
  supplierVatNumber: string;
  supplierInvoiceNumber: string;
  description: string;
  reference: string;
  type: ExpenseType;
  driverText: string;
  driverId: number | null;
  truckText: string;
  truckId: number | null;
  jobNumber: string;
  dueDate: string;
  status: ExpenseStatus;
  company: string;
  /** The account it is paid from, as the choice's value ('27' for Cash GL). */
  paidFrom: string;
}

/** Per-field messages keyed by the contract's field names (charge_id, refrence_id, ...). */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * An expense without VAT, as every expense was before it had any. These come first in every form's
 * values, where a draft kept from before gets them back: forms and drafts are compared as JSON.
 */
const NO_VAT = { vatRate: null, supplierVatNumber: '', supplierInvoiceNumber: '' } satisfies Partial<ExpenseFormValues>;

export function emptyExpenseForm(today: string): ExpenseFormValues {
  return {
    ...NO_VAT,
    date: today,
    chargeText: '',
    chargeId: null,
    amount: '',
    description: '',
    reference: '',
    type: DEFAULT_EXPENSE_TYPE,
    driverText: '',
    driverId: null,
    truckText: '',
    truckId: null,
    jobNumber: '',
    dueDate: '',
    status: DEFAULT_EXPENSE_STATUS,
    company: '',
    paidFrom: String(DEFAULT_PAID_FROM),
  };
}

/** A draft the browser kept: one kept before expenses had VAT has none of its fields, and means none. */
export function keptExpenseForm(kept: ExpenseFormValues): ExpenseFormValues {
  return { ...NO_VAT, ...kept };
}

/** The stored rate as the form holds it: the answer types it as any number, the database holds only these. */
function vatRateOf(percentage: number | null): ExpenseVatRate {
  return EXPENSE_VAT_RATES.find((rate) => rate === percentage) ?? null;
}

/** The edit form seeded from the stored expense; names come from the lookups by id. */
export function expenseFormFrom(expense: EditableExpense, lookups: ExpenseLookupLists): ExpenseFormValues {
  const driver = lookups.drivers.find((d) => d.id === expense.driver);
  const truck = lookups.trucks.find((t) => t.id === expense.truck);
  return {
    vatRate: vatRateOf(expense.vat_percentage),
    supplierVatNumber: expense.supplier_vat_number ?? '',
    supplierInvoiceNumber: expense.supplier_invoice_number ?? '',
    date: expense.date,
    chargeText: expense.charge_name,
    chargeId: expense.charge,
    amount: expense.amount,
    description: expense.description,
    reference: expense.reference ?? '',
    type: expense.type,
    driverText: driver?.name ?? '',
    driverId: expense.driver,
    truckText: truck?.number ?? '',
    truckId: expense.truck,
    jobNumber: expense.job ?? '',
    dueDate: expense.due_date ?? '',
    status: expense.status,
    company: expense.company ?? '',
    paidFrom: String(expense.paid_from_account_id),
  };
}

const typedAmount = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

const amountOf = (values: ExpenseFormValues) =>
  typeof values.amount === 'number' ? values.amount : typedAmount(values.amount);

/** Blank is none, so an expense saved untouched sends back the null it was read with. */
const textOrNull = (text: string) => (text.trim() === '' ? null : text);

/** The VAT and the total paid as the server will work them out; null while the amount reads as none. */
export function expenseFigures(values: ExpenseFormValues): { vatFils: number; grossFils: number } | null {
  const amount = amountOf(values);
  if (!Number.isFinite(amount)) return null;
  const amountFils = bdToFils(amount);
  const vatFils = expenseVatFils(amountFils, values.vatRate);
  return { vatFils, grossFils: amountFils + vatFils };
}

/** The contract's payload; a general expense sends no driver or truck. */
export function toExpensePayload(values: ExpenseFormValues): ExpenseInsertPayload {
  const forDriverAndTruck = values.type === 'driver_truck';
  return {
    date: values.date,
    charge: values.chargeText,
    charge_id: values.chargeId,
    // JSON carries the amount as a number; text that is none (NaN, sent as null) is refused by the rules.
    amount: amountOf(values),
    vat_percentage: values.vatRate,
    supplier_vat_number: textOrNull(values.supplierVatNumber),
    supplier_invoice_number: textOrNull(values.supplierInvoiceNumber),
    description: values.description,
    refrence_id: values.reference,
    type: values.type,
    driver_id: forDriverAndTruck ? values.driverId : null,
    truck_id: forDriverAndTruck ? values.truckId : null,
    job_number: values.jobNumber,
    due_date: values.dueDate,
    status: values.status,
    company: values.company,
    paid_from_account_id: Number(values.paidFrom),
  };
}

/** The server's own rules, checked before sending so the user hears about them at once. */
export function validateExpenseForm(values: ExpenseFormValues): FieldErrors {
  const parsed = expenseInsertRequest.safeParse(toExpensePayload(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  return errors;
}
