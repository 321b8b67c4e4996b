import { Button, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  NUMBERED_DOCUMENT_NAMES,
  PREFIX_MAX_LENGTH,
  prefixProblem,
} from '@fleetledger/shared/documents/document-number-prefixes';
import {
  DOCUMENT_NUMBER_MESSAGES,
  documentNumberSeries,
  type DocumentNumberSeries,
} from '@fleetledger/shared/settings/document-numbers.contract';
import { staleConflict } from '../../../lib/stale-record';
import { recordFields, type MergeOutline } from '../../../lib/three-way-merge';
import { FormProblem } from '../../../ui/form-problem';
import { StaleSaveDialog } from '../../../ui/stale-save-dialog';
import { saveDocumentPrefix } from '../api/settings-calls';
import { SectionHeading } from './section-heading';
import { useVersionedSettings } from './versioned-settings';

interface DocumentNumbersSectionProps {
  series: readonly DocumentNumberSeries[];
  onSaved: () => void;
}

/**
 * The prefix each kind of document prints before its number, each saved on its own at the version
 * read. A new prefix starts at the kind's next number; numbers already given keep theirs.
 */
export function DocumentNumbersSection({ series, onSaved }: DocumentNumbersSectionProps) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="document-numbers">
      <Stack gap="md">
        <SectionHeading
          id="document-numbers"
          title="Document numbers"
          description="The prefix each kind of document prints before its number. A new prefix starts at the next number; numbers already given keep the prefix they were issued with."
          problem={null}
        />
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" aria-labelledby="document-numbers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Document</Table.Th>
                <Table.Th>Prefix</Table.Th>
                <Table.Th>Next number</Table.Th>
                <Table.Th>Printed before</Table.Th>
                <Table.Th aria-label="Save" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {series.map((one) => (
                <PrefixRow key={one.kind} series={one} onSaved={onSaved} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}

const formId = (series: DocumentNumberSeries) => `document-prefix-${series.kind}`;

interface PrefixValues {
  prefix: string;
}

const PREFIX_MERGE: MergeOutline<PrefixValues> = { fields: recordFields<PrefixValues>({ prefix: 'Prefix' }) };

/** The earlier ranges as users read them: INV-ARG-1 to INV-ARG-30, INV-26-31. */
function earlierRanges(series: DocumentNumberSeries): string {
  const earlier = series.ranges.slice(0, -1);
  if (earlier.length === 0) return '—';
  return earlier
    .map((range, i) => {
      const last = series.ranges[i + 1]!.from_number - 1;
      const first = `${range.prefix}${range.from_number}`;
      return last === range.from_number ? first : `${first} to ${range.prefix}${last}`;
    })
    .join(', ');
}

function PrefixRow({ series, onSaved }: { series: DocumentNumberSeries; onSaved: () => void }) {
  const name = NUMBERED_DOCUMENT_NAMES[series.kind];
  const form = useVersionedSettings<DocumentNumberSeries, PrefixValues>({
    settings: series,
    toValues: (stored) => ({ prefix: stored.prefix }),
    save: async (values, version) => {
      const saved = await saveDocumentPrefix({ kind: series.kind, prefix: values.prefix, version });
      return { message: saved.message, settings: saved.series };
    },
    staleOf: (error) => {
      const stale = staleConflict(error, documentNumberSeries);
      return stale === null ? null : { ...stale, message: DOCUMENT_NUMBER_MESSAGES.stale };
    },
    conflictTitle: `${name} numbers were changed meanwhile`,
    outline: PREFIX_MERGE,
    check: (values) => {
      const problem = prefixProblem(values.prefix.trim());
      return problem === null ? null : { prefix: problem };
    },
    onSaved,
  });
  const typed = form.values.prefix.trim();
  const changed = typed !== form.base.prefix;
  const next = `${changed && prefixProblem(typed) === null ? typed : form.base.prefix}${form.base.next_number}`;

  return (
    <Table.Tr>
      <Table.Td>
        {/* The row's fields join this form through their form attribute: Enter in the prefix saves it. */}
        <form id={formId(series)} onSubmit={form.submit} aria-label={`${name} numbers`} noValidate />
        <Text size="sm" fw={500}>
          {name}
        </Text>
      </Table.Td>
      <Table.Td>
        <StaleSaveDialog {...form.staleDialog} />
        <TextInput
          form={formId(series)}
          aria-label={`${name} prefix`}
          value={form.values.prefix}
          maxLength={PREFIX_MAX_LENGTH}
          error={form.errors.prefix}
          onChange={(event) => form.change('prefix', event.currentTarget.value)}
          w={180}
        />
        <FormProblem message={form.message} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace" aria-label={`${name} next number`} style={{ whiteSpace: 'nowrap' }}>
          {next}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed">
          {earlierRanges(form.base)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Button
          type="submit"
          form={formId(series)}
          size="xs"
          variant="light"
          disabled={!changed}
          loading={form.saving}
          aria-label={`Save ${name.toLowerCase()} prefix`}
        >
          Save
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
