import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { MoneyText } from './money-text';

interface DebitCreditTotalsProps {
  debitFils: number;
  creditFils: number;
  /** How many columns come before the debits: the line number and the account, as a rule. */
  before?: number;
  /** The cells after the credits, e.g. the difference between the two. */
  children?: ReactNode;
}

/** The last row of a table of debit and credit lines: Totals, the debits and the credits. */
export function DebitCreditTotals({ debitFils, creditFils, before = 2, children }: DebitCreditTotalsProps) {
  return (
    <Table.Tfoot>
      <Table.Tr>
        <Table.Th colSpan={before} scope="row">
          Totals
        </Table.Th>
        <Table.Td ta="right" fw={700}>
          <MoneyText fils={debitFils} />
        </Table.Td>
        <Table.Td ta="right" fw={700}>
          <MoneyText fils={creditFils} />
        </Table.Td>
        {children}
      </Table.Tr>
    </Table.Tfoot>
  );
}
