import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** A font file of an npm package (the packages export their LICENSE, which sits beside `files/`). */
function fontFile(pkg: string, file: string): string {
  return path.join(path.dirname(require.resolve(`${pkg}/LICENSE`)), 'files', file);
}

/**
 * Noto Sans for Latin text and Amiri (a Naskh face) for Arabic, both SIL OFL and shipped in npm
 * packages, so the PDF looks the same everywhere and needs nothing installed. Amiri draws each letter
 * form as one glyph, so text copied or extracted from the PDF reads back as the letters written; fonts
 * that build letters from a shared skeleton plus dots (Noto Naskh, Noto Sans Arabic) read back wrong.
 */
export const PDF_FONTS = {
  latin: fontFile('@fontsource/noto-sans', 'noto-sans-latin-400-normal.woff'),
  latinBold: fontFile('@fontsource/noto-sans', 'noto-sans-latin-700-normal.woff'),
  arabic: fontFile('@fontsource/amiri', 'amiri-arabic-400-normal.woff'),
  arabicBold: fontFile('@fontsource/amiri', 'amiri-arabic-700-normal.woff'),
} as const;
export type PdfFont = keyof typeof PDF_FONTS;
