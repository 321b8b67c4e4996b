import { Link } from 'react-router';
import { Anchor, Table } from '@mantine/core';
import type { JournalLine } from '@fleetledger/shared/journals/journals.contract';
import { bdToFils } from '@fleetledger/shared/money';
import { generalLedgerLink } from '../../../lib/books/general-ledger-link';
import { DebitCreditTotals } from '../../../ui/debit-credit-totals';
import { MoneyText } from '../../../ui/money-text';

interface JournalLinesTableProps {
  lines: readonly JournalLine[];
  /** The journal's date: each account's link opens its General Ledger on that day. */
  date: string;
}

/** The headings of a journal line's own columns, from its account to its description. */
export function JournalColumnHeads() {
  return (
    <>
      <Table.Th>Account</Table.Th>
      <Table.Th ta="right">Debit</Table.Th>
      <Table.Th ta="right">Credit</Table.Th>
      <Table.Th>Customer / Supplier</Table.Th>
      <Table.Th>Truck</Table.Th>
      <Table.Th>Description</Table.Th>
    </>
  );
}

/** A stored journal's lines, each account leading to its General Ledger, with the totals. */
export function JournalLinesTable({ lines, date }: JournalLinesTableProps) {
  const debitFils = lines.reduce((sum, line) => sum + bdToFils(line.debit), 0);
  const creditFils = lines.reduce((sum, line) => sum + bdToFils(line.credit), 0);
  return (
    <Table.ScrollContainer minWidth={820} type="native">
      <Table aria-label="Journal lines" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <JournalColumnHeads />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={line.id}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>
                <Anchor component={Link} inherit to={generalLedgerLink(line.account_id, { from: date, to: date })}>
                  {`${line.account_code} ${line.account_name}`}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{line.debit > 0 && <MoneyText fils={bdToFils(line.debit)} />}</Table.Td>
              <Table.Td ta="right">{line.credit > 0 && <MoneyText fils={bdToFils(line.credit)} />}</Table.Td>
              <Table.Td>{line.party_name ?? ''}</Table.Td>
              <Table.Td>{line.truck_number ?? ''}</Table.Td>
              <Table.Td>{line.description}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <DebitCreditTotals debitFils={debitFils} creditFils={creditFils}>
          <Table.Td colSpan={3} />
        </DebitCreditTotals>
      </Table>
    </Table.ScrollContainer>
  );
}
