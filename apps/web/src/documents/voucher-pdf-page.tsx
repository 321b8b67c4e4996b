import { Button, Group, Stack } from '@mantine/core';
import { API_BASE } from '../lib/api-client';
import type { DeclaredKind } from './document-calls';
import { PageTitle } from '../ui/page-title';
import { BackToDocument, PdfFrame, printWhenOpened, useReportNumber } from '../ui/pdf-report';

interface VoucherPdfPageProps {
  /** A kind whose report call is reports/{kind}_pdf?{kind}_number={number}. */
  kind: DeclaredKind;
  /** e.g. 'Receipt Voucher'. */
  title: string;
  numberText: (number: number) => string;
}

/** A voucher's report, /{kind}/report/{number} (opened in a new tab from its page): the PDF to keep or print. */
export function VoucherPdfPage({ kind, title, numberText }: VoucherPdfPageProps) {
  const number = useReportNumber();
  const pdfUrl = `${API_BASE}reports/${kind}_pdf?${kind}_number=${number}`;
  const print = () => {
    const printWindow = window.open(pdfUrl, '_blank');
    if (printWindow !== null) printWhenOpened(printWindow);
  };

  return (
    <Stack gap="md">
      <BackToDocument to={`/${kind}/${number}`}>{numberText(number)}</BackToDocument>
      <Group justify="space-between" align="flex-start">
        <PageTitle title={title} description={numberText(number)} />
        <Group gap="xs">
          <Button component="a" variant="default" href={`${pdfUrl}&download=1`} download>
            Download
          </Button>
          <Button onClick={print}>Print</Button>
        </Group>
      </Group>
      <PdfFrame title={`${numberText(number)} voucher`} url={pdfUrl} h="80dvh" />
    </Stack>
  );
}
