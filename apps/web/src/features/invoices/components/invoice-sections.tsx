import { Link } from 'react-router';
import { Alert, Button, Paper, SimpleGrid, Text } from '@mantine/core';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { creditNoteNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import type { InvoiceRecord } from '@fleetledger/shared/invoices/invoices.contract';
import { bdToFils } from '@fleetledger/shared/money';
import { receiptNumberText } from '@fleetledger/shared/receipts/receipt-rules';
import type { ShownDocument } from '../../../documents/document-frame';
import { DuplicateButton } from '../../../documents/duplicate-source';
import { OpeningItemNotice } from '../../../documents/opening-item-notice';
import { PaidBySection } from '../../../documents/paid-by-section';
import { SellerDetailsNotice } from '../../../documents/seller-details-notice';
import { HeaderField } from '../../../documents/header-field';
import { AlertIcon } from '../../../ui/icons';
import { MoneyText } from '../../../ui/money-text';
import { notifyBriefly } from '../../../ui/notify';
import { InvoiceLinesSection } from './invoice-lines-section';
import { InvoiceNotesSection } from './invoice-notes-section';

/** What is made from an invoice: a copy, a receipt once Posted, and a credit or debit note correcting it. */
export function InvoiceActions({ invoice }: { invoice: InvoiceRecord }) {
  return (
    <>
      {!invoice.opening && <DuplicateButton kind="invoice" number={invoice.number} />}
      {invoice.status === 'Posted' && (
        <Button component={Link} variant="default" to={`/receipt-create?invoice=${invoice.number}`}>
          Generate Receipt
        </Button>
      )}
      {/* An opening item is corrected by a journal, never by a note. */}
      {invoice.status === 'Posted' && !invoice.opening && (
        <>
          <Button component={Link} variant="default" to={`/credit-note-create?invoice=${invoice.number}`}>
            Issue credit note
          </Button>
          <Button component={Link} variant="default" to={`/debit-note-create?invoice=${invoice.number}`}>
            Issue debit note
          </Button>
        </>
      )}
    </>
  );
}

/**
 * An invoice's own sections: its notices, its header, its lines (edited in place while Created), the
 * notes that correct it and the receipts that pay it.
 */
export function InvoiceSections({ record: invoice, show }: ShownDocument<InvoiceRecord>) {
  return (
    <>
      {invoice.opening ? <OpeningItemNotice kind="invoice" dueDate={invoice.due_date} /> : <SellerDetailsNotice />}
      {invoice.credit_note !== null && (
        <Alert color="red" variant="light" icon={<AlertIcon />}>
          {`Cancelled — credited by ${creditNoteNumberText(invoice.credit_note.number)} on ${formatDisplayDate(invoice.credit_note.date)}`}
        </Alert>
      )}

      <Paper withBorder p="md" component="section" aria-label="Invoice header">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
          <HeaderField label="Customer" value={invoice.customer_name} />
          <HeaderField label="Date" value={formatDisplayDate(invoice.date)} />
          <HeaderField label="Due date" value={invoice.due_date === null ? '—' : formatDisplayDate(invoice.due_date)} />
          <HeaderField label="Reference" value={invoice.reference ?? '—'} />
          <HeaderField label="Total" value={<MoneyText fils={bdToFils(invoice.total_amount)} fw={700} />} />
        </SimpleGrid>
        {invoice.narration !== null && (
          <Text size="sm" mt="sm">
            {invoice.narration}
          </Text>
        )}
      </Paper>

      <InvoiceLinesSection
        key={invoice.version}
        invoice={invoice}
        onSaved={(saved, message) => {
          show(saved);
          notifyBriefly(message);
        }}
        onTakeTheirs={show}
      />

      <InvoiceNotesSection invoice={invoice} />

      <PaidBySection
        kind="receipt"
        numberText={receiptNumberText}
        vouchers={invoice.receipts}
        pendingAmount={invoice.pending_amount}
      />
    </>
  );
}
