import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.ts';

/** The four rules of the live checklist (spec §5). */
export interface PasswordChecklist {
  minLength: boolean;
  hasDigit: boolean;
  hasUppercase: boolean;
  matches: boolean;
}

export function checkPassword(password: string, confirmation: string): PasswordChecklist {
  return {
    minLength: [...password].length >= PASSWORD_MIN_LENGTH,
    hasDigit: /\p{Nd}/u.test(password),
    hasUppercase: /\p{Lu}/u.test(password),
    matches: password.length > 0 && password === confirmation,
  };
}

/** True when the password meets spec §5 (length, uppercase letter, digit) and our upper bound. */
export function isPasswordStrongEnough(password: string): boolean {
  const c = checkPassword(password, password);
  return c.minLength && c.hasDigit && c.hasUppercase && [...password].length <= PASSWORD_MAX_LENGTH;
}
