/**
 * Input hygiene (issue 13): text entering the API never holds NUL or another C0 control character
 * (nor DEL). Multi-line text (questions) may hold tab, line feed and carriage return; single-line
 * text (addresses, passwords, tokens, ids, URL parts) none at all. One rule for every entry point,
 * without zod so the web app can import it cheaply. PostgreSQL cannot store NUL in text, so before
 * this rule a NUL reached the database and came back as a 500.
 */
/* eslint-disable no-control-regex -- matching control characters is the point of this file */
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F]/;
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const MULTI_LINE_CONTROL_ALL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function hasControlCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(text);
}

/** Multi-line text with the refused characters taken out (what the chat sends of a pasted text). */
export function withoutControlCharacters(text: string): string {
  return text.replace(MULTI_LINE_CONTROL_ALL, '');
}

/** Percent-encoded control characters in a URL (`%00`–`%1F`, `%7F`), or raw ones. */
const URL_CONTROL = /%(?:[01][0-9A-Fa-f]|7[Ff])|[\u0000-\u001F\u007F]/;
export function urlHasControlCharacters(url: string): boolean {
  return URL_CONTROL.test(url);
}
