import { useState } from 'react';
import { Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { invoiceNumberText } from '@fleetledger/shared/invoices/invoice-job-lines';
import { PDF_MESSAGES } from '@fleetledger/shared/invoices/invoices.contract';
import { isApiError } from '../../../lib/api-error';
import { downloadFile } from '../../../ui/download-file';
import { FormProblem } from '../../../ui/form-problem';
import { PageTitle } from '../../../ui/page-title';
import { BackToDocument, PdfFrame, printWhenOpened, useReportNumber } from '../../../ui/pdf-report';
import { SellerDetailsNotice } from '../../../documents/seller-details-notice';
import { generateInvoicePdf } from '../api/invoice-calls';

type Action = 'preview' | 'download' | 'print';

/** Why the PDF did not come: the network, a refusal the server explains (no seller details), or a fault. */
function failure(error: unknown): string {
  if (!isApiError(error)) return PDF_MESSAGES.failed;
  if (error.isNetworkError) return PDF_MESSAGES.network;
  return error.status === 409 ? (error.serverMessage ?? PDF_MESSAGES.failed) : PDF_MESSAGES.failed;
}

/** Invoice Report, /invoice/report/{number}: preview, download or print the invoice's PDF. */
export function InvoiceReportPage() {
  const number = useReportNumber();
  const [includeDetails, setIncludeDetails] = useState(true);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (action: Action) => {
    setBusy(action);
    setProblem(null);
    // Opened in the click itself, so no popup blocker stops it; the PDF follows.
    const printWindow = action === 'print' ? window.open('', '_blank') : null;
    try {
      const { pdf_url: url } = await generateInvoicePdf(number, includeDetails, action);
      if (action === 'preview') setPreviewUrl(url);
      if (action === 'download') {
        const response = await fetch(url, { credentials: 'same-origin' });
        if (!response.ok) throw new Error(PDF_MESSAGES.failed);
        downloadFile(await response.blob(), `${invoiceNumberText(number)}.pdf`);
      }
      if (printWindow !== null) {
        printWindow.location.href = url;
        printWhenOpened(printWindow);
      }
    } catch (error) {
      printWindow?.close();
      setProblem(failure(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="md">
      <BackToDocument to={`/invoice/${number}`}>{invoiceNumberText(number)}</BackToDocument>
      <PageTitle title="Invoice Report" description={invoiceNumberText(number)} />
      <SellerDetailsNotice />
      <Paper withBorder p="md">
        <Group justify="space-between">
          <Checkbox
            label="Include Job Details Page"
            checked={includeDetails}
            onChange={(event) => setIncludeDetails(event.currentTarget.checked)}
          />
          <Group gap="xs">
            <Button loading={busy === 'preview'} onClick={() => void run('preview')}>
              Preview
            </Button>
            <Button variant="default" loading={busy === 'download'} onClick={() => void run('download')}>
              Download
            </Button>
            <Button variant="default" loading={busy === 'print'} onClick={() => void run('print')}>
              Print
            </Button>
          </Group>
        </Group>
      </Paper>
      <FormProblem message={problem} />
      {previewUrl === null ? (
        <Text c="dimmed">Click Preview to generate and view the PDF</Text>
      ) : (
        <PdfFrame title={`${invoiceNumberText(number)} preview`} url={previewUrl} h="75dvh" />
      )}
    </Stack>
  );
}
