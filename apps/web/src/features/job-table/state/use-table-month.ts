import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isIsoMonth, todayIn } from '@fleetledger/shared/dates';
import { readMonth, writeMonth } from '../model/grid-storage';
import { JOB_TABLE_JOB_PARAM, JOB_TABLE_MONTH_PARAM } from '../../../lib/job-table-link';
import { COMPANY_TIME_ZONE } from '../../../lib/company-time-zone';

/**
 * The month on screen: a `?month=YYYY-MM[&job=ID]` link first (then dropped from the address), else the
 * remembered one, else the company's current month. Every choice is remembered.
 */
export function useTableMonth() {
  const [today] = useState(() => todayIn(COMPANY_TIME_ZONE));
  const [params, setParams] = useSearchParams();
  const linked = params.get(JOB_TABLE_MONTH_PARAM);
  // Read before the address is cleaned: the job a link picks out.
  const [linkedJob] = useState(() => {
    const job = Number(params.get(JOB_TABLE_JOB_PARAM));
    return Number.isInteger(job) && job > 0 ? job : null;
  });
  const [month, setMonthState] = useState(() => {
    const initial = linked !== null && isIsoMonth(linked) ? linked : (readMonth() ?? today.slice(0, 7));
    writeMonth(initial);
    return initial;
  });

  useEffect(() => {
    if (linked !== null) setParams({}, { replace: true });
  }, [linked, setParams]);

  const setMonth = (next: string) => {
    writeMonth(next);
    setMonthState(next);
  };

  return { month, setMonth, today, linkedJob };
}
