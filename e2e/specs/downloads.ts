import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** Clicks what starts a download and checks the name the browser offers to save the file under. */
export async function download(trigger: Locator, fileName: string): Promise<Download> {
  const [file] = await Promise.all([trigger.page().waitForEvent('download'), trigger.click()]);
  expect(file.suggestedFilename()).toBe(fileName);
  return file;
}

export async function downloadText(file: Download): Promise<string> {
  return fs.readFile(await file.path(), 'utf8');
}

/** A downloaded Excel file, read back as a spreadsheet program would. */
export async function downloadWorkbook(file: Download): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  return workbook;
}

/** The page's Export Excel, downloaded under `fileName`: answers the file's first sheet, where the report is. */
export async function exportedSheet(page: Page, fileName: string): Promise<ExcelJS.Worksheet> {
  const file = await download(page.getByRole('button', { name: 'Export Excel' }), fileName);
  return (await downloadWorkbook(file)).worksheets[0]!;
}
