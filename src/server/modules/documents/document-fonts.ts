import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The fonts every document is drawn with, embedded (subset) in each PDF: DejaVu Sans (Latin, Greek, Cyrillic and
 * most symbols, TrueType) and, for what it lacks, Noto Sans JP (kana and the CJK ideographs, OpenType CFF).
 */
export const DOCUMENT_FONTS = {
  regular: 'document-regular',
  bold: 'document-bold',
  cjkRegular: 'document-cjk-regular',
  cjkBold: 'document-cjk-bold',
} as const;

export type DocumentFontName = (typeof DOCUMENT_FONTS)[keyof typeof DOCUMENT_FONTS];

const require = createRequire(import.meta.url);
const dejavu = (file: string) => path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', file);
// The package exports only its index (in dist/); the font files sit beside that folder.
const notoJp = (file: string) => path.join(path.dirname(require.resolve('@embedpdf/fonts-jp')), '..', 'fonts', file);

const FILES: Record<DocumentFontName, () => string> = {
  [DOCUMENT_FONTS.regular]: () => dejavu('DejaVuSans.ttf'),
  [DOCUMENT_FONTS.bold]: () => dejavu('DejaVuSans-Bold.ttf'),
  [DOCUMENT_FONTS.cjkRegular]: () => notoJp('NotoSansJP-Regular.otf'),
  [DOCUMENT_FONTS.cjkBold]: () => notoJp('NotoSansJP-Bold.otf'),
};

// Read once per process; pdfkit parses (lazily) and subsets them per document.
const bytes = new Map<DocumentFontName, Buffer>();
export function documentFontBytes(name: DocumentFontName): Buffer {
  let font = bytes.get(name);
  if (!font) {
    font = readFileSync(FILES[name]());
    bytes.set(name, font);
  }
  return font;
}

let mainFont: fontkit.Font | null = null;
function hasMainGlyph(codePoint: number): boolean {
  mainFont ??= fontkit.create(documentFontBytes(DOCUMENT_FONTS.regular)) as fontkit.Font;
  return mainFont.hasGlyphForCodePoint(codePoint);
}

export type FontRun = { font: DocumentFontName; text: string };

/**
 * Splits text into runs of one font each: DejaVu Sans where it has the character, else the CJK font. Line breaks
 * and other controls stay with the run they are in.
 */
export function fontRuns(text: string, bold = false): FontRun[] {
  const main = bold ? DOCUMENT_FONTS.bold : DOCUMENT_FONTS.regular;
  const cjk = bold ? DOCUMENT_FONTS.cjkBold : DOCUMENT_FONTS.cjkRegular;
  const runs: FontRun[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    const font = codePoint < 0x20 || hasMainGlyph(codePoint) ? main : cjk;
    const last = runs[runs.length - 1];
    if (last?.font === font) last.text += character;
    else runs.push({ font, text: character });
  }
  return runs;
}
