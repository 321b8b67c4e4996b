import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { DocumentStatus } from '@fleetledger/shared/documents/document-status';
import { ListFailure, NoMatchRow } from '../ui/list-states';
import { PageList } from '../ui/page-list';
import { PageTitle } from '../ui/page-title';
import { useExcelExport } from '../ui/use-excel-export';
import { useDocumentList } from './document-list';
import { ListFilterBar, StatusFilter, useListFilters, type ListFilterFields } from './list-filter-bar';

/** A list's filters as the screen holds them ('' means any): the bar's, the status, and the kind's own. */
export type ListedFilters = ListFilterFields & { status: DocumentStatus | '' };

/** One page of a list call, whatever else it answers. */
export interface ListedPage<Row> {
  rows: Row[];
  page: number;
  pages: number;
}

/** A kind's list in the documents' frame: its calls, its words, and the columns and totals of its own. */
export interface DocumentListFrameProps<F extends ListedFilters, P extends ListedPage<{ id: number }>> {
  /** Names the cached pages: '{name}-list'. */
  name: string;
  title: string;
  /** The documents in a sentence: 'No {noun}s match these filters'. */
  noun: string;
  /** A sentence under the title. */
  description?: string;
  /** The create screen's button, for a kind made from its list. */
  create?: { path: string; label: string };
  searchPlaceholder: string;
  partyLabel: string;
  noFilters: F;
  fetchPage: (filters: F & { page: number }, signal?: AbortSignal) => Promise<P>;
  /** The Excel file of everything the filters match. */
  workbook: (filters: F) => Promise<ArrayBuffer>;
  /** The kind's own filters, after the status. */
  filters?: (filters: F, change: (patch: Partial<F>) => void) => ReactNode;
  /** What the page says above its table, e.g. the gaps in the numbering. */
  notice?: (page: P) => ReactNode;
  /** The header row, the cells of a row, and how many columns they are. */
  columns: { header: ReactNode; count: number };
  row: (row: P['rows'][number]) => ReactNode;
  /** The totals of what matched, under the rows. */
  footer: (page: P) => ReactNode;
}

/**
 * A list of numbered documents: the title with Export to Excel (and the create button), the filters
 * (search, party, status, the kind's own, dates), a page of rows with the totals of all that matched,
 * and the pages.
 */
export function DocumentListFrame<F extends ListedFilters, P extends ListedPage<{ id: number }>>(
  props: DocumentListFrameProps<F, P>,
) {
  const { title, noun, create, columns } = props;
  const { filters, change, page, setPage, asked } = useListFilters(props.noFilters);
  const list = useDocumentList(props.name, props.fetchPage, { ...asked, page });
  const data = list.data;
  const { exporting, exportList } = useExcelExport(`${title.toLowerCase()}.xlsx`, () => props.workbook(asked));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        {props.description === undefined ? (
          <PageTitle title={title} />
        ) : (
          <Stack gap={4}>
            <PageTitle title={title} />
            <Text size="sm" c="dimmed">
              {props.description}
            </Text>
          </Stack>
        )}
        <Group gap="xs">
          <Button variant="default" loading={exporting} onClick={exportList}>
            Export to Excel
          </Button>
          {create !== undefined && (
            <Button component={Link} to={create.path}>
              {create.label}
            </Button>
          )}
        </Group>
      </Group>
      <ListFilterBar
        filters={filters}
        // The bar changes only the fields every list has, which the kind's filters hold too.
        change={(patch) => change(patch as Partial<F>)}
        placeholder={props.searchPlaceholder}
        partyLabel={props.partyLabel}
      >
        <StatusFilter value={filters.status} onChange={(status) => change({ status } as Partial<F>)} />
        {props.filters?.(filters, change)}
      </ListFilterBar>

      {data !== undefined && props.notice?.(data)}
      <ListFailure error={list.error} />

      <Table.ScrollContainer minWidth={760} type="native">
        <Table aria-label={title} striped highlightOnHover horizontalSpacing={8}>
          {columns.header}
          <Table.Tbody>
            {data?.rows.map((row) => (
              <Table.Tr key={row.id}>{props.row(row)}</Table.Tr>
            ))}
            {data?.rows.length === 0 && <NoMatchRow noun={noun} columns={columns.count} />}
          </Table.Tbody>
          {data !== undefined && props.footer(data)}
        </Table>
      </Table.ScrollContainer>
      {data !== undefined && <PageList page={data.page} totalPages={data.pages} onPage={setPage} />}
    </Stack>
  );
}
