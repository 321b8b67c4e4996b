import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Alert, Button, Stack, Text } from '@mantine/core';
import {
  EXPENSE_MESSAGES,
  type EditableExpense,
  type ExpenseEditDataResponse,
} from '@fleetledger/shared/expenses/expenses.contract';
import { isApiError } from '../../../lib/api-error';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { AlertIcon } from '../../../ui/icons';
import { PageTitle } from '../../../ui/page-title';
import { UnsavedDraft } from '../../../ui/unsaved-draft';
import { useFormDraft } from '../../../ui/use-unsaved-changes';
import { RecordHistory } from '../../../ui/record-history';
import { useEditExpense } from '../api/use-edit-expense';
import { useExpenseEditData } from '../api/use-expense-edit-data';
import { DeleteExpenseButton } from '../components/delete-expense-button';
import { ExpenseForm } from '../components/expense-form';
import { FormNoticeBanner } from '../components/form-notice-banner';
import { EXPENSE_SCREEN_MESSAGES as MESSAGES } from '../expense-screen-messages';
import { StaleSaveDialog } from '../../../ui/stale-save-dialog';
import { EXPENSE_MERGE, staleExpense } from '../form/expense-conflict';
import {
  expenseFormFrom,
  keptExpenseForm,
  toExpensePayload,
  type ExpenseFormValues,
} from '../form/expense-form-values';
import { saveProblem } from '../form/save-problem';
import { useExpenseForm } from '../form/use-expense-form';

/** The operations spec: the edit screen returns 2 s after a successful save. */
export const RETURN_AFTER_SAVE_MS = 2000;

/** Back where the user came from; a link opened directly has no "back", so it goes to the records. */
function useGoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key === 'default') void navigate('/expense-table');
    else void navigate(-1);
  };
}

/** Edit Expense, /expense-edit/{id}. */
export function EditExpensePage() {
  const { id: idParam = '' } = useParams();
  const id = /^\d+$/.test(idParam) ? Number(idParam) : null;

  return (
    <>
      <PageTitle title="Edit Expense" description={id === null ? undefined : `Expense #${id}`} />
      {id === null ? <LoadProblem message={EXPENSE_MESSAGES.notFound} /> : <EditExpenseLoader id={id} />}
    </>
  );
}

/** What went wrong loading the expense, and the way back to the list it came from. */
function LoadProblem({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button component={Link} to="/expense-table" size="xs" variant="default">
          Back to Expense Records
        </Button>
      </Stack>
    </Alert>
  );
}

function EditExpenseLoader({ id }: { id: number }) {
  const editData = useExpenseEditData(id);
  // Bumped by "Reload" after a stale save, so the form starts again from the stored expense.
  const [loadCount, setLoadCount] = useState(0);

  if (editData.isPending) return <FullPageLoader label={MESSAGES.loading} fullHeight={false} />;
  if (editData.isError) {
    const notFound = isApiError(editData.error) && editData.error.status === 404;
    return <LoadProblem message={notFound ? EXPENSE_MESSAGES.notFound : MESSAGES.loadFailed} />;
  }
  return (
    <Stack gap="md">
      <EditExpenseForm
        key={loadCount}
        data={editData.data}
        onReload={async () => {
          await editData.refetch();
          setLoadCount((count) => count + 1);
        }}
      />
      <RecordHistory kind="expense" id={id} readAt={editData.dataUpdatedAt} />
    </Stack>
  );
}

interface EditExpenseFormProps {
  data: ExpenseEditDataResponse;
  onReload: () => Promise<void>;
}

function EditExpenseForm({ data, onReload }: EditExpenseFormProps) {
  // What the form started from (the stored expense, what Take theirs put in it, or a restored draft's
  // own start): holding just that is nothing to lose, and a stale save's merge base.
  const [start, setStart] = useState(() => expenseFormFrom(data.expense, data));
  const form = useExpenseForm(start);
  const editExpense = useEditExpense();
  const goBack = useGoBack();
  const [saved, setSaved] = useState(false);
  const [reloading, setReloading] = useState(false);
  // The stored expense the edit is made against: a 'Keep mine' moves it to the newer version.
  const [base, setBase] = useState<EditableExpense>(data.expense);
  const [conflict, setConflict] = useState<{ current: EditableExpense; message: string } | null>(null);
  const kept = useFormDraft({
    form: 'expense-edit',
    recordId: data.expense.id,
    version: base.version,
    value: form.values,
    baseline: start,
    // A restored draft is saved at the version it was read at: a stale one meets the conflict dialog,
    // merged against what the draft started from.
    restore: (values, version, startedFrom) => {
      form.reset(keptExpenseForm(values));
      setStart(keptExpenseForm(startedFrom));
      setBase((stored) => ({ ...stored, version: version ?? stored.version }));
    },
  });

  // The timer starts once, when the save succeeds, and goes back with the location of that moment.
  const returnAfterSave = useEffectEvent(goBack);
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => returnAfterSave(), RETURN_AFTER_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  const submit = () => {
    if (!form.validate()) return;
    const payload = { ...toExpensePayload(form.values), id: base.id, version: base.version };
    editExpense.mutate(payload, {
      onSuccess: (response) => {
        kept.settle();
        form.setNotice({ kind: 'success', text: response.message });
        setSaved(true);
      },
      onError: (error) => {
        const current = staleExpense(error);
        if (current !== null && isApiError(error)) {
          setConflict({ current, message: error.serverMessage ?? MESSAGES.updateFailed });
          return;
        }
        const problem = saveProblem(error, MESSAGES.updateFailed);
        form.showProblem(problem.notice, problem.fieldErrors);
      },
    });
  };

  const settle = (current: EditableExpense, values: ExpenseFormValues) => {
    setBase(current);
    setStart(expenseFormFrom(current, data));
    form.reset(values);
  };

  return (
    <>
      <UnsavedDraft draft={kept} />
      <StaleSaveDialog
        conflict={conflict}
        title="This expense was changed meanwhile"
        edit={{
          base: start,
          draft: form.values,
          toDraft: (expense) => expenseFormFrom(expense, data),
          outline: EXPENSE_MERGE,
        }}
        onKeepMine={settle}
        onTakeTheirs={(current) => settle(current, expenseFormFrom(current, data))}
        onClose={() => setConflict(null)}
      />
      <FormNoticeBanner
        notice={form.notice}
        onDismiss={() => form.setNotice(null)}
        conflictAction={
          <Button
            size="xs"
            variant="white"
            color="orange"
            loading={reloading}
            onClick={() => {
              kept.settle();
              setReloading(true);
              void onReload().finally(() => setReloading(false));
            }}
          >
            Reload the saved expense (discards your edits)
          </Button>
        }
      />
      <ExpenseForm
        form={form}
        lookups={data}
        chargeSetsDescription
        busy={editExpense.isPending}
        locked={saved}
        submitLabel="Update Expense"
        busyLabel="Updating..."
        onSubmit={submit}
        secondaryAction={
          <>
            <DeleteExpenseButton id={base.id} version={base.version} disabled={saved} onDeleted={kept.settle} />
            <Button
              variant="default"
              onClick={() => {
                kept.settle();
                goBack();
              }}
            >
              Cancel
            </Button>
          </>
        }
      />
    </>
  );
}
