import { useState, type ReactNode } from 'react';
import type { Workbook } from 'exceljs';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { downloadFile, XLSX_TYPE } from './download-file';

export const EXPORT_FAILED = 'The Excel file could not be made. Please try again.';

interface ExportPrintActionsProps {
  /** The page as shown, as a workbook; made only when Export Excel is pressed. */
  workbook: () => Promise<Workbook>;
  fileName: string;
  /** Buttons of this page before Export Excel and Print, e.g. Open PDF. */
  children?: ReactNode;
}

/** Export Excel (a real .xlsx) and Print. */
export function ExportPrintActions({ workbook, fileName, children }: ExportPrintActionsProps) {
  const [exporting, setExporting] = useState(false);

  const exportExcel = async () => {
    setExporting(true);
    try {
      const buffer = await (await workbook()).xlsx.writeBuffer();
      downloadFile(new Blob([buffer], { type: XLSX_TYPE }), fileName);
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
