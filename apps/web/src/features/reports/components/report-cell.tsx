import { Badge } from '@mantine/core';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { formatFils } from '@fleetledger/shared/money';
import type { ReportCell } from '../model/report-view';

/** A cell as words: what the table shows and what tests read. Money in BD with the reports' 2 decimals. */
export function cellText(cell: ReportCell): string {
  switch (cell.kind) {
    case 'text':
      return cell.text;
    case 'count':
      return cell.value.toLocaleString('en-US');
    case 'money':
      return formatFils(cell.fils, 2);
    case 'percent':
      return `${(cell.fraction * 100).toFixed(1)} %`;
    case 'date':
      return formatDisplayDate(cell.date);
    case 'badge':
      return cell.label;
    case 'empty':
      return '';
  }
}

/** Tiers and levels as badges whose words carry the meaning; everything else as text. */
export function ReportCellView({ cell }: { cell: ReportCell }) {
  if (cell.kind === 'badge') {
    return (
      // A badge's label cuts itself short by design; beside a long customer name it would give up its room.
      <Badge color={cell.colour} variant="light" radius="sm" tt="none" fw={700} miw="max-content">
        {cell.label}
      </Badge>
    );
  }
  return <>{cellText(cell)}</>;
}
