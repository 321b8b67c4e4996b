import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@mantine/core';
import { isApiError } from '../../../lib/api-error';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { notifySuccess } from '../../../ui/notify';
import { useDeleteExpense } from '../api/use-delete-expense';

interface DeleteExpenseButtonProps {
  id: number;
  version: number;
  disabled: boolean;
  /** Called once deleted, before going to the records: nothing is left to keep. */
  onDeleted: () => void;
}

/** Deletes the expense at the version read, after asking; the books reverse its posting. */
export function DeleteExpenseButton({ id, version, disabled, onDeleted }: DeleteExpenseButtonProps) {
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useDeleteExpense();
  const navigate = useNavigate();
  const confirm = () =>
    remove.mutate(
      { id, version },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          onDeleted();
          void navigate('/expense-table');
        },
        onError: (error) =>
          setProblem(
            isApiError(error) ? (error.serverMessage ?? error.message) : 'Could not delete. Please try again.',
          ),
      },
    );
  return (
    <>
      <ConfirmModal
        opened={asking}
        title="Delete this expense?"
        confirmLabel="Delete expense"
        confirmColor="red"
        busy={remove.isPending}
        error={problem}
        onConfirm={confirm}
        onClose={() => {
          setAsking(false);
          setProblem(null);
        }}
      >
        It leaves the expense records, and its entry in the books is reversed. The audit log keeps what it was.
      </ConfirmModal>
      <Button variant="subtle" color="red" disabled={disabled} onClick={() => setAsking(true)}>
        Delete
      </Button>
    </>
  );
}
