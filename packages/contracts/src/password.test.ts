import { describe, expect, it } from 'vitest';
import { checkPassword, isPasswordStrongEnough } from './password.ts';

describe('password rules (spec §5)', () => {
  it('reports each of the four checklist rules', () => {
    expect(checkPassword('', '')).toEqual({ minLength: false, hasDigit: false, hasUppercase: false, matches: false });
    expect(checkPassword('abcdefgh', 'abcdefgh')).toEqual({
      minLength: true,
      hasDigit: false,
      hasUppercase: false,
      matches: true,
    });
    expect(checkPassword('Abcdefg1', 'Abcdefg2')).toEqual({
      minLength: true,
      hasDigit: true,
      hasUppercase: true,
      matches: false,
    });
  });

  it('counts accented capitals and characters, not bytes', () => {
    expect(checkPassword('Émeute12', 'Émeute12').hasUppercase).toBe(true);
    expect(checkPassword('Ééééé1é', 'Ééééé1é').minLength).toBe(false);
  });

  it('accepts 8+ characters with an uppercase letter and a digit, up to 128', () => {
    expect(isPasswordStrongEnough('Inondation2024')).toBe(true);
    expect(isPasswordStrongEnough('Abcdef1')).toBe(false);
    expect(isPasswordStrongEnough(`A1${'x'.repeat(126)}`)).toBe(true);
    expect(isPasswordStrongEnough(`A1${'x'.repeat(127)}`)).toBe(false);
  });
});
