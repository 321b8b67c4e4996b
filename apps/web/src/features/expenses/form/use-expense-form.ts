import { useCallback, useEffect, useRef, useState } from 'react';
import { validateExpenseForm, type ExpenseFormValues, type FieldErrors } from './expense-form-values';

export type FormNotice =
  | { kind: 'error'; text: string }
  | { kind: 'success'; text: string }
  /** A stale edit (409): the user's values stay and they may reload the stored expense. */
  | { kind: 'conflict'; text: string };

/** Contract field names in the order the form shows them, so the first problem gets the focus. */
const FIELD_ORDER = [
  'date',
  'charge_id',
  'description',
  'refrence_id',
  'job_number',
  'due_date',
  'amount',
  'vat_percentage',
  'company',
  'supplier_vat_number',
  'supplier_invoice_number',
  'type',
  'driver_id',
  'truck_id',
  'status',
  'paid_from_account_id',
] as const;

export function expenseFieldId(field: string): string {
  return `expense-${field.replace(/_/g, '-')}`;
}

function focusFirstProblem(errors: FieldErrors): void {
  const first = FIELD_ORDER.find((field) => errors[field] !== undefined);
  if (first !== undefined) document.getElementById(expenseFieldId(first))?.focus();
}

/** The values, per-field messages and banner of one expense form. */
export function useExpenseForm(initial: ExpenseFormValues) {
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<FormNotice | null>(null);
  // The server's problems are shown while the form is still disabled for the save: focused once drawn enabled.
  const focusAfterRender = useRef<FieldErrors | null>(null);
  useEffect(() => {
    if (focusAfterRender.current === null) return;
    focusFirstProblem(focusAfterRender.current);
    focusAfterRender.current = null;
  });

  /** Any edit clears the displayed message and the edited fields' own messages. */
  const edit = useCallback((patch: Partial<ExpenseFormValues>, fields: readonly string[]) => {
    setValues((current) => ({ ...current, ...patch }));
    setNotice(null);
    setFieldErrors((current) => {
      if (!fields.some((field) => current[field] !== undefined)) return current;
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  }, []);

  /** Checks the values with the server's rules; answers false (and points at the problem) if they fail. */
  const validate = useCallback((): boolean => {
    const errors = validateExpenseForm(values);
    setFieldErrors(errors);
    if (Object.keys(errors).length === 0) return true;
    setNotice(null);
    focusFirstProblem(errors);
    return false;
  }, [values]);

  const showProblem = useCallback((notice: FormNotice, errors: FieldErrors = {}) => {
    setNotice(notice);
    setFieldErrors(errors);
    focusAfterRender.current = errors;
  }, []);

  const reset = useCallback((next: ExpenseFormValues, withNotice: FormNotice | null = null) => {
    setValues(next);
    setFieldErrors({});
    setNotice(withNotice);
  }, []);

  return { values, fieldErrors, notice, edit, validate, showProblem, setNotice, reset };
}

export type ExpenseFormController = ReturnType<typeof useExpenseForm>;
