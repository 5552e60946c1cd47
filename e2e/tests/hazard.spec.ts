import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn, uniqueEmail, verifiedAccount } from './helpers.ts';

/** Department names in the ranking table, top first. */
const ranking = (page: Page) => page.locator('.sfp-hz-ranking tbody tr.ant-table-row td:nth-child(2)').allInnerTexts();

test('hazard scoring in fr then en: map, weights move the ranking, a unit, CSV and PNG exports', async ({ page }) => {
  // A long journey with WebGL in software (SwiftShader) on a shared machine.
  test.setTimeout(300_000);
  const email = uniqueEmail('awa');
  await verifiedAccount(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);

  // The sidebar's entry is active and leads to the app.
  await page.getByRole('link', { name: 'Notation des aléas' }).click();
  await expect(page).toHaveURL(/\/hazard_scoring$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Indice de priorité inondation' })).toBeVisible();
  await expect(page.getByText('Un indice de priorité, pas une probabilité d’inondation')).toBeVisible();
  // WebGL through SwiftShader: the map draws.
  await expect(page.getByTestId('hazard-map')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  // The regions' outlines, requested after the first paint, are on the map and keyed in its legend.
  await expect(page.getByText('Limites des régions')).toBeVisible();
  await expect(page.locator('.sfp-hz-ranking tbody tr.ant-table-row')).toHaveCount(46);
  await expectAccessible(page);

  // Vulnerability weighted 0: the ranking moves; reset brings it back.
  const before = await ranking(page);
  const vulnerability = page.getByRole('slider', { name: 'Poids : Vulnérabilité' });
  await vulnerability.focus();
  await page.keyboard.press('Home');
  await expect(page.getByLabel('Poids : Vulnérabilité', { exact: true }).and(page.locator('output'))).toHaveText('0');
  await expect.poll(() => ranking(page)).not.toEqual(before);
  await page.getByRole('button', { name: 'Réinitialiser (poids égaux)' }).click();
  await expect.poll(() => ranking(page)).toEqual(before);

  // A unit from the table: raw value, year, source link, normalised value, missing indicators.
  await page.getByRole('button', { name: 'Voir le détail de Pikine' }).click();
  const panel = page.getByRole('region', { name: 'Pikine\u202f: détail de l’indice' });
  await expect(panel).toBeVisible();
  const affected = panel.getByRole('row', { name: /Sinistrés pour 1 000 habitants/ });
  await expect(affected).toContainText('2009');
  await expect(affected.getByRole('link')).toHaveAttribute('href', /worldbank/);
  await expect(panel.getByRole('row', { name: /Ménages en insécurité alimentaire/ })).toContainText(
    'valeur régionale appliquée au département',
  );
  await panel.getByRole('button', { name: 'Fermer' }).click();
  await expect(panel).toBeHidden();

  // Tap on the map: a department opens.
  const map = page.getByTestId('hazard-map');
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.55, box.y + box.height * 0.5);
  await expect(page.locator('.sfp-hz-unit')).toBeVisible();

  // The table as CSV (French: ";" and decimal commas), filtered by region.
  await page.getByLabel('Filtrer par région').selectOption({ label: 'Dakar' });
  await expect(page.locator('.sfp-hz-ranking tbody tr.ant-table-row')).toHaveCount(5);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter le tableau (CSV)' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe('indice-priorite-inondation.csv');
  const lines = readFileSync(await csv.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toMatch(/^Rang;pcode;Département;Région;Indice;/);
  expect(lines).toHaveLength(6);
  expect(lines.slice(1).every((l) => /;SN01\d\d;/.test(l))).toBe(true);

  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter la carte (PNG)' }).click(),
  ]);
  expect(png.suggestedFilename()).toBe('carte-indice-priorite-inondation.png');
  const bytes = readFileSync(await png.path());
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  expect(bytes.length).toBeGreaterThan(5_000);

  // English.
  await page.getByLabel('Langue').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Flood priority index' })).toBeVisible();
  await expect(page.getByText('A priority index, not a probability of flooding')).toBeVisible();
  await expect(page.getByText('Region boundaries')).toBeVisible();
  await page.getByLabel('Filter by region').selectOption('');
  const enBefore = await ranking(page);
  await page.getByRole('slider', { name: 'Weight: Lack of coping capacity' }).focus();
  await page.keyboard.press('End');
  await expect.poll(() => ranking(page)).not.toEqual(enBefore);
  await page.getByRole('button', { name: 'Show the details of Kolda' }).click();
  await expect(page.getByRole('region', { name: 'Kolda: index details' })).toContainText(
    'Health facilities per 10,000',
  );
  await page.locator('.sfp-hz-method summary').click();
  await expect(page.getByRole('link', { name: 'Method: INFORM Risk Index (JRC / OCHA)' })).toBeVisible();
  await expectAccessible(page);

  // A phone: the map above, the table below, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const mapBox = (await map.boundingBox())!;
  const tableBox = (await page.locator('.sfp-hz-ranking').boundingBox())!;
  expect(mapBox.y + mapBox.height).toBeLessThan(tableBox.y);
});

test("a deep link to the hazard map draws it before the app's code has arrived, then the app takes over", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('ndeye');
  await verifiedAccount(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
  // The app's entry held back: only the page, its inline script and the first-screen module run.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/hazard_scoring');
  const first = page.locator('.sfp-shell[aria-busy="true"]');
  await expect(first.getByRole('heading', { level: 1, name: 'Indice de priorité inondation' })).toBeVisible();
  await expect(first.getByRole('img', { name: /Carte des départements du Sénégal/ })).toBeVisible();
  await expect(first.locator('.sfp-hz-map g > path')).toHaveCount(46);
  expect(await page.evaluate(() => performance.getEntriesByName('sfp-hazard-map-painted').length)).toBe(1);
  await expectAccessible(page);
  // The app arrives and replaces it: the same map, now with its controls.
  release();
  await expect(first).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Voir le détail de Pikine' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.sfp-hz-map')).not.toHaveCount(0);
});
