import { useState } from 'react';
import { BOOKS_MESSAGES } from '@fleetledger/shared/ledger/books.contract';
import { DateField } from '../date-field';

/** 'As at': a required date; a cleared box keeps the figures of the last date and asks for one. */
export function AsAtField({ date, onChange }: { date: string; onChange: (date: string) => void }) {
  const [emptied, setEmptied] = useState(false);
  return (
    <DateField
      label="As at"
      required
      w={170}
      value={emptied ? '' : date}
      error={emptied ? BOOKS_MESSAGES.dateRequired : undefined}
      onChange={(next) => {
        setEmptied(next === '');
        if (next !== '') onChange(next);
      }}
    />
  );
}
