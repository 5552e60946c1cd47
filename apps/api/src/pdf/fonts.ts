import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Doc } from './style.ts';

// DejaVu covers French and Wolof letters (é è ê à ç ô û ñ ŋ ë) and the typographic signs;
// the package ships the TTF files, read once per process (each worker thread) and subset per PDF.
const FONT_DIR = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
export const FONT_FILES = {
  sans: 'DejaVuSans.ttf',
  sansBold: 'DejaVuSans-Bold.ttf',
  sansItalic: 'DejaVuSans-Oblique.ttf',
  sansBoldItalic: 'DejaVuSans-BoldOblique.ttf',
  mono: 'DejaVuSansMono.ttf',
  monoBold: 'DejaVuSansMono-Bold.ttf',
} as const;
export type FontName = keyof typeof FONT_FILES;
let fontData: Record<FontName, Buffer> | undefined;
export function fonts(): Record<FontName, Buffer> {
  fontData ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(join(FONT_DIR, file))]),
  ) as Record<FontName, Buffer>;
  return fontData;
}

// Parsing a TrueType font (fontkit) costs more than laying out a short report, and pdfkit does it
// again for every document. The parsed fonts are read-only, so each thread parses them once and
// every document gets its own pdfkit wrapper (its own subset) around them. This leans on pdfkit
// internals (`_fontFamilies`, `_fontCount`; pdfkit is pinned by the lockfile); when they are not
// there, fonts are simply parsed per document as pdfkit normally does.
interface PdfkitFontInternals {
  _fontFamilies?: Record<string, { font?: unknown; constructor: unknown } | undefined>;
  _fontCount?: number;
}
type EmbeddedFontClass = new (doc: Doc, font: unknown, id: string) => unknown;
const parsedFonts = new Map<string, { font: unknown; wrapper: EmbeddedFontClass }>();

export function useParsedFonts(doc: Doc): void {
  const internals = doc as unknown as PdfkitFontInternals;
  if (!internals._fontFamilies || typeof internals._fontCount !== 'number') return;
  for (const [name, parsed] of parsedFonts) {
    // fontkit keeps glyph objects (with the characters they were first met for) in a cache that
    // the ToUnicode map is built from: each document starts with an empty one.
    const glyphCache = parsed.font as { _glyphs?: object };
    if (glyphCache._glyphs) glyphCache._glyphs = {};
    internals._fontCount += 1;
    internals._fontFamilies[name] = new parsed.wrapper(doc, parsed.font, `F${internals._fontCount}`) as {
      constructor: unknown;
    };
  }
}

export function keepParsedFonts(doc: Doc): void {
  const families = (doc as unknown as PdfkitFontInternals)._fontFamilies ?? {};
  for (const name of Object.keys(FONT_FILES)) {
    const family = families[name];
    if (!parsedFonts.has(name) && family?.font && typeof family.constructor === 'function') {
      parsedFonts.set(name, { font: family.font, wrapper: family.constructor as EmbeddedFontClass });
    }
  }
}
