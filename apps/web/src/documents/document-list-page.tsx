import { Link } from 'react-router';
import { Alert, Anchor, Stack, Table, Text } from '@mantine/core';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { PAYMENT_FLAGS } from '@fleetledger/shared/documents/document-list.contract';
import { AlertIcon } from '../ui/icons';
import {
  allListedDocuments,
  documentListWords,
  type DocumentListDeclaration,
  type DocumentListFilters,
} from './document-list';
import { AmountCells, DocumentListFooter, PaymentFlags } from './document-list-footer';
import { DocumentListFrame } from './document-list-frame';
import { documentListXlsx } from './document-list-xlsx';
import { ChoiceFilter } from './list-filter-bar';
import { StatusBadge } from './status-badge';

const NO_FILTERS: Omit<DocumentListFilters, 'page'> = {
  status: '',
  flag: '',
  party_id: '',
  search: '',
  from: '',
  to: '',
};

/** A kind's standard list: number, date, party, reference, status and amounts, with the totals by status. */
export function DocumentListPage(declaration: DocumentListDeclaration) {
  const { kind, numberText, fetchPage, withVat = true, paid = false } = declaration;
  // Number, date, party, status, and the reference where it has a column of its own.
  const leading = paid ? 4 : 5;
  const { title, noun, partyLabel, searchPlaceholder, detailsPath, create } = documentListWords(declaration);

  return (
    <DocumentListFrame
      name={kind}
      title={title}
      noun={noun}
      create={create}
      searchPlaceholder={searchPlaceholder}
      partyLabel={partyLabel}
      noFilters={NO_FILTERS}
      fetchPage={fetchPage}
      workbook={async (asked) => {
        const { rows, summary } = await allListedDocuments(fetchPage, asked);
        return documentListXlsx(rows, summary, { name: title, noun, partyLabel, numberText, withVat, paid });
      }}
      filters={(filters, change) =>
        paid && (
          <ChoiceFilter
            label="Payment"
            any="Any"
            choices={PAYMENT_FLAGS}
            value={filters.flag}
            onChange={(flag) => change({ flag })}
            width={140}
          />
        )
      }
      notice={(data) =>
        data.gaps.length > 0 && (
          <Alert color="yellow" variant="light" icon={<AlertIcon />} role="status">
            {`Numbers missing from the ${noun} sequence: ${data.gaps.map(numberText).join(', ')}`}
          </Alert>
        )
      }
      columns={{
        count: leading + (withVat ? 2 : 1),
        header: (
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Number</Table.Th>
              <Table.Th>{paid ? 'Date · Due' : 'Date'}</Table.Th>
              <Table.Th>{partyLabel}</Table.Th>
              {!paid && <Table.Th>Reference</Table.Th>}
              <Table.Th>Status</Table.Th>
              {withVat && <Table.Th ta="right">Vatable · VAT</Table.Th>}
              <Table.Th ta="right">{paid ? 'Total · Open' : 'Total'}</Table.Th>
            </Table.Tr>
          </Table.Thead>
        ),
      }}
      row={(row) => (
        <>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <Anchor component={Link} to={detailsPath(row.number)}>
              {numberText(row.number)}
            </Anchor>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {formatDisplayDate(row.date)}
            {paid && row.due_date !== null && (
              <Text size="xs" c="dimmed">
                {`Due ${formatDisplayDate(row.due_date)}`}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            {row.customer_name}
            {paid && row.reference !== null && (
              <Text size="xs" c="dimmed">
                {row.reference}
              </Text>
            )}
          </Table.Td>
          {!paid && <Table.Td>{row.reference ?? ''}</Table.Td>}
          <Table.Td>
            <Stack gap={4} align="flex-start">
              <StatusBadge status={row.status} />
              {paid && <PaymentFlags flags={row.flags} />}
            </Stack>
          </Table.Td>
          <AmountCells amounts={row} withVat={withVat} open={paid ? row.open_amount : null} />
        </>
      )}
      footer={(data) => <DocumentListFooter summary={data} noun={noun} withVat={withVat} leading={leading} />}
    />
  );
}
