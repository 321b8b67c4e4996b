import { useState, type FormEvent } from 'react';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { REPORT_NAMES, type ReportId, type ReportRange } from '@fleetledger/shared/reports/reports.contract';
import { periodProblem, type PeriodProblem } from '../../../lib/period-problem';
import type { QuickPeriodKey } from '../../../lib/quick-periods';
import { PeriodDateFields } from '../../../ui/period-date-fields';
import { QuickPeriodButtons } from '../../../ui/quick-period-buttons';
import { REPORT_DESCRIPTIONS } from '../report-descriptions';

const QUICK_RANGES: readonly QuickPeriodKey[] = ['this_month', 'last_month', 'this_year', 'last_12_months'];

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
  const [problem, setProblem] = useState<PeriodProblem>(null);
  const changeRange = (next: ReportRange) => {
    setProblem(null);
    onRangeChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (generating) return;
    const found = ranged ? periodProblem(range) : null;
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
            <PeriodDateFields period={range} problem={problem} width={190} onChange={changeRange} />
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
          <QuickPeriodButtons label="Quick ranges" choices={QUICK_RANGES} today={today} onPick={changeRange} />
        )}
      </Stack>
    </Paper>
  );
}
