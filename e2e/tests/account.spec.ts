import { expect, test } from '@playwright/test';
import { expectAccessible, lastLink, PASSWORD, signIn, uniqueEmail, verifiedAccount } from './helpers.ts';

test('fr: create an account, verify the mailed link, sign in, home, about, sign out (refresh token revoked)', async ({
  page,
}) => {
  const email = uniqueEmail('awa');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue sur la Plateforme Inondations Sénégal');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Créer un compte' }).click();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText(/Votre compte a été créé/)).toBeVisible();

  await page.goto(lastLink(email, 'verify_email'));
  await expect(
    page.getByText('Votre adresse e-mail est vérifiée. Vous pouvez maintenant vous connecter.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Se connecter' }).click();

  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('heading', { name: 'Renforcer la résilience face aux inondations au Sénégal' }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => [sessionStorage.getItem('access') !== null, localStorage.getItem('access')]),
  ).toEqual([true, null]);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'En savoir plus' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page).toHaveURL(/\/home$/);

  const refresh = await page.evaluate(() => sessionStorage.getItem('refresh'));
  await page.getByRole('button', { name: 'Menu utilisateur' }).click();
  await page.getByText('Se déconnecter').click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => [sessionStorage.getItem('access'), localStorage.getItem('access')])).toEqual([
    null,
    null,
  ]);
  const again = await page.request.post('/api/token/refresh/', { data: { refresh } });
  expect(again.status()).toBe(401);

  await page.goto('/home');
  await expect(page).toHaveURL(/\/auth_denied$/);
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  await expectAccessible(page);
});

test('en: remember me, language and sidebar persisted across reloads, expired access token refreshed', async ({
  page,
}) => {
  const email = uniqueEmail('moussa');
  await verifiedAccount(page, email);
  await page.goto('/');
  await page.getByLabel('Langue').selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the Senegal Flood Response Platform');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the Senegal Flood Response Platform');
  await signIn(page, email, PASSWORD, { remember: true, fr: false });
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('access') !== null)).toBe(true);
  await expect(page.getByRole('heading', { name: 'Enhancing Flood Resilience in Senegal' })).toBeVisible();

  await page.getByRole('button', { name: 'Collapse the menu' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand the menu' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('sidebarCollapsed'))).toBe('true');
  await expect(page.locator('main')).toHaveCSS('margin-left', '75px');
  // Folded, each entry is named in a tooltip on hover (Ant Design's, fetched when the rail first
  // shows folded: an entry hovered before it arrived shows it once the pointer moves again).
  await expect(async () => {
    await page.mouse.move(600, 400);
    await page.getByRole('link', { name: 'Response Advisor' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Response Advisor', { timeout: 1_000 });
  }).toPass();

  // An expired access token with a valid refresh token: the page is allowed and the token replaced.
  const expired = await page.evaluate(() => {
    const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
    const t = `${b64({ alg: 'HS256' })}.${b64({ exp: Math.floor(Date.now() / 1000) - 60 })}.x`;
    localStorage.setItem('access', t);
    return t;
  });
  await page.goto('/test1');
  await expect(page.getByRole('heading', { name: 'Test page' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access'))).not.toBe(expired);
  await expectAccessible(page);
});

test('fr: forgot password, mailed link, new password works and the old one is refused', async ({ page }) => {
  const email = uniqueEmail('fatou');
  await verifiedAccount(page, email);
  await page.goto('/');
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
  await expect(page.getByText(/vous recevrez un e-mail/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible({ timeout: 8000 });

  await page.goto(lastLink(email, 'recover_password'));
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouveau-Mot2026');
  await page.getByLabel('Confirmez le nouveau mot de passe').fill('Nouveau-Mot2026');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  await expect(page.getByText(/Votre mot de passe a été modifié/)).toBeVisible();

  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Adresse e-mail ou mot de passe incorrect.')).toBeVisible();
  await signIn(page, email, 'Nouveau-Mot2026');
  await expect(page).toHaveURL(/\/home$/);
});

test('en: 30 minutes without activity sign the user out, back to / with the alert', async ({ page }) => {
  const email = uniqueEmail('ibou');
  await verifiedAccount(page, email);
  await page.clock.install();
  await page.goto('/');
  await page.getByLabel('Langue').selectOption('en');
  await signIn(page, email, PASSWORD, { fr: false });
  await expect(page).toHaveURL(/\/home$/);
  // The layout (and its timer) is on screen before the clock jumps.
  await expect(page.getByRole('heading', { name: 'Enhancing Flood Resilience in Senegal' })).toBeVisible();
  await page.clock.runFor('29:00');
  await expect(page).toHaveURL(/\/home$/);
  await page.clock.runFor('02:00');
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByText('Your session has expired due to inactivity. Please log in again to continue.'),
  ).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('access'))).toBeNull();
});

test("fr: the browser keeps its device cookie and signs in after strangers' wrong guesses", async ({
  page,
  playwright,
}) => {
  const email = uniqueEmail('device');
  await verifiedAccount(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
  const device = (await page.context().cookies()).find((c) => c.name.startsWith('sfp_device_'));
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/token/' });

  // Strangers (no cookie) guess ten times: the account is closed to them.
  const strangers = await playwright.request.newContext({ baseURL: page.url().replace(/\/home$/, '') });
  for (let i = 0; i < 10; i++)
    expect((await strangers.post('/api/token/', { data: { username: email, password: 'Mauvais2026' } })).status()).toBe(
      401,
    );
  expect((await strangers.post('/api/token/', { data: { username: email, password: PASSWORD } })).status()).toBe(429);
  await strangers.dispose();

  // The owner signs out and back in from the same browser: the sign-in call carries the cookie.
  await page.getByRole('button', { name: 'Menu utilisateur' }).click();
  await page.getByText('Se déconnecter').click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
});
