import { useMemo } from 'react';
import { Alert, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { AlertIcon, ChartIcon } from '../../../ui/icons';
import type { ReportResult as ReportAnswer } from '../api/fetch-report';
import { reportViewOf } from '../model/report-view-of';
import { ReportResult } from './report-result';

export const NO_REPORT_GENERATED = 'No Report Generated';
export const REPORT_FETCH_ERROR = 'Error fetching report data. Please try again.';

/** A calm, centred message for the states without a report. */
function Notice({ title, hint }: { title: string; hint: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap={6} ta="center">
        <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden="true">
          <ChartIcon size={22} />
        </ThemeIcon>
        <Text fw={700} fz="lg" c="gray.9">
          {title}
        </Text>
        <Text size="sm" c="gray.7" maw={420}>
          {hint}
        </Text>
      </Stack>
    </Paper>
  );
}

function Generated({ answer }: { answer: ReportAnswer }) {
  const view = useMemo(() => reportViewOf(answer), [answer]);
  if (view.empty !== undefined) return <Notice title={view.empty.title} hint={view.empty.hint} />;
  return <ReportResult view={view} />;
}

interface ReportPanelProps {
  query: UseQueryResult<ReportAnswer>;
  /** Whether Generate Report has been pressed for this report. */
  generated: boolean;
  ranged: boolean;
}

/** What is below the controls: nothing generated yet, loading, the error alert of section 8, or the report. */
export function ReportPanel({ query, generated, ranged }: ReportPanelProps) {
  if (!generated) {
    return (
      <Notice
        title={NO_REPORT_GENERATED}
        hint={
          ranged ? 'Choose the dates, then press Generate Report.' : 'Press Generate Report to see the last 12 months.'
        }
      />
    );
  }
  if (query.isPending) {
    return (
      <Stack gap="md" aria-hidden="true">
        <Skeleton h={56} radius="md" />
        <Skeleton h={220} radius="md" />
        <Skeleton h={180} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    // The form checks the dates first; a 400 that still comes back says in its own words what was
    // wrong, and is the one message shown. Other failures say nothing useful, so section 8's alert.
    const detail = isApiError(query.error) && query.error.status === 400 ? query.error.serverMessage : undefined;
    return <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" title={detail ?? REPORT_FETCH_ERROR} />;
  }
  return <Generated answer={query.data} />;
}
