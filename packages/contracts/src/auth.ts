import { z } from 'zod';
import { FieldErrorCode as F } from './error-codes.ts';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './limits.ts';
import { checkPassword } from './password.ts';
import { hasControlCharacters } from './text.ts';

/**
 * Request and response shapes of the account calls (spec §7 rows 1–9). Each issue's message is an
 * error code from `FieldErrorCode`, so the server's field errors and the web forms speak the same codes.
 */
/** Missing → `required`; present but not a string → `invalid`; a control character → `control_character`. */
export const requiredString = z
  .string({ error: (issue) => (issue.input === undefined ? F.required : F.invalid) })
  .refine((s) => !hasControlCharacters(s), { error: F.controlCharacter });

/** One line of text from a URL (path parameters): no control character. */
export const urlText = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((s) => !hasControlCharacters(s), { error: F.controlCharacter });

/** A present, non-blank string; blank counts as missing, as in DRF. */
const filled = (max: number, tooLong: string = F.tooLong) =>
  requiredString.min(1, { error: F.required }).max(max, { error: tooLong });

export const emailSchema = requiredString
  .trim()
  .min(1, { error: F.required })
  .max(EMAIL_MAX_LENGTH, { error: F.tooLong })
  .pipe(z.email({ error: F.invalidEmail }));

const passwordField = filled(PASSWORD_MAX_LENGTH, F.passwordTooLong);

export const TokenObtainRequest = z
  .object({
    username: filled(EMAIL_MAX_LENGTH).describe('The e-mail address of the account'),
    password: filled(PASSWORD_MAX_LENGTH, F.passwordTooLong),
  })
  .meta({ id: 'TokenObtainRequest' });
export type TokenObtainRequest = z.infer<typeof TokenObtainRequest>;

export const TokenPair = z.object({ access: z.string(), refresh: z.string() }).meta({ id: 'TokenPair' });
export type TokenPair = z.infer<typeof TokenPair>;

export const TokenRefreshRequest = z.object({ refresh: filled(4096) }).meta({ id: 'TokenRefreshRequest' });
export const AccessToken = z.object({ access: z.string() }).meta({ id: 'AccessToken' });
export const TokenBlacklistRequest = z.object({ refresh: filled(4096) }).meta({ id: 'TokenBlacklistRequest' });

export const ACCOUNT_ROLES = ['superadmin'] as const;

export const RegisterRequest = z
  .object({
    email: emailSchema,
    username: filled(EMAIL_MAX_LENGTH).describe('Must equal email'),
    role: z
      .enum(ACCOUNT_ROLES, { error: (issue) => (issue.input === undefined ? F.required : F.invalidRole) })
      .describe('Stored only; grants nothing'),
    password: passwordField,
    password2: passwordField,
  })
  .superRefine((value, ctx) => {
    if (value.username.trim().toLowerCase() !== value.email.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['username'], message: F.usernameMismatch });
    }
    const rules = checkPassword(value.password, value.password2);
    if (!rules.matches) {
      ctx.addIssue({ code: 'custom', path: ['password2'], message: F.passwordMismatch });
    }
    if (!rules.minLength || !rules.hasDigit || !rules.hasUppercase) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: F.passwordTooWeak });
    }
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const RegisterResponse = z
  .object({
    token: z.null().describe('Always null: the verification secret goes only to the mailbox'),
    uid: z.string(),
    message: z.string(),
  })
  .meta({ id: 'RegisterResponse' });

export const PasswordResetRequest = z.object({ email: emailSchema }).meta({ id: 'PasswordResetRequest' });

export const PasswordResetConfirmRequest = z
  .object({ new_password1: passwordField, new_password2: passwordField })
  .superRefine((value, ctx) => {
    const rules = checkPassword(value.new_password1, value.new_password2);
    if (!rules.matches) {
      ctx.addIssue({ code: 'custom', path: ['new_password2'], message: F.passwordMismatch });
    }
    if (!rules.minLength || !rules.hasDigit || !rules.hasUppercase) {
      ctx.addIssue({ code: 'custom', path: ['new_password1'], message: F.passwordTooWeak });
    }
  })
  .meta({ id: 'PasswordResetConfirmRequest' });

/** uid and token travel in link paths (spec §2 routes). */
export const UidTokenParams = z.object({ uid: urlText(64), token: urlText(256) });

export const Detail = z.object({ detail: z.string(), code: z.string().optional() }).meta({ id: 'Detail' });
export const ErrorResponse = z.object({ detail: z.string(), code: z.string() }).meta({ id: 'Error' });
export const FieldErrorsResponse = z
  .record(z.string(), z.array(z.string()))
  .describe('DRF-style field errors: each field maps to a list of error codes')
  .meta({ id: 'FieldErrors' });
