import { useState, type ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { booksWorkbook } from '../../lib/books/books-workbook';
import type { BooksView } from '../../lib/books/books-view';
import { downloadFile, XLSX_TYPE } from '../download-file';

async function booksXlsx(view: BooksView): Promise<Blob> {
  const buffer = await (await booksWorkbook(view)).xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_TYPE });
}

export const EXPORT_FAILED = 'The Excel file could not be made. Please try again.';

/** Export Excel (the page as shown, as a real .xlsx) and Print. */
export function BooksActions({ view, children }: { view: BooksView; children?: ReactNode }) {
  const [exporting, setExporting] = useState(false);

  const exportExcel = async () => {
    setExporting(true);
    try {
      downloadFile(await booksXlsx(view), view.fileName);
    } catch {
      notifications.show({ color: 'red', message: EXPORT_FAILED });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Group gap="xs">
      {children}
      <Button variant="default" loading={exporting} onClick={() => void exportExcel()}>
        Export Excel
      </Button>
      <Button variant="default" onClick={() => window.print()}>
        Print
      </Button>
    </Group>
  );
}
