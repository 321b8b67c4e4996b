import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { NOTE_MESSAGES } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import type { NoteKind } from '@fleetledger/shared/credit-notes/invoice-note-lines';
import { formatDisplayDate, todayIn } from '@fleetledger/shared/dates';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import {
  INVOICE_MESSAGES,
  invoiceDetailsResponse,
  type InvoiceRecord,
} from '@fleetledger/shared/invoices/invoices.contract';
import { bdToFils } from '@fleetledger/shared/money';
import { fieldErrorsOf, isApiError } from '../../../lib/api-error';
import { COMPANY_TIME_ZONE } from '../../../lib/company-time-zone';
import { useDocumentDetails } from '../../../documents/document-details';
import { documentNumber } from '../../../documents/document-number';
import { failureMessage } from '../../../lib/failure-message';
import { DateField } from '../../../ui/date-field';
import { FormSubmitFooter } from '../../../ui/form-submit-footer';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { AlertIcon } from '../../../ui/icons';
import { MoneyText } from '../../../ui/money-text';
import { notifyFor } from '../../../ui/notify';
import { PageTitle } from '../../../ui/page-title';
import { UnsavedDraft } from '../../../ui/unsaved-draft';
import { useNewRecordDraft } from '../../../ui/use-unsaved-changes';
import { generateNote, useLiveNotes } from '../api/note-calls';
import { NoteLinesEntry } from '../components/note-lines-entry';
import { NOTE_WORDS } from '../model/note-kinds';
import {
  liveNoteLines,
  newNoteDraft,
  noteForm,
  notedRows,
  rowErrors,
  type NoteDraft,
  type NotedRow,
} from '../model/note-form';

/** The success notice stays 5 s on the new note's page, as a new invoice's does. */
const BANNER_MS = 5000;

/**
 * Issue Credit Note (/credit-note-create?invoice={number}) or Issue Debit Note (/debit-note-create?…):
 * a note on a posted invoice, its lines taken from the invoice's charges. A credit note needs what is
 * left of each line, so it waits for the invoice's notes that still count.
 */
export function NoteCreatePage({ kind }: { kind: NoteKind }) {
  const words = NOTE_WORDS[kind];
  const title = `Issue ${words.title}`;
  const [params] = useSearchParams();
  const invoiceNumber = documentNumber(params.get('invoice') ?? '');
  const query = useDocumentDetails('invoice', invoiceNumber, invoiceDetailsResponse);
  const invoice = query.data?.invoice;
  const correctable = invoice !== undefined && invoice.status === 'Posted' && !invoice.opening;
  const notes = useLiveNotes(kind === 'credit_note' && correctable ? invoice : undefined);

  const refusal = (message: string) => (
    <Stack gap="md" align="flex-start">
      <PageTitle title={title} />
      <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
        {message}
      </Alert>
      <Anchor component={Link} to={invoice === undefined ? '/invoices' : `/invoice/${invoice.number}`}>
        {invoice === undefined ? 'Back to invoices' : `Back to ${invoiceNumberText(invoice.number)}`}
      </Anchor>
    </Stack>
  );

  if (invoiceNumber === null) return refusal(NOTE_MESSAGES.invoiceRequired);
  if (query.isError)
    return refusal(
      isApiError(query.error) && query.error.status === 404
        ? INVOICE_MESSAGES.notFound
        : failureMessage(query.error, 'Failed to load the invoice', 'Network error while loading the invoice'),
    );
  if (invoice === undefined) return <FullPageLoader label="Loading invoice..." fullHeight={false} />;
  if (invoice.opening) return refusal(NOTE_MESSAGES.openingInvoice);
  if (invoice.status !== 'Posted') return refusal(NOTE_MESSAGES.invoiceNotPosted);
  if (notes.error !== null)
    return (
      <Stack gap="md">
        <PageTitle title={title} />
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          <Stack gap="xs" align="flex-start">
            <span>
              {failureMessage(
                notes.error,
                "Failed to load the invoice's notes",
                "Network error while loading the invoice's notes",
              )}
            </span>
            <Button variant="default" size="xs" onClick={notes.retry}>
              Try Again
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  if (kind === 'credit_note' && notes.notes === undefined)
    return <FullPageLoader label="Loading what is left to credit..." fullHeight={false} />;
  const rows = notedRows(invoice.items, liveNoteLines(notes.notes ?? []));
  // A note on another invoice is another form, with its own kept draft.
  return <NoteCreateForm key={`${kind}-${invoice.id}`} kind={kind} title={title} invoice={invoice} rows={rows} />;
}

interface NoteCreateFormProps {
  kind: NoteKind;
  title: string;
  invoice: InvoiceRecord;
  rows: NotedRow[];
}

function NoteCreateForm({ kind, title, invoice, rows }: NoteCreateFormProps) {
  const words = NOTE_WORDS[kind];
  const navigate = useNavigate();
  const today = todayIn(COMPANY_TIME_ZONE);
  const { draft, setDraft, kept } = useNewRecordDraft(`${kind}-create`, () => newNoteDraft(today, rows), invoice.id);
  const form = useMemo(() => noteForm(kind, invoice, rows, draft, today), [kind, invoice, rows, draft, today]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const shownErrors = rowErrors(form.lines, errors);

  /** A change answers the refusals of what it changed: a line's change, those of every line (they are numbered by what is sent). */
  const change = (update: (current: NoteDraft) => NoteDraft, answered: (key: string) => boolean) => {
    setDraft(update);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !answered(key))));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = Object.values(form.problems);
    setErrors(form.problems);
    setProblem(refused[0] ?? null);
    if (refused.length > 0) return;
    setSaving(true);
    try {
      const answer = await generateNote(kind, form.payload);
      kept.settle();
      notifyFor(answer.message, BANNER_MS);
      void navigate(words.detailsPath(answer.number));
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setProblem(
        failureMessage(error, `The ${words.noun} could not be issued`, `Network error while issuing the ${words.noun}`),
      );
    } finally {
      setSaving(false);
    }
  };

  const linesProblem = shownErrors.lines ?? form.beyondInvoice;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack gap="md">
        <PageTitle title={title} />
        <UnsavedDraft draft={kept} />
        <Paper withBorder p="md" component="section" aria-label={`${words.title} details`}>
          <Stack gap="sm">
            <Text>
              {'Corrects '}
              <Anchor component={Link} to={`/invoice/${invoice.number}`}>
                {invoiceNumberText(invoice.number)}
              </Anchor>
              {` of ${formatDisplayDate(invoice.date)} to ${invoice.customer_name}, total `}
              <MoneyText fils={bdToFils(invoice.total_amount)} />
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateField
                label="Date"
                required
                value={draft.date}
                error={shownErrors.date}
                onChange={(date) =>
                  change(
                    (current) => ({ ...current, date }),
                    (key) => key === 'date',
                  )
                }
              />
              <Textarea
                label="Reason"
                required
                autosize
                minRows={1}
                value={draft.reason}
                error={shownErrors.reason}
                onChange={(event) => {
                  const reason = event.currentTarget.value;
                  change(
                    (current) => ({ ...current, reason }),
                    (key) => key === 'reason',
                  );
                }}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder p="md" component="section" aria-labelledby="note-lines-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="note-lines-title">
              Lines
            </Title>
            <Text size="sm" c="dimmed">
              {kind === 'credit_note'
                ? 'Credit a line by a number of its units or by an amount before VAT, at most what is left of it. Lines left blank are not credited.'
                : 'Charge more on a line by a number of its units or by an amount before VAT. Lines left blank are not charged.'}
            </Text>
            {linesProblem !== null && (
              <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
                {linesProblem}
              </Alert>
            )}
            <NoteLinesEntry
              kind={kind}
              form={form}
              errors={shownErrors}
              onChange={(invoiceLineId, entry) =>
                change(
                  (current) => ({ ...current, entries: { ...current.entries, [String(invoiceLineId)]: entry } }),
                  (key) => key.startsWith('lines'),
                )
              }
            />
          </Stack>
        </Paper>

        <FormSubmitFooter problem={problem} busy={saving} label={title} />
      </Stack>
    </form>
  );
}
