import { Link } from 'react-router';
import { NavLink, Paper, Title } from '@mantine/core';
import { REPORT_IDS, REPORT_NAMES, type ReportId } from '@fleetledger/shared/reports/reports.contract';
import { reportSearch } from '../report-search';

interface ReportTypeNavProps {
  selected: ReportId | null;
  className?: string;
}

/** The sidebar of report types; the choice lives in the URL so it can be shared. */
export function ReportTypeNav({ selected, className }: ReportTypeNavProps) {
  return (
    <Paper withBorder radius="md" p="xs" component="nav" aria-labelledby="report-types" className={className}>
      <Title order={2} id="report-types" fz="xs" tt="uppercase" c="gray.7" lts={0.4} px="sm" pt={6} pb={8}>
        Report types
      </Title>
      {REPORT_IDS.map((id) => (
        <NavLink
          key={id}
          component={Link}
          to={reportSearch(id)}
          label={REPORT_NAMES[id]}
          active={id === selected}
          aria-current={id === selected ? 'page' : undefined}
          variant="light"
          styles={{ root: { borderRadius: 'var(--mantine-radius-sm)' }, label: { fontWeight: 600 } }}
        />
      ))}
    </Paper>
  );
}
