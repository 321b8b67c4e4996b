import { useState } from 'react';
import { downloadFile, XLSX_TYPE } from './download-file';
import { notifyFailure } from './notify';

/** An Excel export: the file made when asked, downloaded under its name, a failure said in one line. */
export function useExcelExport(fileName: string, workbook: () => Promise<ArrayBuffer>) {
  const [exporting, setExporting] = useState(false);
  const exportList = async () => {
    setExporting(true);
    try {
      downloadFile(new Blob([await workbook()], { type: XLSX_TYPE }), fileName);
    } catch {
      notifyFailure('The Excel file could not be made. Please try again.');
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportList: () => void exportList() };
}
