import { describe, expect, it } from 'vitest';
import { hasControlCharacters, urlHasControlCharacters, withoutControlCharacters } from './text.ts';

describe('the control-character rule', () => {
  it('refuses every C0 control character and DEL in single-line text', () => {
    for (let code = 0; code < 0x20; code++) expect(hasControlCharacters(`a${String.fromCharCode(code)}b`)).toBe(true);
    expect(hasControlCharacters('a\u007fb')).toBe(true);
    expect(hasControlCharacters('Thiès, Kédougou — 2024 ✓')).toBe(false);
  });

  it('lets tab, line feed and carriage return through in multi-line text, and nothing else', () => {
    expect(hasControlCharacters('ligne 1\r\n\tligne 2', { multiline: true })).toBe(false);
    for (const c of ['\u0000', '\u0008', '\u000b', '\u000c', '\u001f', '\u007f'])
      expect(hasControlCharacters(`a${c}b`, { multiline: true })).toBe(true);
  });

  it('takes the refused characters out of a pasted text, keeping line breaks', () => {
    expect(withoutControlCharacters('a\u0000b\u000cc\r\n\td')).toBe('abc\r\n\td');
  });

  it('finds percent-encoded or raw control characters in a URL', () => {
    for (const url of ['/a%00', '/a?x=%1f', '/a%7F', '/a?x=%0A', '/a\u0000'])
      expect(urlHasControlCharacters(url)).toBe(true);
    for (const url of ['/a%2500', '/a?x=%20', '/recover_password/MQ/abc-def/', '/a%C3%A8'])
      expect(urlHasControlCharacters(url)).toBe(false);
  });
});
