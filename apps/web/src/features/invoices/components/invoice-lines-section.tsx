import { useCallback, useMemo, useState } from 'react';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { isEditableStatus } from '@fleetledger/shared/documents/document-status';
import { invoiceRecord, type InvoiceRecord } from '@fleetledger/shared/invoices/invoices.contract';
import { fieldErrorsOf, isApiError } from '../../../lib/api-error';
import { staleConflict, type SaveConflict } from '../../../lib/stale-record';
import { DocumentEditButtons } from '../../../documents/document-edit-buttons';
import { DocumentLinesEditor } from '../../../documents/document-lines-editor';
import { StaleSaveDialog } from '../../../ui/stale-save-dialog';
import { FormProblem } from '../../../ui/form-problem';
import plain from '../../../ui/plain-input.module.css';
import { UnsavedDraft } from '../../../ui/unsaved-draft';
import { useBriefNotice } from '../../../ui/use-brief-notice';
import { useFormDraft } from '../../../ui/use-unsaved-changes';
import { updateInvoice } from '../api/invoice-calls';
import {
  discountLine,
  INVOICE_LINES_MERGE,
  invoiceUpdatePayload,
  lineDrafts,
  manualLine,
  type InvoiceLineDraft,
} from '../model/invoice-line-drafts';
import { LineAccount } from './line-account';
import classes from './invoice-lines-section.module.css';
import { SelectJobsModal } from './select-jobs-modal';

/** A line's unit amount in BD, or null while it is not a figure. */
function unitOf(line: InvoiceLineDraft): number | null {
  const unit = Number(line.unit);
  return line.unit.trim() === '' || !Number.isFinite(unit) || unit <= 0 ? null : unit;
}

/** A manual line made a job line: its quantity is the number of jobs, and it is fixed from then on. */
function withJobs(line: InvoiceLineDraft, jobIds: number[]): InvoiceLineDraft {
  return { ...line, kind: 'job', jobIds, quantity: String(jobIds.length), locked: true };
}

interface InvoiceLinesSectionProps {
  invoice: InvoiceRecord;
  /** The invoice as the server answered a save or a conflict. */
  onSaved: (invoice: InvoiceRecord, message: string) => void;
  onTakeTheirs: (invoice: InvoiceRecord) => void;
}

/** An invoice's lines: read-only, or edited (while Created) and saved at the version read. */
export function InvoiceLinesSection({ invoice, onSaved, onTakeTheirs }: InvoiceLinesSectionProps) {
  const [drafts, setDrafts] = useState<InvoiceLineDraft[] | null>(null);
  // The invoice as the edit read it: the header and version saved.
  const [base, setBase] = useState(invoice);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useBriefNotice();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<SaveConflict<InvoiceRecord> | null>(null);
  // The manual line whose jobs are being chosen.
  const [choosingFor, setChoosingFor] = useState<number | null>(null);
  const editing = drafts !== null;
  // Where the edit started: holding just that is nothing to lose, and a stale save's merge base.
  const [start, setStart] = useState<InvoiceLineDraft[] | null>(null);
  const kept = useFormDraft({
    form: 'invoice-lines',
    recordId: invoice.id,
    version: drafts === null ? null : base.version,
    value: drafts,
    baseline: start,
    // A restored draft is saved at the version it was read at, and merges against the lines it started from.
    restore: (lines: InvoiceLineDraft[], version, startedFrom) => {
      setBase({ ...invoice, version: version ?? invoice.version });
      setStart(startedFrom);
      setDrafts(lines);
    },
    offerable: isEditableStatus(invoice.status),
  });
  // Stable while the user types, so only the line typed in re-renders (a long invoice stays quick).
  const changeDrafts = useCallback(
    (update: (lines: InvoiceLineDraft[]) => InvoiceLineDraft[]) => setDrafts((lines) => update(lines ?? [])),
    [],
  );
  const removeLine = useCallback(
    (index: number) => setDrafts((lines) => (lines ?? []).filter((_, at) => at !== index)),
    [],
  );
  const storedLines = useMemo(() => lineDrafts(invoice.items), [invoice.items]);
  const renderAccount = useCallback(
    (line: InvoiceLineDraft, index: number) => (
      <div className={classes.account}>
        <LineAccount
          line={line}
          index={index}
          editable={editing}
          minLetters={2}
          error={errors[`items.${index}.account_id`]}
          onChange={(patch) =>
            setDrafts((lines) => (lines ?? []).map((l, at) => (at === index ? { ...l, ...patch } : l)))
          }
        />
        {editing && line.kind === 'manual' && (
          <button
            type="button"
            className={`${plain.subtleButton} ${classes.selectJobs}`}
            aria-label={`Select Jobs, line ${index + 1}`}
            disabled={unitOf(line) === null}
            onClick={() => setChoosingFor(index)}
          >
            Select Jobs
          </button>
        )}
      </div>
    ),
    [editing, errors],
  );

  const stopEditing = () => {
    kept.settle();
    setDrafts(null);
    setStart(null);
    setErrors({});
    setProblem(null);
  };

  const save = async (lines: InvoiceLineDraft[], read: InvoiceRecord) => {
    setSaving(true);
    setProblem(null);
    try {
      const answer = await updateInvoice(invoiceUpdatePayload(read, lines));
      stopEditing();
      onSaved(answer.invoice, answer.message);
    } catch (error) {
      const stale = staleConflict(error, invoiceRecord);
      if (stale !== null) setConflict(stale);
      else {
        setErrors(fieldErrorsOf(error));
        setProblem(isApiError(error) ? (error.serverMessage ?? error.message) : 'The invoice could not be saved');
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="invoice-lines-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="invoice-lines-title">
            Lines
          </Title>
          {isEditableStatus(invoice.status) && (
            <Group gap="xs">
              {editing && (
                <>
                  <Button variant="subtle" onClick={() => setDrafts((lines) => [...(lines ?? []), manualLine()])}>
                    Add line
                  </Button>
                  <Button variant="subtle" onClick={() => setDrafts((lines) => [...(lines ?? []), discountLine()])}>
                    Add discount
                  </Button>
                </>
              )}
              <DocumentEditButtons
                editing={editing}
                saving={saving}
                saveLabel="Save"
                onEdit={() => {
                  setBase(invoice);
                  setStart(storedLines);
                  setDrafts(storedLines);
                }}
                onCancel={stopEditing}
                onSave={() => void save(drafts ?? [], base)}
              />
            </Group>
          )}
        </Group>
        <UnsavedDraft draft={kept} />
        <FormProblem message={problem} />
        <DocumentLinesEditor
          documentNoun="an invoice"
          lines={drafts ?? storedLines}
          readOnly={!editing}
          errors={errors}
          onChange={changeDrafts}
          onRemove={removeLine}
          renderAccount={renderAccount}
        />
      </Stack>
      <SelectJobsModal
        customerId={invoice.customer_id}
        line={
          choosingFor === null || drafts?.[choosingFor] === undefined
            ? null
            : {
                unit: unitOf(drafts[choosingFor]) ?? 0,
                usedIds: new Set(drafts.flatMap((line, at) => (at === choosingFor ? [] : line.jobIds))),
              }
        }
        onApply={(jobs) => {
          const index = choosingFor;
          setDrafts((lines) =>
            (lines ?? []).map((l, at) =>
              at === index
                ? withJobs(
                    l,
                    jobs.map((job) => job.id),
                  )
                : l,
            ),
          );
        }}
        onClose={() => setChoosingFor(null)}
      />
      <StaleSaveDialog
        conflict={conflict}
        title="This invoice was changed meanwhile"
        edit={
          drafts === null || start === null
            ? null
            : { base: start, draft: drafts, toDraft: (read) => lineDrafts(read.items), outline: INVOICE_LINES_MERGE }
        }
        onKeepMine={(current, merged) => {
          setBase(current);
          setStart(lineDrafts(current.items));
          setDrafts(merged);
          void save(merged, current);
        }}
        onTakeTheirs={(current) => {
          stopEditing();
          onTakeTheirs(current);
        }}
        onClose={() => setConflict(null)}
      />
    </Paper>
  );
}
