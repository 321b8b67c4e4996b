import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { todayIn } from '@fleetledger/shared/dates';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { invoiceDetailsResponse, type InvoiceRecord } from '@fleetledger/shared/invoices/invoices.contract';
import { COMPANY_TIME_ZONE } from '../../../lib/company-time-zone';
import { isApiError } from '../../../lib/api-error';
import { failureMessage } from '../../../lib/failure-message';
import { DateField } from '../../../ui/date-field';
import { NarrationField } from '../../../documents/narration-field';
import { DuplicateSource, type DuplicateOf } from '../../../documents/duplicate-source';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { DocumentLinesEditor } from '../../../documents/document-lines-editor';
import { FormSubmitFooter } from '../../../ui/form-submit-footer';
import { notifyFor } from '../../../ui/notify';
import { PageTitle } from '../../../ui/page-title';
import { TitledSection } from '../../../ui/titled-section';
import { SellerDetailsNotice } from '../../../documents/seller-details-notice';
import { UnsavedDraft } from '../../../ui/unsaved-draft';
import { useCreateForm } from '../../../ui/use-create-form';
import { useFormDraft } from '../../../ui/use-unsaved-changes';
import { useCustomerChoices } from '../../../lib/lookups';
import { generateInvoice, useOpenJobs } from '../api/invoice-calls';
import { LineAccount } from '../components/line-account';
import { OpenJobsPicker } from '../components/open-jobs-picker';
import {
  discountLine,
  invoiceCopy,
  invoiceGeneratePayload,
  jobLines,
  manualLine,
  newInvoiceHeader,
  type InvoiceCopy,
  type InvoiceLineDraft,
  type NewInvoiceHeader,
} from '../model/invoice-line-drafts';

const INVOICE_COPIED: DuplicateOf<{ invoice: InvoiceRecord }, InvoiceRecord> = {
  kind: 'invoice',
  schema: invoiceDetailsResponse,
  read: (answer) => answer.invoice,
  numberText: invoiceNumberText,
};

/** The success banner stays 5 s on the new invoice's page. */
const BANNER_MS = 5000;

/** Create Invoice, /invoice-create: a customer, then lines from their open jobs, manual lines and discounts. */
export function CreateInvoicePage() {
  const today = todayIn(COMPANY_TIME_ZONE);
  return (
    <DuplicateSource of={INVOICE_COPIED}>
      {(copyOf) =>
        copyOf === null ? (
          <InvoiceCreateForm
            source={null}
            initial={{
              header: newInvoiceHeader(today),
              lines: [],
              jobsLeftOut: 0,
            }}
          />
        ) : (
          <InvoiceCopyForm key={copyOf.id} invoice={copyOf} today={today} />
        )
      }
    </DuplicateSource>
  );
}

/** A copy bills again only the jobs open for invoicing, so it waits for the customer's open jobs. */
function InvoiceCopyForm({ invoice, today }: { invoice: InvoiceRecord; today: string }) {
  const openJobs = useOpenJobs(invoice.customer_id);
  if (openJobs.isPending) return <FullPageLoader label="Loading open jobs..." fullHeight={false} />;
  // Without the open jobs no job line could be judged: better no copy than one that drops them all.
  if (openJobs.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {failureMessage(openJobs.error, 'Failed to load the open jobs', 'Network error while loading the open jobs')}
      </Alert>
    );
  return <InvoiceCreateForm source={invoice.id} initial={invoiceCopy(invoice, today, openJobs.data.data)} />;
}

/** `source`: the invoice copied, if any; its draft is kept apart from a blank invoice's. */
function InvoiceCreateForm({ initial, source }: { initial: InvoiceCopy; source: number | null }) {
  const navigate = useNavigate();
  const [start] = useState(() => ({ header: initial.header, lines: initial.lines }));
  const [header, setHeader] = useState<NewInvoiceHeader>(start.header);
  const [lines, setLines] = useState<InvoiceLineDraft[]>(start.lines);
  const typed = useMemo(() => ({ header, lines }), [header, lines]);
  const kept = useFormDraft({
    form: 'invoice-create',
    recordId: source,
    version: null,
    value: typed,
    baseline: start,
    restore: (draft) => {
      setHeader(draft.header);
      setLines(draft.lines);
    },
  });
  const customers = useCustomerChoices().data?.data ?? [];
  const openJobs = useOpenJobs(header.customerId).data?.data;
  // Worked out again only when the lines' jobs change, not at every key typed in a line.
  const usedJobs = lines.flatMap((line) => line.jobIds).join(',');
  const offeredJobs = useMemo(() => {
    const used = new Set(usedJobs.split(',').map(Number));
    return (openJobs ?? []).filter((job) => !used.has(job.id));
  }, [openJobs, usedJobs]);
  const change = (patch: Partial<NewInvoiceHeader>) => setHeader((current) => ({ ...current, ...patch }));

  const removeLine = useCallback((index: number) => setLines((current) => current.filter((_, at) => at !== index)), []);

  const { errors, problem, saving, submit } = useCreateForm(
    () => generateInvoice(invoiceGeneratePayload(header, lines)),
    (answer) => {
      kept.settle();
      notifyFor(answer.message, BANNER_MS);
      void navigate(`/invoice/${answer.invoice_number}`);
    },
    (error) => (isApiError(error) ? (error.serverMessage ?? error.message) : 'The invoice could not be created'),
  );
  // The same function while the user types, so only the line typed in re-renders.
  const renderAccount = useCallback(
    (line: InvoiceLineDraft, index: number) => (
      <LineAccount
        line={line}
        index={index}
        editable
        minLetters={3}
        error={errors[`items.${index}.account_id`]}
        onChange={(patch) => setLines((current) => current.map((l, at) => (at === index ? { ...l, ...patch } : l)))}
      />
    ),
    [errors],
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <PageTitle title="Create Invoice" />
        <UnsavedDraft draft={kept} />
        <SellerDetailsNotice />
        {initial.jobsLeftOut > 0 && (
          <Alert variant="light" color="yellow" role="status">
            {`${initial.jobsLeftOut} job${initial.jobsLeftOut === 1 ? ' is' : 's are'} already on an invoice, so ${
              initial.jobsLeftOut === 1 ? 'it was' : 'they were'
            } left out of the copy. Add open jobs below.`}
          </Alert>
        )}
        <Paper withBorder p="md" component="section" aria-label="Invoice details">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Customer"
              placeholder="Search customers"
              searchable
              data={customers.map((c) => ({ value: String(c.id), label: c.name }))}
              value={header.customerId === null ? null : String(header.customerId)}
              error={errors.customer_id}
              onChange={(value) => {
                change({ customerId: value === null ? null : Number(value) });
                // Another customer's jobs cannot stay on the invoice.
                setLines((current) => current.filter((line) => line.kind !== 'job'));
              }}
            />
            <DateField label="Date" value={header.date} error={errors.date} onChange={(date) => change({ date })} />
            <TextInput
              label="Reference"
              value={header.reference}
              error={errors.reference}
              onChange={(event) => change({ reference: event.currentTarget.value })}
            />
            <NarrationField
              value={header.narration}
              error={errors.narration}
              onChange={(event) => change({ narration: event.currentTarget.value })}
            />
          </SimpleGrid>
        </Paper>

        {header.customerId !== null && (
          <TitledSection title="Open jobs">
            <OpenJobsPicker
              jobs={offeredJobs}
              onAdd={(picked) => setLines((current) => [...current, ...jobLines(picked)])}
            />
          </TitledSection>
        )}

        <Paper withBorder p="md" component="section" aria-labelledby="new-lines-title">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4" id="new-lines-title">
              Lines
            </Title>
            <Group gap="xs">
              <Button variant="default" onClick={() => setLines((current) => [...current, manualLine()])}>
                Add line
              </Button>
              <Button variant="default" onClick={() => setLines((current) => [...current, discountLine()])}>
                Add discount
              </Button>
            </Group>
          </Group>
          {lines.length === 0 ? (
            <Text c="dimmed">Add jobs, lines or a discount</Text>
          ) : (
            <DocumentLinesEditor
              documentNoun="an invoice"
              lines={lines}
              errors={errors}
              onChange={setLines}
              onRemove={removeLine}
              renderAccount={renderAccount}
            />
          )}
        </Paper>

        <FormSubmitFooter problem={problem} busy={saving} label="Create Invoice" />
      </Stack>
    </form>
  );
}
