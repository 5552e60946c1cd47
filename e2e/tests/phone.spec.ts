import { createServer, type Server } from 'node:http';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { floodMappingPort } from '../playwright.config.ts';
import { PASSWORD, uniqueEmail, verifiedAccount } from './helpers.ts';

/**
 * Issue 14: every screen on a 360×740 phone and a 1366×768 laptop, in French and English: nothing
 * scrolls sideways, axe-core finds no violation (any impact), and on the phone the chat reads as a
 * chat (replies the width of the screen, the newest in view above the input, the query folded).
 */
const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1366, height: 768 };
type Lang = 'fr' | 'en';
const T = {
  fr: {
    openMenu: 'Ouvrir le menu',
    userMenu: 'Menu utilisateur',
    createAccount: 'Créer un compte',
    forgot: 'Mot de passe oublié',
    question: 'Votre question',
    send: 'Envoyer',
    ask: 'Quelle est la population de Matam en 2023 ?',
    askEvent: 'Combien de personnes déplacées à Matam lors des inondations de 2022 ?',
    showQuery: 'Voir la requête',
    report: 'Créer un rapport',
    apps: 'Afficher les applications',
    info: 'Comment utiliser l’application de cartographie',
  },
  en: {
    openMenu: 'Open the menu',
    userMenu: 'User menu',
    createAccount: 'Create account',
    forgot: 'Forgot password',
    question: 'Your question',
    send: 'Send',
    ask: 'How many health facilities are there in Kolda region?',
    askEvent: 'How many people were displaced in Matam in the 2022 floods?',
    showQuery: 'Show the query',
    report: 'Create a report',
    apps: 'Show the applications',
    info: 'How to use the flood mapping app',
  },
} as const;

// Four screens and an axe-core pass per step: longer than the default minute on a shared machine.
test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 30_000 });

let mapping: Server;
test.beforeAll(async () => {
  mapping = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="fr"><title>carte</title><main><h1>Carte</h1></main></html>');
  });
  await new Promise<void>((resolve) => mapping.listen(floodMappingPort, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => mapping.close(resolve));
});

/** Nothing scrolls sideways, and axe-core finds nothing at all (the embedded app is not ours). */
async function check(page: Page, what: string) {
  await page.waitForTimeout(350); // panels and dialogs finish their 300 ms transitions
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  if (innerWidth < 768) {
    // Touch targets: every control at least 44 × 44 px (a checkbox counts by its label, a text
    // link by its line), the map's own controls included.
    const small = await page.evaluate(() =>
      [
        ...document.querySelectorAll(
          'button, select, summary, [role=menuitem], input:not([type=checkbox]), a.sfp-navbar-brand',
        ),
      ]
        .filter((el) => !el.closest('.ant-input-affix-wrapper'))
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0 && (box.width < 43.5 || box.height < 43.5))
        .map(({ el, box }) => `${el.getAttribute('aria-label') ?? el.textContent?.trim()} ${box.width}×${box.height}`),
    );
    expect(small, `${what}: touch targets under 44 px`).toEqual([]);
  }
  const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(
    violations.map((v) => `${what}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function useLanguage(page: Page, lang: Lang) {
  await page.goto('/about');
  await page.evaluate((l) => localStorage.setItem('i18nextLng', l), lang);
}

async function signInByStorage(page: Page, email: string) {
  const res = await page.request.post('/api/token/', { data: { username: email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  const tokens = (await res.json()) as { access: string; refresh: string };
  await page.evaluate((t) => {
    localStorage.setItem('access', t.access);
    localStorage.setItem('refresh', t.refresh);
  }, tokens);
}

for (const lang of ['fr', 'en'] as const) {
  const t = T[lang];
  for (const viewport of [PHONE, LAPTOP]) {
    const size = `${viewport.width}px`;

    test(`${lang} ${size}: public screens`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await useLanguage(page, lang);
      await page.goto('/');
      await expect(page.locator('form')).toBeVisible({ timeout: 30_000 });
      await check(page, 'landing');
      await page.getByRole('button', { name: t.createAccount }).last().click();
      await page.locator('input[type=password]').first().fill('abc');
      await check(page, 'create account with unmet rules');
      await page.goto('/');
      await page.getByRole('button', { name: t.forgot }).click();
      await check(page, 'forgot password');
      for (const path of ['/about', '/auth_denied', '/recover_password/MQ/abc-def/']) {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
        await check(page, path);
      }
    });

    test(`${lang} ${size}: home, menus, GeoData Explorer, Flood analysis`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const email = uniqueEmail(`phone-${lang}`);
      await verifiedAccount(page, email);
      await useLanguage(page, lang);
      await signInByStorage(page, email);
      await page.goto('/home');
      await expect(page.locator('main h1')).toBeVisible({ timeout: 30_000 });
      await check(page, 'home');
      if (viewport === PHONE) {
        await page.getByRole('button', { name: t.openMenu }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await check(page, 'drawer');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
      await page.getByRole('button', { name: t.userMenu }).click();
      await expect(page.getByRole('menuitem')).toBeVisible();
      await check(page, 'user menu');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menuitem')).toBeHidden();

      await page.goto('/geodata_explorer');
      await expect(page.locator('main h1')).toBeVisible({ timeout: 30_000 });
      await check(page, 'geodata explorer');
      await page.goto('/hazard_scoring');
      await expect(page.locator('.sfp-hz-list button').first()).toBeVisible({ timeout: 60_000 });
      // The map drawn, with its controls (zoom, attribution), before its touch targets are measured.
      await expect(page.getByTestId('hazard-map')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
      await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText('OCHA COD-AB');
      await check(page, 'hazard scoring');
      await page.goto('/flood_analysis');
      await expect(page.locator('iframe')).toBeVisible({ timeout: 30_000 });
      await check(page, 'flood analysis');
      await page.getByRole('button', { name: t.apps }).click();
      await check(page, 'flood analysis, apps menu open');
      await page.getByRole('button', { name: t.info }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check(page, 'flood analysis, info dialog');
      const box = (await page.getByRole('dialog').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    });

    test(`${lang} ${size}: the Response Advisor, a reply, the report`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const email = uniqueEmail(`chat-${lang}`);
      await verifiedAccount(page, email);
      await useLanguage(page, lang);
      await signInByStorage(page, email);
      await page.goto('/response_advisor');
      const input = page.getByLabel(t.question);
      await expect(input).toBeVisible({ timeout: 30_000 });
      await check(page, 'advisor, empty');
      await input.fill(t.ask);
      await page.getByRole('button', { name: t.send, exact: true }).click();
      const reply = page.locator('.sfp-bot-message').last();
      await expect(reply.locator('details summary')).toHaveText(t.showQuery, { timeout: 30_000 });
      await page.waitForTimeout(300); // the list settles 50 ms after it changes
      // The query is folded, the newest reply in view with the input below it.
      await expect(reply.locator('details')).not.toHaveAttribute('open');
      await expect(reply.locator('pre')).toBeHidden();
      await expect(reply).toBeInViewport();
      await expect(input).toBeInViewport();
      if (viewport === PHONE) {
        const width = (await reply.boundingBox())!.width;
        expect(width).toBeGreaterThanOrEqual(0.85 * viewport.width);
      }
      await check(page, 'advisor, a reply');
      if (viewport === PHONE) {
        // The messages get most of the screen, the report toast shown (one short line on a phone);
        // once closed, the toast stays closed on the next visit.
        const pane = page.locator('.react-chatbot-kit-chat-message-container');
        const toast = page.locator('.sfp-advisor-toast');
        await expect(toast).toBeVisible();
        expect((await pane.boundingBox())!.height).toBeGreaterThanOrEqual(0.6 * viewport.height);
        const withToast = (await pane.boundingBox())!.height;
        await toast.getByRole('button').click();
        await expect(toast).toBeHidden();
        await expect.poll(async () => (await pane.boundingBox())!.height).toBeGreaterThan(withToast);
        await page.reload();
        await expect(page.getByRole('button', { name: t.report })).toBeVisible({ timeout: 30_000 });
        await expect(toast).toBeHidden();
      }
      // The disclosure opens from the keyboard.
      await reply.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(reply.locator('pre')).toBeVisible();
      await check(page, 'advisor, the query shown');
      // An event's answer has a titled section: the page's outline must still skip no level.
      await input.fill(t.askEvent);
      await page.getByRole('button', { name: t.send, exact: true }).click();
      await expect(page.locator('.sfp-bot-message details')).toHaveCount(2, { timeout: 30_000 });
      await check(page, 'advisor, an event answer');

      await page.getByRole('button', { name: t.report }).click();
      const dialog = page.getByRole('dialog').last();
      await expect(dialog.locator('.sfp-report-body')).toBeVisible({ timeout: 30_000 });
      if (viewport === PHONE) {
        // Full-screen on a phone: once its opening animation ends, the dialog's box is the viewport.
        const modal = page.locator('.sfp-report-modal');
        // On a busy machine the animation runs late: wait for both its place and its full width.
        await expect
          .poll(
            async () => {
              const b = await modal.boundingBox();
              return b ? [b.x, Math.round(b.width)] : null;
            },
            { timeout: 10_000 },
          )
          .toEqual([0, viewport.width]);
        const box = (await modal.boundingBox())!;
        expect(Math.round(box.width)).toBe(viewport.width);
        expect(Math.round(box.height)).toBeGreaterThanOrEqual(viewport.height - 1);
        // The title wraps before the close button, never under it: no line of its text reaches
        // the button's left edge at the button's height.
        const under = await modal.evaluate((m) => {
          const range = document.createRange();
          range.selectNodeContents(m.querySelector('.ant-modal-title')!);
          const close = m.querySelector('.ant-modal-close')!.getBoundingClientRect();
          return [...range.getClientRects()].filter(
            (line) => line.right > close.left && line.bottom > close.top && line.top < close.bottom,
          ).length;
        });
        expect(under, 'title lines under the close button').toBe(0);
      }
      await check(page, 'report dialog');
    });
  }
}
