/** The report's look: colours, page, sizes, and the frame blocks are laid out in. */
export const COLOR = {
  text: '#1b1f24',
  muted: '#5b6470',
  accent: '#1f3a5f',
  link: '#1a55a3',
  rule: '#c9d1db',
  zebra: '#eef2f7',
  headerText: '#ffffff',
  codeBg: '#f4f5f7',
  codeBorder: '#dde1e6',
  quoteBar: '#8fa8c8',
} as const;

export const PAGE = { size: 'A4', margins: { top: 78, bottom: 72, left: 62, right: 62 } } as const;
export const BODY_SIZE = 10.5;
export const LINE_GAP = 2.5;
export const HEADING: Record<1 | 2 | 3 | 4, { size: number; before: number; after: number; color: string }> = {
  1: { size: 19, before: 6, after: 10, color: COLOR.accent },
  2: { size: 14.5, before: 14, after: 7, color: COLOR.accent },
  3: { size: 12.5, before: 11, after: 5, color: COLOR.text },
  4: { size: 11, before: 9, after: 4, color: COLOR.text },
};
export const PARAGRAPH_AFTER = 7;
export const LIST_INDENT = 18;
export const CELL_PAD_X = 5;
export const CELL_PAD_Y = 4;
export const TABLE_SIZE = 9;
export const CODE_SIZE = 8.6;

export type Doc = PDFKit.PDFDocument;

export interface Frame {
  x: number;
  width: number;
  /** Inside a list item: tighter spacing. */
  tight: boolean;
  color: string;
  italic: boolean;
  depth: number;
}
