import { useState, type FormEvent } from 'react';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import {
  REPORT_NAMES,
  reportRange,
  type ReportId,
  type ReportRange,
} from '@fleetledger/shared/reports/reports.contract';
import { DateField } from '../../../ui/date-field';
import { QUICK_RANGES, quickRange } from '../quick-ranges';
import { REPORT_DESCRIPTIONS } from '../report-descriptions';

type RangeEnd = keyof ReportRange;
type RangeProblem = { field: RangeEnd; message: string } | null;

const RANGE_ENDS: { end: RangeEnd; label: string }[] = [
  { end: 'from', label: 'From' },
  { end: 'to', label: 'To' },
];

/** The server's own range rule, checked before asking: one message, on the date that is wrong. */
function rangeProblem(range: ReportRange): RangeProblem {
  const parsed = reportRange.safeParse(range);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  if (issue === undefined) return null;
  return { field: issue.path[0] === 'to' ? 'to' : 'from', message: issue.message };
}

export const GENERATE_REPORT = 'Generate Report';
export const GENERATING_REPORT = 'Generating Report';

export interface ReportControlsProps {
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
  const [problem, setProblem] = useState<RangeProblem>(null);
  const changeRange = (next: ReportRange) => {
    setProblem(null);
    onRangeChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (generating) return;
    const found = ranged ? rangeProblem(range) : null;
    setProblem(found);
    if (found === null) onGenerate();
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
        <Group align="flex-start" gap="sm">
          {ranged ? (
            RANGE_ENDS.map(({ end, label }) => (
              <DateField
                key={end}
                label={label}
                required
                w={190}
                value={range[end]}
                error={problem?.field === end ? problem.message : undefined}
                onChange={(date) => changeRange({ ...range, [end]: date })}
              />
            ))
          ) : (
            <Text size="sm" c="gray.8" pt={6}>
              Covers the last 12 months, up to this month.
            </Text>
          )}
          <Button
            type="submit"
            // Level with the date boxes under their labels, whether or not a message shows below one.
            mt={ranged ? 25 : 0}
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
                onClick={() => changeRange(quickRange(quick.key, today))}
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
