import { useMemo } from 'react';
import { PageTitle } from '../../../ui/page-title';
import { monthLabel } from '@fleetledger/shared/dates';
import { JobTableSheet } from '../components/job-table-sheet';
import { monthChoices } from '@fleetledger/shared/dates';
import { useTableMonth } from '../state/use-table-month';

/** The monthly job table, /job-table. */
export function JobTablePage() {
  const { month, setMonth, today, linkedJob } = useTableMonth();
  const monthOptions = useMemo(() => {
    const choices = monthChoices(today.slice(0, 7));
    // A month reached by a link may lie outside the usual three years; it is still offered.
    return choices.some((choice) => choice.value === month)
      ? choices
      : [{ value: month, label: monthLabel(month) }, ...choices];
  }, [today, month]);

  return (
    <>
      <PageTitle title="Job Table" />
      <JobTableSheet
        key={month}
        month={month}
        today={today}
        linkedJob={linkedJob}
        monthOptions={monthOptions}
        onMonthChange={setMonth}
      />
    </>
  );
}
