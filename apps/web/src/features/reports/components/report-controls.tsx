import type { FormEvent } from 'react';
import { Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { REPORT_NAMES, type ReportId, type ReportRange } from '@fleetledger/shared/reports/reports.contract';
import { QUICK_RANGES, quickRange } from '../quick-ranges';
import { REPORT_DESCRIPTIONS } from '../report-descriptions';

export const GENERATE_REPORT = 'Generate Report';
export const GENERATING_REPORT = 'Generating Report';

interface ReportControlsProps {
  reportId: ReportId;
  range: ReportRange;
  today: string;
  onRangeChange: (range: ReportRange) => void;
  onGenerate: () => void;
  generating: boolean;
  className?: string;
}

/** The chosen report's name, its From and To (none for driver_monthly), quick ranges and Generate Report. */
export function ReportControls({
  reportId,
  range,
  today,
  onRangeChange,
  onGenerate,
  generating,
  className,
}: ReportControlsProps) {
  const ranged = reportId !== 'driver_monthly';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!generating) onGenerate();
  };

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate className={className}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {REPORT_NAMES[reportId]}
          </Title>
          <Text size="sm" c="gray.7">
            {REPORT_DESCRIPTIONS[reportId]}
          </Text>
        </div>
        <Group align="flex-end" gap="sm">
          {ranged ? (
            <>
              <TextInput
                label="From"
                type="date"
                required
                w={170}
                value={range.from}
                onChange={(event) => onRangeChange({ ...range, from: event.currentTarget.value })}
              />
              <TextInput
                label="To"
                type="date"
                required
                w={170}
                value={range.to}
                onChange={(event) => onRangeChange({ ...range, to: event.currentTarget.value })}
              />
            </>
          ) : (
            <Text size="sm" c="gray.8" pb={8}>
              Covers the last 12 months, up to this month.
            </Text>
          )}
          <Button
            type="submit"
            disabled={generating}
            leftSection={generating ? <Loader size={14} color="currentColor" /> : undefined}
          >
            {generating ? GENERATING_REPORT : GENERATE_REPORT}
          </Button>
        </Group>
        {ranged && (
          <Group gap={6} role="group" aria-label="Quick ranges">
            <Text size="xs" c="gray.7" fw={600} mr={4}>
              Quick ranges
            </Text>
            {QUICK_RANGES.map((quick) => (
              <Button
                key={quick.key}
                size="compact-sm"
                variant="light"
                color="gray"
                onClick={() => onRangeChange(quickRange(quick.key, today))}
              >
                {quick.label}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
