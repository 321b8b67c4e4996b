import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { SignedInApp } from './signed-in-app';

/**
 * A PDF's text as pdftotext (poppler-utils) reads it, NFKC-normalised (Arabic presentation forms
 * back to letters) and without direction marks, so tests compare what a reader would copy out.
 */
export function pdfText(pdf: Buffer | Uint8Array, layout = true): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fleetledger-pdf-'));
  try {
    const file = path.join(folder, 'document.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', [...(layout ? ['-layout'] : []), file, '-'], { encoding: 'utf8' })
      .normalize('NFKC')
      .replace(/[\u200e\u200f\u202a-\u202e]/g, '');
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The text of the PDF a print call answers, once checked to be a PDF named `fileName` that the browser
 * opens (`inline`) or saves (`attachment`).
 */
export async function printedText(
  answer: ReturnType<SignedInApp['call']>,
  fileName: string,
  disposition: 'inline' | 'attachment' = 'inline',
): Promise<string> {
  const response = await answer;
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`${disposition}; filename="${fileName}"`);
  return pdfText(response.rawPayload);
}
