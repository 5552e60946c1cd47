import { z } from 'zod';

/** Spec §7 call 13: the report travels as the multipart file part `file`, named report.md. */
export const REPORT_FILE_FIELD = 'file';
export const REPORT_FILE_NAME = 'report.md';
/** The optional form field that fixes the PDF's language (otherwise detected from the text). */
export const REPORT_LANG_FIELD = 'lang';
export const ReportLanguage = z.enum(['fr', 'en']);
export type ReportLanguage = z.infer<typeof ReportLanguage>;
/** The name the PDF is downloaded under. */
export const REPORT_PDF_FILE_NAME = 'report.pdf';
