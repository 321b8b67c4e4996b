import { Link } from 'react-router';
import { Alert, Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { paidDocumentHold, STATUS_MESSAGES } from '@fleetledger/shared/documents/document-status';
import { formatDisplayDate } from '@fleetledger/shared/dates';
import { creditNoteNumberText, invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import {
  INVOICE_MESSAGES,
  invoiceDetailsResponse,
  type InvoiceRecord,
} from '@fleetledger/shared/invoices/invoices.contract';
import { mailRefusal } from '@fleetledger/shared/mail/mail-documents';
import { bdToFils } from '@fleetledger/shared/money';
import { receiptNumberText } from '@fleetledger/shared/receipts/receipt-rules';
import { isApiError } from '../../../lib/api-error';
import { notePdfUrl } from '../../../documents/document-calls';
import { DocumentMails } from '../../../documents/document-mails';
import { HeaderField } from '../../../ui/header-field';
import { SendByMailButton } from '../../../documents/send-by-mail-button';
import { documentKey, useDocumentDetails } from '../../../documents/document-details';
import { refusedMove } from '../../../documents/document-move';
import { useDocumentNumber } from '../../../documents/document-number';
import { DocumentAttachmentsPanel } from '../../../documents/document-attachments';
import { DuplicateButton } from '../../../documents/duplicate-source';
import { DocumentPageHeader } from '../../../documents/document-page-header';
import { DocumentDetailsState } from '../../../documents/document-page-states';
import { AlertIcon } from '../../../ui/icons';
import { MoneyText } from '../../../ui/money-text';
import { notifyBriefly } from '../../../ui/notify';
import { OpeningItemNotice } from '../../../documents/opening-item-notice';
import { PaidBySection } from '../../../documents/paid-by-section';
import { RecordHistory } from '../../../ui/record-history';
import { SignedInStatusActions } from '../../../documents/signed-in-status-actions';
import { SellerDetailsNotice } from '../../../documents/seller-details-notice';
import { moveInvoice } from '../api/invoice-calls';
import { InvoiceLinesSection } from '../components/invoice-lines-section';
import { InvoiceNotesSection } from '../components/invoice-notes-section';

const BACK = { path: '/invoices', label: 'Back to invoices' };

/** Invoice Details, /invoice/{number}. */
export function InvoiceDetailsPage() {
  const number = useDocumentNumber();
  const query = useDocumentDetails('invoice', number, invoiceDetailsResponse);
  const queryClient = useQueryClient();

  if (number === null || !query.isSuccess)
    return (
      <DocumentDetailsState
        badNumber={number === null}
        query={query}
        notFound={{ title: INVOICE_MESSAGES.notFound, back: BACK }}
        loadingLabel="Loading invoice..."
        failureText={(error) => error.message}
      />
    );

  const invoice = query.data.invoice;
  const show = (next: InvoiceRecord) =>
    queryClient.setQueryData(documentKey('invoice', number), { ...query.data, invoice: next });

  return (
    <Stack gap="md">
      <DocumentPageHeader back={BACK} title={invoiceNumberText(invoice.number)} status={invoice.status}>
        {!invoice.opening && (
          <Button component="a" variant="default" href={`/invoice/report/${invoice.number}`} target="_blank">
            Invoice Report
          </Button>
        )}
        {invoice.credit_note !== null && (
          <Button
            component="a"
            variant="default"
            href={notePdfUrl('credit_note', invoice.credit_note.number)}
            target="_blank"
          >
            Credit Note PDF
          </Button>
        )}
        {mailRefusal('invoice', invoice.status) === null && (
          <SendByMailButton mailed={{ document: 'invoice', number: invoice.number }} />
        )}
        {invoice.credit_note !== null && (
          <SendByMailButton
            label="Send credit note"
            mailed={{ document: 'credit_note', number: invoice.credit_note.number }}
          />
        )}
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
        {!invoice.opening && (
          <SignedInStatusActions
            kind="invoice"
            status={invoice.status}
            held={paidDocumentHold(
              invoice.status,
              invoice.receipts.map((receipt) => receiptNumberText(receipt.number)),
              INVOICE_MESSAGES.paidByReceipts,
            )}
            onMove={async (to, codes) => {
              try {
                const answer = await moveInvoice({ id: invoice.id, version: invoice.version, to, codes });
                show(answer.invoice);
                notifyBriefly(STATUS_MESSAGES.updated(to));
              } catch (error) {
                const message = isApiError(error) ? (error.serverMessage ?? error.message) : String(error);
                throw refusedMove(error, () => void query.refetch(), message);
              }
            }}
          />
        )}
      </DocumentPageHeader>

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

      <DocumentMails mailed={{ document: 'invoice', number: invoice.number }} />
      {invoice.credit_note !== null && (
        <DocumentMails mailed={{ document: 'credit_note', number: invoice.credit_note.number }} />
      )}

      <Paper withBorder p="md" component="section" aria-label="Attachments">
        <DocumentAttachmentsPanel kind="invoice" document={invoice} onChange={() => void query.refetch()} />
      </Paper>

      <RecordHistory kind="invoice" id={invoice.id} readAt={query.dataUpdatedAt} />
    </Stack>
  );
}
