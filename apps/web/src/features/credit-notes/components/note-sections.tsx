import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { NOTE_MESSAGES, type NoteRecord } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import type { NoteKind } from '@fleetledger/shared/credit-notes/invoice-note-lines';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { bdToFils } from '@fleetledger/shared/money';
import { paymentNumberText } from '@fleetledger/shared/payments/payment-rules';
import type { ShownDocument } from '../../../documents/document-frame';
import { HeaderField } from '../../../documents/header-field';
import { AlertIcon } from '../../../ui/icons';
import { MoneyText } from '../../../ui/money-text';
import { notifyBriefly } from '../../../ui/notify';
import { NOTE_WORDS } from '../model/note-kinds';
import { AllocateCreditModal } from './allocate-credit-modal';
import { CreditUsesSection } from './credit-uses-section';
import { NoteLinesTable } from './note-lines-table';

/**
 * Why a note stays Posted, said before any code is asked: the cancellation note of a cancelled invoice
 * lives as long as the invoice is cancelled, and a credit used elsewhere must be undone first. The
 * server decides the rest (a debit note its invoice's receipts need).
 */
export function noteHold(note: NoteRecord): string | null {
  if (note.status !== 'Posted') return null;
  if (note.cancels_invoice) return NOTE_MESSAGES.cancelsInvoice;
  const uses = [
    ...note.allocations.map((allocation) => invoiceNumberText(allocation.invoice_number)),
    ...note.refunds
      .filter((refund) => refund.status !== 'Cancelled')
      .map((refund) => paymentNumberText(refund.payment_number)),
  ];
  return uses.length === 0 ? null : NOTE_MESSAGES.creditUsed(uses.join(', '));
}

/** A credit note's credit left, while Posted: allocated to another invoice, or refunded by a payment. */
export function CreditLeftActions({ record: note, show, reload }: ShownDocument<NoteRecord>) {
  const [allocating, setAllocating] = useState(false);
  if (note.status !== 'Posted' || note.credit_left <= 0) return null;
  return (
    <>
      <Button variant="default" onClick={() => setAllocating(true)}>
        Allocate credit
      </Button>
      <Button component={Link} variant="default" to={`/payment-create?refund=${note.number}`}>
        Refund by payment
      </Button>
      <AllocateCreditModal
        note={note}
        opened={allocating}
        onClose={() => setAllocating(false)}
        onAllocated={(next, message) => {
          show(next);
          setAllocating(false);
          notifyBriefly(message);
        }}
        onReload={reload}
      />
    </>
  );
}

/** What a note corrects on which invoice and why, its lines and totals, and for a credit note where its credit went. */
export function NoteSections({ kind, note }: { kind: NoteKind; note: NoteRecord }) {
  const words = NOTE_WORDS[kind];
  return (
    <>
      {note.cancels_invoice && (
        <Alert color="gray" variant="light" icon={<AlertIcon />}>
          {`Issued when ${invoiceNumberText(note.invoice_number)} was cancelled: it credits all that was left of the invoice.`}
        </Alert>
      )}

      <Paper withBorder p="md" component="section" aria-label={`${words.title} header`}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <HeaderField
            label="Invoice"
            value={
              <Text>
                <Anchor component={Link} to={`/invoice/${note.invoice_number}`}>
                  {invoiceNumberText(note.invoice_number)}
                </Anchor>
                {` of ${formatDisplayDate(note.invoice_date)}`}
              </Text>
            }
          />
          <HeaderField label="Date" value={formatDisplayDate(note.date)} />
          <HeaderField label="Customer" value={note.customer_name} />
          <HeaderField label="Total" value={<MoneyText fils={bdToFils(note.total_amount)} fw={700} />} />
        </SimpleGrid>
        <Stack gap={2} mt="sm">
          <Text size="xs" c="dimmed">
            Reason
          </Text>
          <Text style={{ overflowWrap: 'anywhere' }}>{note.reason}</Text>
        </Stack>
      </Paper>

      <NoteLinesTable note={note} />
      {kind === 'credit_note' && <CreditUsesSection note={note} />}
    </>
  );
}
