/**
 * Spec §7 call 13, without zod so the web app can import it cheaply: the report travels as the
 * multipart file part `file`, named report.md, and comes back as report.pdf.
 */
export const REPORT_FILE_FIELD = 'file';
export const REPORT_FILE_NAME = 'report.md';
/** The optional form field that fixes the PDF's language (otherwise detected from the text). */
export const REPORT_LANG_FIELD = 'lang';
/** The name the PDF is downloaded under. */
export const REPORT_PDF_FILE_NAME = 'report.pdf';
