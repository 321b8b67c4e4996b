import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import {
  LOCK_MESSAGES,
  movesLockEarlier,
  reopensFiledPeriod,
  type LockDate,
} from '@fleetledger/shared/ledger/lock-date.contract';
import { fieldErrorsOf } from '../../../lib/api-error';
import { failureMessage } from '../../../lib/failure-message';
import { ConflictDialog } from '../../../ui/conflict-dialog';
import { DateField } from '../../../ui/date-field';
import { FormProblem } from '../../../ui/form-problem';
import { notifySuccess } from '../../../ui/notify';
import { PasswordField } from '../../../ui/password-field';
import { staleLockDate, useMoveLockDate, useShowLockDate } from '../api/lock-date-calls';
import {
  adminCodeReason,
  lockDateDifferences,
  lockStanding,
  OPEN_BOOKS,
  reasonMissing,
  reopeningFiled,
} from '../model/lock-date-view';

const SAVE_FAILED = 'The lock date could not be saved. Please try again.';
const SAVE_UNREACHABLE = 'Network error while saving the lock date. Please try again.';

interface LockDateFormProps {
  lock: LockDate;
  today: string;
}

/**
 * Where the lock date stands and the box to move it, saved at the version read. Moving it earlier or
 * clearing it asks for the admin code, saying what it opens, before anything is sent; moving it before
 * the end of a filed VAT return's period asks why as well, and the audit log keeps the answer.
 */
export function LockDateForm({ lock, today }: LockDateFormProps) {
  // The stored lock date the move is made against: Keep mine moves it on to the newer one.
  const [base, setBase] = useState(lock);
  const [date, setDate] = useState(lock.lock_date ?? '');
  const [adminCode, setAdminCode] = useState('');
  const [reason, setReason] = useState('');
  // The server asked for a reason the screen did not know was needed (a return filed since the page was read).
  const [reasonAsked, setReasonAsked] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ current: LockDate; message: string } | null>(null);
  const move = useMoveLockDate();
  const showLockDate = useShowLockDate();

  const chosen = date === '' ? null : date;
  const needsCode = movesLockEarlier(base.lock_date, chosen);
  // The server asks why for any move to a date before the filed return's end, even a move later.
  const needsReason = chosen !== base.lock_date && (reasonAsked || reopensFiledPeriod(base.filed_through, chosen));
  const standing = lockStanding(lock);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (chosen !== null && chosen > today) {
      setErrors({ lock_date: LOCK_MESSAGES.notAfterToday });
      return;
    }
    const missing: Record<string, string> = {};
    if (needsCode && adminCode === '') missing.admin_code = LOCK_MESSAGES.adminCodeToMoveEarlier;
    if (needsReason && reason.trim() === '') missing.reason = reasonMissing(base.filed_through);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const request = {
      lock_date: chosen,
      version: base.version,
      reason: needsReason ? reason.trim() : null,
      ...(needsCode ? { admin_code: adminCode } : {}),
    };
    move.mutate(request, {
      onSuccess: (moved) => {
        setBase(moved);
        setDate(moved.lock_date ?? '');
        setAdminCode('');
        setReason('');
        setReasonAsked(false);
        notifySuccess(lockStanding(moved).headline);
      },
      onError: (error) => {
        const stale = staleLockDate(error);
        if (stale !== null) {
          showLockDate(stale.current);
          setConflict(stale);
          return;
        }
        const fields = fieldErrorsOf(error);
        if (fields.reason !== undefined) setReasonAsked(true);
        setErrors(fields);
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
          {standing.reason !== null && (
            <Text size="sm" c="gray.7" data-testid="lock-reason">
              {standing.reason}
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
        {needsReason && (
          <Textarea
            label="Reason for reopening a filed period"
            description={reopeningFiled(base.filed_through)}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setErrors({});
            }}
            error={errors.reason}
            required
            maxLength={500}
            autosize
            minRows={2}
            maxRows={6}
            maw={640}
          />
        )}
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
