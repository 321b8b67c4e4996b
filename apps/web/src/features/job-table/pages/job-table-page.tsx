import { PageTitle } from '../../../ui/page-title';
import { JobTableSheet } from '../components/job-table-sheet';
import { useTableMonth } from '../state/use-table-month';

/** The monthly job table, /job-table. */
export function JobTablePage() {
  const { month, setMonth, today, linkedJob } = useTableMonth();
  return (
    <>
      <PageTitle title="Job Table" />
      <JobTableSheet key={month} month={month} today={today} linkedJob={linkedJob} onMonthChange={setMonth} />
    </>
  );
}
