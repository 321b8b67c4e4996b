import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Paper, Table } from '@mantine/core';
import { bdToFils } from '@fleetledger/shared/money';
import type { VatReturn } from '@fleetledger/shared/vat-returns/vat-returns.contract';
import booksClasses from '../../../ui/books/books.module.css';
import { MoneyText } from '../../../ui/money-text';
import { BOX_COLUMNS, isListedBox, TOTAL_BOXES, VAT_ONLY_BOXES, vatReturnLink } from '../model/vat-return-view';
import classes from './vat-return.module.css';

const ARABIC_COLUMN = 2;

const Money = ({ bd }: { bd: number }) => <MoneyText fils={bdToFils(bd)} />;

/**
 * The boxes of the return, each named in English and in Arabic (set right to left, so its brackets read
 * as written). A box made of documents opens them: its name is the link, and a click anywhere on its
 * row does the same.
 */
export function VatBoxesTable({ answer }: { answer: VatReturn }) {
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="md" className={booksClasses.section}>
      <Table verticalSpacing={6} fz="sm" highlightOnHover className={booksClasses.table} aria-label="VAT Return">
        <Table.Thead>
          <Table.Tr>
            {BOX_COLUMNS.map((column, index) => (
              <Table.Th
                key={column.header}
                scope="col"
                ta={column.align}
                {...(index === ARABIC_COLUMN ? { lang: 'ar', dir: 'rtl' } : {})}
              >
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {answer.boxes.map((box) => {
            const documents = isListedBox(box.box) ? vatReturnLink(answer, box.box) : null;
            // The link itself opens the documents when it is what was clicked.
            const openRow = (event: MouseEvent) => {
              if (documents !== null && !(event.target as Element).closest('a')) void navigate(documents);
            };
            return (
              <Table.Tr
                key={box.box}
                className={[TOTAL_BOXES.has(box.box) && classes.total, documents !== null && classes.opens]
                  .filter(Boolean)
                  .join(' ')}
                onClick={openRow}
              >
                <Table.Th scope="row">{box.box}</Table.Th>
                <Table.Td>
                  {documents === null ? (
                    box.label
                  ) : (
                    <Anchor component={Link} to={documents} inherit>
                      {box.label}
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td lang="ar" dir="rtl" ta="right">
                  {box.label_ar}
                </Table.Td>
                <Table.Td ta="right" className={booksClasses.figure}>
                  {!VAT_ONLY_BOXES.has(box.box) && <Money bd={box.amount} />}
                </Table.Td>
                <Table.Td ta="right" className={booksClasses.figure}>
                  {box.vat !== null && <Money bd={box.vat} />}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
