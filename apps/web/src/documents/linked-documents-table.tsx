import { Link } from 'react-router';
import { Anchor, Table } from '@mantine/core';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import type { DocumentStatus } from '@fleetledger/shared/documents/document-status';
import { MoneyCell } from '../ui/money-text';
import { StatusBadge } from './status-badge';
import { FramedTable, WordsCell } from '../ui/framed-table';
import type { HeaderColumn } from '../ui/table-header';

/** A document that pays, corrects or uses the one on screen, as a line leading to its page. */
export interface LinkedDocument {
  key: string | number;
  /** Its page. */
  to: string;
  /** Its printed number. */
  number: string;
  date: string;
  status?: DocumentStatus;
  /** Why it was made, where its kind says. */
  reason?: string;
  /** In BD. */
  amount: number;
}

/**
 * The documents linked to the one on screen (its receipts, its notes, where a note's credit went): each
 * leads to its page; the Status and Reason columns stand where the rows have them.
 */
export function LinkedDocumentsTable({
  label,
  noun,
  rows,
  amountHeader = 'Amount',
}: {
  label: string;
  /** The first column's header: what the documents are. */
  noun: string;
  rows: readonly LinkedDocument[];
  amountHeader?: string;
}) {
  const withStatus = rows.some((row) => row.status !== undefined);
  const withReason = rows.some((row) => row.reason !== undefined);
  const columns: HeaderColumn[] = [
    { header: noun },
    { header: 'Date' },
    ...(withStatus ? [{ header: 'Status' }] : []),
    ...(withReason ? [{ header: 'Reason' }] : []),
    { header: amountHeader, align: 'right' },
  ];
  return (
    <FramedTable label={label} columns={columns}>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Anchor component={Link} to={row.to} size="sm">
                {row.number}
              </Anchor>
            </Table.Td>
            <Table.Td>{formatDisplayDate(row.date)}</Table.Td>
            {withStatus && <Table.Td>{row.status !== undefined && <StatusBadge status={row.status} />}</Table.Td>}
            {withReason && <WordsCell>{row.reason}</WordsCell>}
            <MoneyCell bd={row.amount} />
          </Table.Tr>
        ))}
      </Table.Tbody>
    </FramedTable>
  );
}
