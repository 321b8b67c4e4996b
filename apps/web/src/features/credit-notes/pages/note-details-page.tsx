import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { NOTE_MESSAGES, type NoteRecord } from '@fleetledger/shared/credit-notes/credit-notes.contract';
import type { NoteKind } from '@fleetledger/shared/credit-notes/invoice-note-lines';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { STATUS_MESSAGES } from '@fleetledger/shared/documents/document-status';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { mailRefusal } from '@fleetledger/shared/mail/mail-documents';
import { bdToFils } from '@fleetledger/shared/money';
import { paymentNumberText } from '@fleetledger/shared/payments/payment-rules';
import { isApiError } from '../../../lib/api-error';
import { notePdfUrl } from '../../../documents/document-calls';
import { refusedMove } from '../../../documents/document-move';
import { useDocumentNumber } from '../../../documents/document-number';
import { DocumentMails } from '../../../documents/document-mails';
import { DocumentPageHeader } from '../../../documents/document-page-header';
import { DocumentDetailsState } from '../../../documents/document-page-states';
import { HeaderField } from '../../../ui/header-field';
import { AlertIcon } from '../../../ui/icons';
import { MoneyText } from '../../../ui/money-text';
import { notifyBriefly } from '../../../ui/notify';
import { RecordHistory } from '../../../ui/record-history';
import { SendByMailButton } from '../../../documents/send-by-mail-button';
import { SignedInStatusActions } from '../../../documents/signed-in-status-actions';
import { moveNote, noteKey, useNoteDetails } from '../api/note-calls';
import { AllocateCreditModal } from '../components/allocate-credit-modal';
import { CreditUsesSection } from '../components/credit-uses-section';
import { NoteLinesTable } from '../components/note-lines-table';
import { NOTE_WORDS } from '../model/note-kinds';

/**
 * Why a note stays Posted, said before any code is asked: the cancellation note of a cancelled invoice
 * lives as long as the invoice is cancelled, and a credit used elsewhere must be undone first. The
 * server decides the rest (a debit note its invoice's receipts need).
 */
function noteHold(note: NoteRecord): string | null {
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

/**
 * Credit Note (/credit-note/{number}) or Debit Note (/debit-note/{number}): what it corrects on which
 * invoice and why, its lines and totals, and for a credit note where its credit went; its PDF, mail,
 * cancellation (with the codes), and the allocation of a credit note's credit left.
 */
export function NoteDetailsPage({ kind }: { kind: NoteKind }) {
  const words = NOTE_WORDS[kind];
  const back = { path: words.listPath, label: `Back to ${words.noun}s` };
  const number = useDocumentNumber();
  const query = useNoteDetails(kind, number);
  const queryClient = useQueryClient();
  const [allocating, setAllocating] = useState(false);

  if (number === null || !query.isSuccess)
    return (
      <DocumentDetailsState
        badNumber={number === null}
        query={query}
        notFound={{ title: NOTE_MESSAGES.notFound(kind), back }}
        loadingLabel={`Loading ${words.noun}...`}
        failureText={(error) => error.message}
      />
    );

  const note = query.data;
  const show = (next: NoteRecord) => queryClient.setQueryData(noteKey(kind, number), next);
  const canAllocate = kind === 'credit_note' && note.status === 'Posted' && note.credit_left > 0;

  return (
    <Stack gap="md">
      <DocumentPageHeader back={back} title={words.numberText(note.number)} status={note.status}>
        <Button component="a" variant="default" href={notePdfUrl(kind, note.number)} target="_blank">
          PDF
        </Button>
        {mailRefusal(kind, note.status) === null && (
          <SendByMailButton mailed={{ document: kind, number: note.number }} />
        )}
        {canAllocate && (
          <Button variant="default" onClick={() => setAllocating(true)}>
            Allocate credit
          </Button>
        )}
        {canAllocate && (
          <Button component={Link} variant="default" to={`/payment-create?refund=${note.number}`}>
            Refund by payment
          </Button>
        )}
        <SignedInStatusActions
          kind={kind}
          status={note.status}
          held={noteHold(note)}
          onMove={async (to, codes) => {
            try {
              show(await moveNote(kind, { id: note.id, version: note.version, to, codes }));
              notifyBriefly(STATUS_MESSAGES.updated(to));
            } catch (error) {
              const message = isApiError(error) ? (error.serverMessage ?? error.message) : String(error);
              throw refusedMove(error, () => void query.refetch(), message);
            }
          }}
        />
      </DocumentPageHeader>

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
      <DocumentMails mailed={{ document: kind, number: note.number }} />
      <RecordHistory kind={kind} id={note.id} readAt={query.dataUpdatedAt} />

      <AllocateCreditModal
        note={note}
        opened={allocating}
        onClose={() => setAllocating(false)}
        onAllocated={(next, message) => {
          show(next);
          setAllocating(false);
          notifyBriefly(message);
        }}
        onReload={() => query.refetch()}
      />
    </Stack>
  );
}
