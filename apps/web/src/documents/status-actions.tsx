import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import type { Authority } from '@fleetledger/shared/access';
import {
  codesNeeded,
  movesFor,
  type DocumentKind,
  type DocumentStatus,
  type SecurityCodeName,
} from '@fleetledger/shared/documents/document-status';
import type { SecurityCodes } from './document-calls';
import { AlertIcon } from '../ui/icons';
import { PasswordField } from '../ui/password-field';
import { ReversalDateField, useReversalDate } from './reversal-date-field';
import { StatusBadge } from './status-badge';

export interface StatusActionsProps {
  kind: DocumentKind;
  status: DocumentStatus;
  /** The signed-in user's authority: only an Admin moves a posted document. */
  authority: Authority;
  /** Why no move can be made now (e.g. the receipts that pay it): said before any code is asked. */
  held?: string | null;
  /**
   * The date of a document whose posting may be reversed on a chosen day (a journal's): moves leaving
   * Posted then ask 'Reverse on'.
   */
  reversesFrom?: string;
  /** Makes the move; rejects with an Error whose message is the server's, shown to the user. */
  onMove: (to: DocumentStatus, codes: SecurityCodes, reverseOn?: string) => Promise<void>;
}

const CODE_LABELS: Record<SecurityCodeName, string> = { cancel: 'Cancellation code', admin: 'Admin code' };
const NO_CODES: Record<SecurityCodeName, string> = { cancel: '', admin: '' };
const FALLBACK_ERROR = 'The status could not be changed';
const MODAL_PROPS = { centered: true } as const;

type Step = 'closed' | 'choose' | 'verify';

/**
 * 'Change Status' for a document: choose one of the moves the shared table allows this user, then
 * give the security codes the move needs. One modal at a time (the second replaces the first), so
 * assistive technology never meets two open dialogs.
 */
export function StatusActions({ kind, status, authority, held = null, reversesFrom, onMove }: StatusActionsProps) {
  const [step, setStep] = useState<Step>('closed');
  // The status the user saw when they opened the modal: it stays on screen while the modal fades out.
  const [from, setFrom] = useState(status);
  const [target, setTarget] = useState<DocumentStatus | null>(null);
  const [codes, setCodes] = useState(NO_CODES);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reversal = useReversalDate(reversesFrom ?? null);

  if (movesFor(kind, status, authority).length === 0) return null;
  const moves = movesFor(kind, from, authority);
  const needed = target === null ? [] : codesNeeded(from, target);
  const reversing = reversesFrom !== undefined && from === 'Posted' && target !== null;
  const reverseOn = reversing ? reversal.value : undefined;

  const open = () => {
    setFrom(status);
    setTarget(null);
    setCodes(NO_CODES);
    setError(null);
    reversal.reset();
    setStep('choose');
  };
  const goTo = (next: Step) => {
    // A move in flight finishes in the modal that started it.
    if (busy) return;
    setError(null);
    setStep(next);
  };

  const move = async (to: DocumentStatus, given: SecurityCodes) => {
    setBusy(true);
    setError(null);
    try {
      await (reverseOn === undefined ? onMove(to, given) : onMove(to, given, reverseOn));
      setCodes(NO_CODES);
      setStep('closed');
    } catch (problem) {
      setError(problem instanceof Error && problem.message !== '' ? problem.message : FALLBACK_ERROR);
    } finally {
      setBusy(false);
    }
  };

  const update = () => {
    if (target === null) return;
    if (needed.length === 0) void move(target, {});
    else goTo('verify');
  };

  const verify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (target === null || needed.some((name) => codes[name].trim() === '')) return;
    void move(target, Object.fromEntries(needed.map((name) => [name, codes[name].trim()])));
  };

  const errorAlert = error !== null && (
    <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
      {error}
    </Alert>
  );

  return (
    <>
      <Button variant="default" onClick={open}>
        Change Status
      </Button>

      <Modal opened={step === 'choose'} onClose={() => goTo('closed')} title="Change Status" {...MODAL_PROPS}>
        <Stack gap="md">
          <Group gap="xs">
            <Text size="sm">Current status</Text>
            <StatusBadge status={from} />
          </Group>
          <Radio.Group
            label="New status"
            value={target ?? ''}
            onChange={(value) => setTarget(moves.find((candidate) => candidate === value) ?? null)}
          >
            <Stack gap="xs" mt="xs">
              {moves.map((to) => (
                <Radio key={to} value={to} label={to} />
              ))}
            </Stack>
          </Radio.Group>
          {reversing && <ReversalDateField reversal={reversal} />}
          {held !== null && (
            <Alert color="yellow" variant="light" icon={<AlertIcon />} role="alert">
              {held}
            </Alert>
          )}
          {errorAlert}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => goTo('closed')}>
              Cancel
            </Button>
            <Button
              disabled={target === null || held !== null || (reversing && reversal.problem !== null)}
              loading={busy}
              onClick={update}
            >
              Update Status
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={step === 'verify'} onClose={() => goTo('choose')} title="Security Verification" {...MODAL_PROPS}>
        <form onSubmit={verify} noValidate aria-label="Security Verification">
          <Stack gap="md">
            <Text size="sm">
              Moving this document from {from} to {target} needs the {needed.length === 1 ? 'code' : 'codes'} below.
            </Text>
            {needed.map((name, index) => (
              <PasswordField
                key={name}
                label={CODE_LABELS[name]}
                required
                autoComplete="off"
                inputMode="numeric"
                data-autofocus={index === 0 || undefined}
                value={codes[name]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setCodes((current) => ({ ...current, [name]: value }));
                }}
              />
            ))}
            {errorAlert}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => goTo('choose')}>
                Cancel
              </Button>
              <Button type="submit" loading={busy} disabled={needed.some((name) => codes[name].trim() === '')}>
                Verify &amp; Update
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
