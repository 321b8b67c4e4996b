import { Link, useParams } from 'react-router';
import { Anchor, Box, Button, Group, Stack } from '@mantine/core';
import { API_BASE } from '../lib/api-client';
import { PageTitle } from './page-title';

/** The accounting spec: printing starts a second after the PDF opens. */
const PRINT_DELAY_MS = 1000;

interface VoucherPdfPageProps {
  kind: 'receipt' | 'payment';
  /** e.g. 'Receipt Voucher'. */
  title: string;
  numberText: (number: number) => string;
}

/** A voucher's report, /{kind}/report/{number} (opened in a new tab from its page): the PDF to keep or print. */
export function VoucherPdfPage({ kind, title, numberText }: VoucherPdfPageProps) {
  const { number: param = '' } = useParams();
  const number = /^\d{1,12}$/.test(param) ? Number(param) : 0;
  const pdfUrl = `${API_BASE}reports/${kind}_pdf?${kind}_number=${number}`;
  const print = () => {
    const printWindow = window.open(pdfUrl, '_blank');
    if (printWindow !== null) window.setTimeout(() => printWindow.print(), PRINT_DELAY_MS);
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to={`/${kind}/${number}`} size="sm">
        ← Back to {numberText(number)}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <PageTitle title={title} description={numberText(number)} />
        <Group gap="xs">
          <Button component="a" variant="default" href={`${pdfUrl}&download=1`} download>
            Download
          </Button>
          <Button onClick={print}>Print</Button>
        </Group>
      </Group>
      <Box
        component="iframe"
        title={`${numberText(number)} voucher`}
        src={`${pdfUrl}#toolbar=0`}
        w="100%"
        h="80dvh"
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
      />
    </Stack>
  );
}
