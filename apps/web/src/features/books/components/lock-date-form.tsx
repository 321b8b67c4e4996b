import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { LOCK_MESSAGES, movesLockEarlier, type LockDate } from '@fleetledger/shared/ledger/lock-date.contract';
import { fieldErrorsOf } from '../../../lib/api-error';
import { failureMessage } from '../../../lib/failure-message';
import { ConflictDialog } from '../../../ui/conflict-dialog';
import { DateField } from '../../../ui/date-field';
import { FormProblem } from '../../../ui/form-problem';
import { notifySuccess } from '../../../ui/notify';
import { PasswordField } from '../../../ui/password-field';
import { staleLockDate, useMoveLockDate, useShowLockDate } from '../api/lock-date-calls';
import { adminCodeReason, lockDateDifferences, lockStanding, OPEN_BOOKS } from '../model/lock-date-view';

const SAVE_FAILED = 'The lock date could not be saved. Please try again.';
const SAVE_UNREACHABLE = 'Network error while saving the lock date. Please try again.';

interface LockDateFormProps {
  lock: LockDate;
  today: string;
}

/**
 * Where the lock date stands and the box to move it, saved at the version read. Moving it earlier or
 * clearing it asks for the admin code, with the reason, before anything is sent.
 */
export function LockDateForm({ lock, today }: LockDateFormProps) {
  // The stored lock date the move is made against: Keep mine moves it on to the newer one.
  const [base, setBase] = useState(lock);
  const [date, setDate] = useState(lock.lock_date ?? '');
  const [adminCode, setAdminCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ current: LockDate; message: string } | null>(null);
  const move = useMoveLockDate();
  const showLockDate = useShowLockDate();

  const chosen = date === '' ? null : date;
  const needsCode = movesLockEarlier(base.lock_date, chosen);
  const standing = lockStanding(lock);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (chosen !== null && chosen > today) {
      setErrors({ lock_date: LOCK_MESSAGES.notAfterToday });
      return;
    }
    if (needsCode && adminCode === '') {
      setErrors({ admin_code: LOCK_MESSAGES.adminCodeToMoveEarlier });
      return;
    }
    setErrors({});
    const request = { lock_date: chosen, version: base.version, ...(needsCode ? { admin_code: adminCode } : {}) };
    move.mutate(request, {
      onSuccess: (moved) => {
        setBase(moved);
        setDate(moved.lock_date ?? '');
        setAdminCode('');
        notifySuccess(lockStanding(moved).headline);
      },
      onError: (error) => {
        const stale = staleLockDate(error);
        if (stale !== null) {
          showLockDate(stale.current);
          setConflict(stale);
          return;
        }
        setErrors(fieldErrorsOf(error));
        setProblem(failureMessage(error, SAVE_FAILED, SAVE_UNREACHABLE));
      },
    });
  };

  const settle = (takeTheirs: boolean) => {
    if (conflict === null) return;
    setBase(conflict.current);
    if (takeTheirs) setDate(conflict.current.lock_date ?? '');
    setConflict(null);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Move the lock date" style={{ width: '100%' }}>
      <ConflictDialog
        opened={conflict !== null}
        title="The lock date was moved meanwhile"
        message={conflict?.message ?? ''}
        differences={conflict === null ? [] : lockDateDifferences(conflict.current, chosen)}
        onKeepMine={() => settle(false)}
        onTakeTheirs={() => settle(true)}
        onClose={() => setConflict(null)}
      />
      <Stack gap="sm">
        <div>
          <Text fw={700} fz="lg" data-testid="lock-standing">
            {standing.headline}
          </Text>
          {standing.moved !== null && (
            <Text size="sm" c="gray.7" data-testid="lock-moved">
              {standing.moved}
            </Text>
          )}
        </div>
        <Group align="flex-start" gap="sm">
          <DateField
            label="Lock date"
            description={`Empty: ${OPEN_BOOKS.toLowerCase()}`}
            value={date}
            onChange={(next) => {
              setDate(next);
              setErrors({});
            }}
            error={errors.lock_date}
            w={190}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the lock date (open the books)' }}
          />
          {needsCode && (
            <PasswordField
              label="Admin code"
              description={adminCodeReason(base.lock_date!, chosen)}
              value={adminCode}
              onChange={(event) => {
                setAdminCode(event.currentTarget.value);
                setErrors({});
              }}
              error={errors.admin_code}
              autoComplete="off"
              inputMode="numeric"
              maxLength={10}
              required
              w={320}
            />
          )}
        </Group>
        <FormProblem message={problem} />
        <Group>
          <Button type="submit" loading={move.isPending} disabled={chosen === base.lock_date}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
