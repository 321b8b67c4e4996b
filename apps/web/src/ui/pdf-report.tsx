import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Anchor, Box } from '@mantine/core';

/** The accounting spec: printing starts a second after the PDF opens. */
const PRINT_DELAY_MS = 1000;

/** Prints what the window opened, once the PDF has had its second to load. */
export function printWhenOpened(printWindow: Window): void {
  window.setTimeout(() => printWindow.print(), PRINT_DELAY_MS);
}

/** The document's number in a report's address (/{kind}/report/{number}); 0 for anything else. */
export function useReportNumber(): number {
  const { number: param = '' } = useParams();
  return /^\d{1,12}$/.test(param) ? Number(param) : 0;
}

/** The way back from a report to its document's page. */
export function BackToDocument({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      ← Back to {children}
    </Anchor>
  );
}

/** The PDF shown in the page, without the viewer's toolbar. */
export function PdfFrame({ title, url, h }: { title: string; url: string; h: string }) {
  return (
    <Box
      component="iframe"
      title={title}
      src={`${url}#toolbar=0`}
      w="100%"
      h={h}
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
    />
  );
}
