import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { downloadFile } from '../../../ui/download-file';
import { reportFileName, reportXlsx } from '../export/report-workbook';
import type { ReportView } from '../model/report-view';

export const EXPORT_FAILED = 'The Excel file could not be made. Please try again.';

/** Export Excel (a real .xlsx, replacing the spec's 'not available' alert) and Print. */
export function ReportActions({ view }: { view: ReportView }) {
  const [exporting, setExporting] = useState(false);

  const exportExcel = async () => {
    setExporting(true);
    try {
      downloadFile(await reportXlsx(view), reportFileName(view));
    } catch {
      notifications.show({ color: 'red', message: EXPORT_FAILED });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Group gap="xs">
      <Button variant="default" loading={exporting} onClick={() => void exportExcel()}>
        Export Excel
      </Button>
      <Button variant="default" onClick={() => window.print()}>
        Print
      </Button>
    </Group>
  );
}
