import { useMemo } from 'react';
import { PageTitle } from '../../../ui/page-title';
import { JobTableSheet } from '../components/job-table-sheet';
import { monthChoices } from '@fleetledger/shared/dates';
import { useTableMonth } from '../state/use-table-month';

/** The monthly job table, /job-table. */
export function JobTablePage() {
  const { month, setMonth, today, linkedJob } = useTableMonth();
  // A month reached by a link may lie outside these three years; the picker offers it too.
  const months = useMemo(() => monthChoices(today.slice(0, 7)).map((choice) => choice.value), [today]);

  return (
    <>
      <PageTitle title="Job Table" />
      <JobTableSheet
        key={month}
        month={month}
        today={today}
        linkedJob={linkedJob}
        months={months}
        onMonthChange={setMonth}
      />
    </>
  );
}
