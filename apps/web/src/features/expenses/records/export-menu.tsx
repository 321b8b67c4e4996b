import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ExpenseListRow } from '@fleetledger/shared/expenses/expenses.contract';
import { downloadFile, XLSX_TYPE } from '../../../ui/download-file';
import { exportFileName } from '../export/expense-export-columns';
import { expensesCsv } from '../export/expenses-csv';
import { expensesXlsx } from '../export/expenses-xlsx';

interface ExportMenuProps {
  /** The filtered, sorted list: every page, as the user sees it. */
  rows: readonly ExpenseListRow[];
  month: string;
}

/** Beyond the spec: the listed expenses as an Excel workbook or a CSV file. */
export function ExportMenu({ rows, month }: ExportMenuProps) {
  const [busy, setBusy] = useState(false);

  const exportXlsx = async () => {
    setBusy(true);
    try {
      const workbook = new Blob([await expensesXlsx(rows, month)], { type: XLSX_TYPE });
      downloadFile(workbook, exportFileName(month, 'xlsx'));
    } catch {
      notifications.show({ color: 'red', message: 'The Excel file could not be made. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  const exportCsv = () => {
    downloadFile(new Blob([expensesCsv(rows)], { type: 'text/csv;charset=utf-8' }), exportFileName(month, 'csv'));
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" loading={busy} disabled={rows.length === 0}>
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void exportXlsx()}>Excel (.xlsx)</Menu.Item>
        <Menu.Item onClick={exportCsv}>CSV (.csv)</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
