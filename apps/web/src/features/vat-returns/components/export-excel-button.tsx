import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { booksWorkbook } from '../../../lib/books/books-workbook';
import type { BooksView } from '../../../lib/books/books-view';
import { downloadFile, XLSX_TYPE } from '../../../ui/download-file';
import { EXPORT_FAILED } from '../../../ui/export-print-actions';

/** Export Excel alone, for a list shown over the page (a dialog has nothing to print). */
export function ExportExcelButton({ view }: { view: BooksView }) {
  const [exporting, setExporting] = useState(false);

  const exportExcel = async () => {
    setExporting(true);
    try {
      const buffer = await (await booksWorkbook(view)).xlsx.writeBuffer();
      downloadFile(new Blob([buffer], { type: XLSX_TYPE }), view.fileName);
    } catch {
      notifications.show({ color: 'red', message: EXPORT_FAILED });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button variant="default" loading={exporting} onClick={() => void exportExcel()}>
      Export Excel
    </Button>
  );
}
