/** Password rules of spec §5, shared by the server and the web forms. */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so a hash request cannot be used to burn CPU (issue 2). */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
/** Longest question the Response Advisor accepts (issue 3). */
export const QUESTION_MAX_LENGTH = 2000;
/** Largest markdown report accepted for PDF rendering (issue 4). */
export const REPORT_MAX_BYTES = 1024 * 1024;
/** A conversation id is short; anything longer is malformed. */
export const CONVERSATION_ID_MAX_LENGTH = 64;
