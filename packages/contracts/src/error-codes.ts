/**
 * Codes the server sends; the web app translates them. Field errors are DRF-style:
 * `{ "<field>": ["<code>", …] }`. Other errors: `{ "detail": "<English>", "code": "<code>" }`.
 */
export const FieldErrorCode = {
  required: 'required',
  invalid: 'invalid',
  invalidEmail: 'invalid_email',
  emailTaken: 'email_taken',
  usernameMismatch: 'username_must_equal_email',
  invalidRole: 'invalid_role',
  passwordMismatch: 'password_mismatch',
  passwordTooWeak: 'password_too_weak',
  passwordTooLong: 'password_too_long',
  passwordTooCommon: 'password_too_common',
  tooLong: 'too_long',
  tokenInvalid: 'token_invalid',
  conversationIdInvalid: 'conversation_id_invalid',
  conversationIdForeign: 'conversation_id_not_yours',
  /** NUL or another control character (text.ts): refused wherever text enters. */
  controlCharacter: 'control_character',
} as const;
export type FieldErrorCode = (typeof FieldErrorCode)[keyof typeof FieldErrorCode];

export const ErrorCode = {
  validation: 'validation_error',
  malformedJson: 'malformed_json',
  noActiveAccount: 'no_active_account',
  emailNotVerified: 'email_not_verified',
  tokenNotValid: 'token_not_valid',
  notAuthenticated: 'not_authenticated',
  accountNotFound: 'account_not_found',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  /** A control character (e.g. %00) in the URL's path or query string. */
  controlCharacter: 'control_character',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  questionLimit: 'question_limit_reached',
  /** The user asked more questions than QUESTION_RATE_PER_USER allows (429 with Retry-After). */
  questionRateLimited: 'question_rate_limited',
  /** The user registered more conversations than CONVERSATION_RATE_PER_USER allows (429 with Retry-After). */
  conversationRateLimited: 'conversation_rate_limited',
  serviceUnavailable: 'service_unavailable',
  /** ADVISOR_MAX_CONCURRENCY questions are being answered and as many wait: 503 with Retry-After. */
  advisorBusy: 'advisor_busy',
  /** Report → PDF (issue 4): the multipart form has no file part named `file`. */
  reportFileMissing: 'report_file_missing',
  /** The multipart body cannot be parsed (no boundary, cut short, bad part headers). */
  malformedMultipart: 'malformed_multipart',
  /** The file part is empty (or only whitespace). */
  reportFileEmpty: 'report_file_empty',
  /** More than one file part. */
  reportTooManyFiles: 'report_too_many_files',
  /** The file is not UTF-8 text (invalid bytes, or binary control characters). */
  reportNotUtf8: 'report_not_utf8',
  /** The markdown nests deeper than any report does (quotes, indentation, brackets, delimiter runs). */
  reportTooComplex: 'report_too_complex',
  /** The report's tables hold more rows or cells than a report is rendered with (apps/api/src/pdf/limits.ts). */
  reportTableTooLarge: 'report_table_too_large',
  /** A run of characters without a space (a word, a URL, a code line) is longer than a report is rendered with. */
  reportWordTooLong: 'report_word_too_long',
  /** Every PDF renderer is busy and the waiting line is full (503 with Retry-After). */
  pdfBusy: 'pdf_renderer_busy',
  /** The user already has a PDF rendering: one at a time per user (429 with Retry-After). */
  pdfRenderInProgress: 'pdf_render_in_progress',
  /** The user started more renders than PDF_RATE_PER_USER allows (429 with Retry-After). */
  pdfRateLimited: 'pdf_rate_limited',
  /** The render exceeded PDF_TIMEOUT and was stopped. */
  pdfTimeout: 'pdf_render_timeout',
  /** The render failed on this document (422): too large or too complex even within the limits. */
  pdfFailed: 'pdf_render_failed',
  /** GET /api/geo/boundaries/{level}/: a level other than region, department, commune. */
  boundaryLevelUnknown: 'boundary_level_unknown',
  /** GET /api/geo/boundaries/{level}/: a `detail` other than full or overview (400). */
  boundaryDetailInvalid: 'boundary_detail_invalid',
  /** GET /api/hazard/scores/: a level that is not scored (only department is). */
  hazardLevelInvalid: 'hazard_level_invalid',
  /** A weight that is not a number, negative or above the maximum. */
  hazardWeightInvalid: 'hazard_weight_invalid',
  /** Every weight is zero: nothing to combine. */
  hazardWeightsAllZero: 'hazard_weights_all_zero',
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  detail: string;
  code: ErrorCode | string;
}
