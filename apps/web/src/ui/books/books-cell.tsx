import { Fragment } from 'react';
import { Link } from 'react-router';
import { Anchor } from '@mantine/core';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { MoneyText } from '../money-text';
import type { BooksCell } from '../../lib/books/books-view';

/** A balance with its side: 'BD 12.500 Dr', 'BD 3.000 Cr', or 'BD 0.000'. */
function BalanceText({ fils }: { fils: number }) {
  return (
    <>
      <MoneyText fils={Math.abs(fils)} />
      {fils !== 0 && <span> {fils > 0 ? 'Dr' : 'Cr'}</span>}
    </>
  );
}

/**
 * A linked text that wraps between its words only: an account's or a customer's name may take two
 * lines in a narrow column, a document number never breaks at its hyphens.
 */
function Words({ text }: { text: string }) {
  return text.split(' ').map((word, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      <span style={{ whiteSpace: 'nowrap' }}>{word}</span>
    </Fragment>
  ));
}

export function BooksCellView({ cell }: { cell: BooksCell }) {
  switch (cell.kind) {
    case 'text':
      return cell.link === undefined ? (
        cell.text
      ) : (
        <Anchor component={Link} to={cell.link} inherit>
          <Words text={cell.text} />
        </Anchor>
      );
    case 'money':
      return cell.link === undefined ? (
        <MoneyText fils={cell.fils} signed={cell.signed === true} lossInBrackets={cell.net === true} />
      ) : (
        <Anchor component={Link} to={cell.link.to} inherit aria-label={cell.link.label}>
          <MoneyText fils={cell.fils} signed={cell.signed === true} lossInBrackets={cell.net === true} />
        </Anchor>
      );
    case 'balance':
      return <BalanceText fils={cell.fils} />;
    case 'date':
      return <span style={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(cell.date)}</span>;
    case 'count':
      return cell.value;
    case 'empty':
      return null;
  }
}
