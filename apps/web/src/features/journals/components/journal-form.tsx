import { SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { JournalRecord } from '@fleetledger/shared/journals/journals.contract';
import { DateField } from '../../../ui/date-field';
import { NarrationField } from '../../../documents/narration-field';
import { TitledSection } from '../../../ui/titled-section';
import type { VoucherFormProps } from '../../../documents/voucher-details';
import { gridErrors, type JournalDraft } from '../model/journal-drafts';
import { JournalLinesGrid } from './journal-lines-grid';
import { JournalLinesTable } from './journal-lines-table';

interface JournalFormProps extends VoucherFormProps<JournalDraft> {
  /** The stored journal, whose lines are shown while the form is read-only. */
  stored?: JournalRecord;
}

/** A journal voucher's date, reference and narration, and its lines: the grid, or the stored lines read-only. */
export function JournalForm({ draft, readOnly, errors, onChange, stored }: JournalFormProps) {
  const change = (patch: Partial<JournalDraft>) => onChange({ ...draft, ...patch });
  const readOnlyProps = { readOnly, variant: readOnly ? 'filled' : 'default' } as const;

  return (
    <Stack gap="md">
      <TitledSection title="Journal Details">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DateField
            label="Date"
            value={draft.date}
            error={errors.date}
            onChange={(date) => change({ date })}
            {...readOnlyProps}
          />
          <TextInput
            label="Reference"
            value={draft.reference}
            error={errors.reference}
            onChange={(event) => change({ reference: event.currentTarget.value })}
            {...readOnlyProps}
          />
          <NarrationField
            value={draft.narration}
            error={errors.narration}
            onChange={(event) => change({ narration: event.currentTarget.value })}
            {...readOnlyProps}
          />
        </SimpleGrid>
      </TitledSection>

      <Stack gap="xs" component="section" aria-labelledby="journal-lines-title">
        <Title order={2} size="h4" id="journal-lines-title">
          Lines
        </Title>
        {errors.lines !== undefined && (
          <Text c="red.9" size="sm" role="alert">
            {errors.lines}
          </Text>
        )}
        {readOnly && stored !== undefined ? (
          <JournalLinesTable lines={stored.lines} date={stored.date} />
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Enter or Tab: next cell · Shift+Tab: back · type 3 letters of an account, ↓ and Enter to pick it ·
              Ctrl+Delete: delete the line
            </Text>
            <JournalLinesGrid
              lines={draft.lines}
              errors={gridErrors(draft, errors)}
              onChange={(lines) => change({ lines })}
            />
          </>
        )}
      </Stack>
    </Stack>
  );
}
