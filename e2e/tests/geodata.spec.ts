import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { floodMappingPort } from '../playwright.config.ts';
import { expectAccessible, signIn, uniqueEmail, verifiedAccount } from './helpers.ts';

/** A stand-in for the external flood-mapping app: one page per language. */
let mapping: Server;
test.beforeAll(async () => {
  mapping = createServer((req, res) => {
    const lang = req.url?.includes('/en/') ? 'en' : 'fr';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="${lang}"><title>map</title><h1>${lang === 'en' ? 'Flood map' : 'Carte des inondations'}</h1></html>`,
    );
  });
  await new Promise<void>((resolve) => mapping.listen(floodMappingPort, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => mapping.close(resolve));
});

test('fr then en: GeoData Explorer, Access, the mapping app by language, info dialog, panels', async ({ page }) => {
  const email = uniqueEmail('khady');
  await verifiedAccount(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: 'Géodonnées' }).click();
  await expect(page).toHaveURL(/\/geodata_explorer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Explorateur de géodonnées' })).toBeVisible();
  const hazardCard = page.locator('.sfp-geo-card').filter({ hasText: 'Notation de l’aléa inondation' });
  await expect(hazardCard.getByRole('button', { name: 'Accéder' })).toBeEnabled();
  await expect(page.getByRole('button', { name: /Ouvrir le Conseiller de réponse/ })).toBeVisible();
  await expectAccessible(page);

  await page
    .locator('.sfp-geo-card')
    .filter({ hasText: 'Explorateur de cartographie' })
    .getByRole('button', { name: 'Accéder' })
    .click();
  await expect(page).toHaveURL(/\/flood_analysis$/);
  const frame = page.getByTitle('Application de cartographie des inondations');
  await expect(frame).toHaveAttribute('src', /\/flood\/fr\/$/);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Carte des inondations' })).toBeVisible();

  // The applications menu: starts collapsed at 25 px, 200 px open.
  const menu = page.getByRole('navigation', { name: 'Applications' });
  await expect(menu).toHaveCSS('width', '25px');
  await menu.getByRole('button', { name: 'Afficher les applications' }).click();
  await expect(menu).toHaveCSS('width', '200px');
  await expect(menu.getByRole('link', { name: /Cartographie des inondations/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: /Notation des aléas/ })).toHaveAttribute('href', '/hazard_scoring');

  // The helper banner starts expanded and collapses.
  const banner = page.getByRole('region', { name: /Des questions sur les populations/ });
  await expect(banner.getByRole('button', { name: /Ouvrir le Conseiller de réponse/ })).toBeVisible();
  await banner.getByRole('button', { name: 'Masquer le bandeau d’aide' }).click();
  await expect(banner.getByRole('button', { name: /Ouvrir le Conseiller de réponse/ })).toHaveCount(0);
  await banner.getByRole('button', { name: 'Afficher le bandeau d’aide' }).click();

  await page.getByRole('button', { name: /Comment utiliser l’application de cartographie/ }).click();
  const info = page.getByRole('dialog').filter({ hasText: 'Seuil de détection' });
  await expect(info).toContainText('1,25');
  await expect(info).toContainText('plus stricte');
  await expect(info).toContainText('environ tous les 6 jours');
  await expect(info).toContainText('1 à 2 semaines avant l’événement');
  await expectAccessible(page);
  await info.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(info).toBeHidden();

  // In English the English app is embedded.
  await page.getByLabel('Langue').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Flood analysis' })).toBeVisible();
  await expect(frame.or(page.getByTitle('Flood mapping application'))).toHaveAttribute('src', /\/flood\/en\/$/);
  await page.reload();
  await expect(page.getByTitle('Flood mapping application')).toHaveAttribute('src', /\/flood\/en\/$/);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Flood map' })).toBeVisible();
  await page.getByRole('button', { name: 'Open the Response Advisor' }).click();
  await expect(page).toHaveURL(/\/response_advisor$/);
});
