import { Link, useParams } from 'react-router';
import { Anchor, Box, Button, Group, Stack } from '@mantine/core';
import { receiptNumberText } from '@fleetledger/shared/receipts/receipt-rules';
import { API_BASE } from '../../../lib/api-client';
import { PageTitle } from '../../../ui/page-title';

/** The accounting spec: printing starts a second after the PDF opens. */
const PRINT_DELAY_MS = 1000;

/** Receipt report, /receipt/report/{number} (opened in a new tab by Generate Report): the voucher to print. */
export function ReceiptReportPage() {
  const { number: param = '' } = useParams();
  const number = /^\d{1,12}$/.test(param) ? Number(param) : 0;
  const pdfUrl = `${API_BASE}reports/receipt_pdf?receipt_number=${number}`;
  const print = () => {
    const printWindow = window.open(pdfUrl, '_blank');
    if (printWindow !== null) window.setTimeout(() => printWindow.print(), PRINT_DELAY_MS);
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to={`/receipt/${number}`} size="sm">
        ← Back to {receiptNumberText(number)}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <PageTitle title="Receipt Voucher" description={receiptNumberText(number)} />
        <Group gap="xs">
          <Button component="a" variant="default" href={`${pdfUrl}&download=1`} download>
            Download
          </Button>
          <Button onClick={print}>Print</Button>
        </Group>
      </Group>
      <Box
        component="iframe"
        title={`${receiptNumberText(number)} voucher`}
        src={`${pdfUrl}#toolbar=0`}
        w="100%"
        h="80dvh"
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
      />
    </Stack>
  );
}
