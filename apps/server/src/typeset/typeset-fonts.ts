import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** A font file of an npm package, found through the package's own manifest. */
function fontFile(pkg: string, file: string): string {
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
}

/**
 * The fonts every document is set in, complete TrueType files shipped in npm packages (SIL OFL), so a
 * PDF looks the same everywhere and needs nothing installed. Noto Sans carries Latin (with its
 * extensions), punctuation and Western digits; Amiri, a Naskh face, carries Arabic letters and
 * Arabic-Indic digits. Each character is drawn with the first of them that has its glyph. Amiri draws
 * each letter form as one glyph, so Arabic copied or extracted from the PDF reads back as written.
 */
export const TYPESET_FONTS = [
  fontFile('@expo-google-fonts/noto-sans', '400Regular/NotoSans_400Regular.ttf'),
  fontFile('@expo-google-fonts/noto-sans', '700Bold/NotoSans_700Bold.ttf'),
  fontFile('@expo-google-fonts/amiri', '400Regular/Amiri_400Regular.ttf'),
  fontFile('@expo-google-fonts/amiri', '700Bold/Amiri_700Bold.ttf'),
];
