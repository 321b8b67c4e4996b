import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import type { NoteRecord } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { bdToFils, formatBD } from '@fleetledger/shared/money';
import { fieldErrorsOf, isApiError } from '../../../lib/api-error';
import { failureMessage } from '../../../lib/failure-message';
import { FormModalActions } from '../../../ui/form-modal-actions';
import { AlertIcon } from '../../../ui/icons';
import { allocateCredit, useCustomerInvoices } from '../api/note-calls';
import { creditAllocation, fullAllocation, type AllocationDraft } from '../model/credit-allocation';
import { NOTE_WORDS } from '../model/note-kinds';

const FAILED = {
  allocate: 'The credit could not be allocated',
  unreachable: 'Network error while allocating the credit',
};

interface AllocateCreditModalProps {
  note: NoteRecord;
  opened: boolean;
  onClose: () => void;
  /** The note as the server answered the allocation, and its words for it. */
  onAllocated: (note: NoteRecord, message: string) => void;
  /** Reads the note again (after someone else changed it). */
  onReload: () => Promise<unknown>;
}

/** Allocate credit: part of a credit note's credit left settles another of its customer's posted invoices. */
export function AllocateCreditModal({ opened, onClose, ...rest }: AllocateCreditModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Allocate credit" centered size="lg">
      {/* Mounted afresh at each opening, so it starts blank. */}
      {opened && <AllocationForm onClose={onClose} {...rest} />}
    </Modal>
  );
}

function AllocationForm({ note, onClose, onAllocated, onReload }: Omit<AllocateCreditModalProps, 'opened'>) {
  const invoices = useCustomerInvoices(note.customer_id);
  const [draft, setDraft] = useState<AllocationDraft>({ invoiceId: '', amount: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);
  const pending = invoices.data?.data ?? [];
  const chosen = pending.find((invoice) => String(invoice.id) === draft.invoiceId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { payload, problems } = creditAllocation(note, draft, chosen?.pending_amount ?? null);
    setErrors(problems);
    setProblem(null);
    setStale(false);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      const answer = await allocateCredit(payload);
      onAllocated(answer.note, answer.message);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setProblem(failureMessage(error, FAILED.allocate, FAILED.unreachable));
      setStale(isApiError(error) && error.status === 409);
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    await Promise.all([onReload(), invoices.refetch()]);
    setProblem(null);
    setStale(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Allocate credit">
      <Stack gap="md">
        <Text size="sm">
          {`${NOTE_WORDS.credit_note.numberText(note.number)} has ${formatBD(bdToFils(note.credit_left))} of credit left for ${note.customer_name}.`}
        </Text>
        {invoices.isPending ? (
          <Loader size="sm" aria-label="Loading invoices" />
        ) : invoices.isError ? (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {failureMessage(invoices.error, 'Failed to load the invoices', 'Network error while loading the invoices')}
          </Alert>
        ) : pending.length === 0 ? (
          <Text size="sm" c="dimmed">
            This customer has no posted invoices with an amount pending.
          </Text>
        ) : (
          <>
            <Select
              label="Invoice"
              placeholder="Choose an invoice with an amount pending"
              searchable
              data={pending.map((invoice) => ({
                value: String(invoice.id),
                label: `${invoiceNumberText(invoice.number)} · ${formatDisplayDate(invoice.date)} · pending ${formatBD(bdToFils(invoice.pending_amount))}`,
              }))}
              value={draft.invoiceId === '' ? null : draft.invoiceId}
              error={errors.invoice_id}
              onChange={(value) => {
                const invoice = pending.find((candidate) => String(candidate.id) === value);
                setDraft({
                  invoiceId: value ?? '',
                  amount: invoice === undefined ? '' : fullAllocation(note.credit_left, invoice.pending_amount),
                });
              }}
            />
            <TextInput
              label="Amount (BD)"
              inputMode="decimal"
              value={draft.amount}
              error={errors.amount}
              onChange={(event) => setDraft({ ...draft, amount: event.currentTarget.value })}
            />
          </>
        )}
        {problem !== null && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            <Group justify="space-between" gap="sm">
              <span>{problem}</span>
              {stale && (
                <Button size="xs" variant="default" onClick={() => void reload()}>
                  Reload
                </Button>
              )}
            </Group>
          </Alert>
        )}
        <FormModalActions onCancel={onClose} saving={saving} disabled={pending.length === 0}>
          Allocate
        </FormModalActions>
      </Stack>
    </form>
  );
}
