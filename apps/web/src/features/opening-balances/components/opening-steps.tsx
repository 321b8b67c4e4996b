import type { ReactNode } from 'react';
import { Alert, List, Stack, Text, Title } from '@mantine/core';
import type { OpeningParty } from '@fleetledger/shared/ledger/opening-balances.contract';
import { DateField } from '../../../ui/date-field';
import { AlertIcon } from '../../../ui/icons';
import type { OpeningDraft, OpeningFigures } from '../model/opening-drafts';
import { AccountBalancesGrid } from './account-balances-grid';
import { OpenItemsGrid } from './open-items-grid';

export const GRID_KEYS =
  'Enter or Tab: next cell · Shift+Tab: back · leaving the last line adds one · Ctrl+Delete: delete the line';

/** A step's title, and the problems the rules found in it, each also shown at its cell. */
export function StepFrame({
  title,
  problems,
  children,
}: {
  title: string;
  problems: readonly string[];
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} fz="lg">
        {title}
      </Title>
      {children}
      {problems.length > 0 && (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" title="Check before going on">
          <List size="sm" spacing={2}>
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

interface StepProps {
  draft: OpeningDraft;
  errors: Readonly<Record<string, string>>;
  problems: readonly string[];
  onChange: (patch: Partial<OpeningDraft>) => void;
}

export function DateStep({ draft, errors, problems, onChange }: StepProps) {
  return (
    <StepFrame title="Opening date" problems={problems}>
      <Text size="sm">
        The day the books start in fleetledger, usually the first day of the financial year. Enter every balance as it
        stood at the close of the day before: last year&apos;s closing trial balance, what each customer still owed and
        what was still owed to each supplier.
      </Text>
      <DateField
        label="Opening date"
        value={draft.date}
        error={errors.date}
        w={200}
        onChange={(date) => onChange({ date })}
      />
      <List size="sm" spacing={4}>
        <List.Item>
          Opening balances come before everything else: they are refused once any invoice, credit note, purchase,
          receipt, payment, journal or expense is dated on or before this date, and when the date is locked.
        </List.Item>
        <List.Item>They are entered once. Anything found wrong later is corrected with a journal.</List.Item>
      </List>
    </StepFrame>
  );
}

export function AccountsStep({ draft, errors, problems, onChange, figures }: StepProps & { figures: OpeningFigures }) {
  return (
    <StepFrame title="Account balances" problems={problems}>
      <Text size="sm">
        Each account&apos;s closing balance, on its side: assets and expenses usually debits; liabilities, equity and
        income credits. Accounts Receivable and Accounts Payable are not entered here: they open at the total of the
        customers&apos; and suppliers&apos; open items (the next two steps), so the aging, the statements and receipts
        know each invoice and bill. Opening Balance Equity is not entered either: it takes whatever does not balance.
      </Text>
      <Text size="sm" c="dimmed">
        {`${GRID_KEYS} · type 3 letters of an account, ↓ and Enter to pick it`}
      </Text>
      <AccountBalancesGrid
        lines={draft.accounts}
        errors={errors}
        totals={figures}
        onChange={(accounts) => onChange({ accounts })}
      />
    </StepFrame>
  );
}

const ITEMS_WORDS = {
  customer: {
    title: "Customers' open items",
    what: 'Each invoice a customer had not paid in full',
    becomes: 'an opening invoice, aged, stated and paid by receipts like any other',
    favour:
      "A negative amount is in the customer's favour (an advance they paid, a credit they hold): it is kept as their unallocated credit, not an invoice.",
  },
  supplier: {
    title: "Suppliers' open items",
    what: 'Each bill not paid in full to a supplier',
    becomes: 'an opening purchase (bill), aged, stated and paid by payments like any other',
    favour:
      'A negative amount is what we paid the supplier ahead (or a credit they owe us): it is kept as our unallocated advance with them, not a bill.',
  },
} as const;

export function ItemsStep({
  party,
  draft,
  errors,
  problems,
  onChange,
  totalFils,
}: StepProps & { party: OpeningParty; totalFils: number }) {
  const words = ITEMS_WORDS[party];
  return (
    <StepFrame title={words.title} problems={problems}>
      <Text size="sm">
        {`${words.what} at the opening date: its number in the old books, its date, its due date (empty: the ${party}'s payment terms from its date) and the amount still open. Each becomes ${words.becomes}.`}
      </Text>
      <Text size="sm" fw={600}>
        {words.favour}
      </Text>
      <Text size="sm" c="dimmed">
        {`${GRID_KEYS} · type the ${party}'s name and Enter to pick it · dates as DD/MM/YYYY`}
      </Text>
      <OpenItemsGrid
        party={party}
        items={draft[`${party}s`]}
        errors={errors}
        totalFils={totalFils}
        onChange={(items) => onChange({ [`${party}s`]: items })}
      />
    </StepFrame>
  );
}
