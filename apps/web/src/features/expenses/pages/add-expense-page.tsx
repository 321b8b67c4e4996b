import { useState } from 'react';
import { Alert } from '@mantine/core';
import type { ExpenseDataResponse } from '@fleetledger/shared/expenses/expenses.contract';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { AlertIcon } from '../../../ui/icons';
import { PageTitle } from '../../../ui/page-title';
import { UnsavedDraft } from '../../../ui/unsaved-draft';
import { useFormDraft } from '../../../ui/use-unsaved-changes';
import { useAddExpense } from '../api/use-add-expense';
import { useExpenseFormData } from '../api/use-expense-form-data';
import { ExpenseForm } from '../components/expense-form';
import { FormNoticeBanner } from '../components/form-notice-banner';
import { emptyExpenseForm, keptExpenseForm, toExpensePayload } from '../form/expense-form-values';
import { saveProblem } from '../form/save-problem';
import { useExpenseForm } from '../form/use-expense-form';
import { EXPENSE_SCREEN_MESSAGES as MESSAGES } from '../expense-screen-messages';

/** Add Expense, /expense-entry. */
export function AddExpensePage() {
  const formData = useExpenseFormData();

  return (
    <>
      <PageTitle title="Add Expense" description="Record a company, driver or truck expense." />
      {formData.isPending ? (
        <FullPageLoader label={MESSAGES.loading} fullHeight={false} />
      ) : formData.isError ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {MESSAGES.loadFailed}
        </Alert>
      ) : (
        <AddExpenseForm data={formData.data} onRefresh={() => void formData.refetch()} />
      )}
    </>
  );
}

function AddExpenseForm({ data, onRefresh }: { data: ExpenseDataResponse; onRefresh: () => void }) {
  const [start] = useState(() => emptyExpenseForm(data.today));
  const form = useExpenseForm(start);
  const kept = useFormDraft({
    form: 'expense-create',
    version: null,
    value: form.values,
    baseline: start,
    restore: (values) => form.reset(keptExpenseForm(values)),
  });
  const addExpense = useAddExpense();

  const submit = () => {
    if (!form.validate()) return;
    addExpense.mutate(toExpensePayload(form.values), {
      // After an add: a fresh form (date today, type general, status pending) and the success message.
      onSuccess: (response) => {
        kept.settle();
        form.reset(start, { kind: 'success', text: response.message });
      },
      onError: (error) => {
        const problem = saveProblem(error, MESSAGES.addFailed);
        form.showProblem(problem.notice, problem.fieldErrors);
      },
    });
  };

  return (
    <>
      <UnsavedDraft draft={kept} />
      <FormNoticeBanner
        notice={form.notice}
        onDismiss={() => {
          // Dismissing the success message refreshes the lookups.
          if (form.notice?.kind === 'success') onRefresh();
          form.setNotice(null);
        }}
      />
      <ExpenseForm
        form={form}
        lookups={data}
        chargeSetsDescription={false}
        busy={addExpense.isPending}
        submitLabel="Add Expense"
        busyLabel="Adding..."
        onSubmit={submit}
      />
    </>
  );
}
