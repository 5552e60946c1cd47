import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The last mail sent to `to` in the server's outbox, and the first platform link in it. */
export function lastLink(to: string, kind: 'verify_email' | 'recover_password'): string {
  const dir = join(process.env.E2E_DATA_DIR!, 'outbox');
  const mails = readdirSync(dir)
    .sort()
    .map((f) =>
      readFileSync(join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((m) => m.includes(to));
  const m = new RegExp(`https?://[^\\s"<]*/${kind}/[^\\s"<]*`).exec(mails.at(-1) ?? '');
  if (!m) throw new Error(`no ${kind} link for ${to}`);
  return new URL(m[0]).pathname;
}

let n = 0;
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${n++}@example.sn`;
export const PASSWORD = 'Inondation2026';

/** No serious or critical axe-core violation on the page as it stands. */
export async function expectAccessible(page: Page) {
  // Let finite transitions settle first (a button turning primary fades its colours for 0.2 s; axe
  // measuring mid-fade reads a contrast no user is left with). Endless ones (spinners) are skipped.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((x) => x.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Registers through the API and follows the mailed link: a verified account. */
export async function verifiedAccount(page: Page, email: string) {
  const res = await page.request.post('/api/user/register/', {
    data: { email, username: email, role: 'superadmin', password: PASSWORD, password2: PASSWORD },
  });
  expect(res.status()).toBe(201);
  const verify = await page.request.get(
    `/api/email${lastLink(email, 'verify_email').replace('/verify_email', '/verify-email')}`,
  );
  expect(verify.status()).toBe(200);
}

export async function signIn(page: Page, email: string, password = PASSWORD, { remember = false, fr = true } = {}) {
  await page.goto('/');
  await page.getByLabel(fr ? 'Adresse e-mail' : 'E-mail').fill(email);
  await page.getByLabel(fr ? 'Mot de passe' : 'Password', { exact: true }).fill(password);
  if (remember) await page.getByLabel(fr ? 'Se souvenir de moi' : 'Remember me').check();
  await page.getByRole('button', { name: fr ? 'Se connecter' : 'Log in' }).click();
}
