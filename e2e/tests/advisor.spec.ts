import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { E2E_QUESTION_LIMIT } from '../playwright.config.ts';
import { expectAccessible, signIn, uniqueEmail, verifiedAccount } from './helpers.ts';

/** Types a question in the chat kit's input and sends it with the send button. */
async function ask(page: Page, question: string, fr = true) {
  await page.getByLabel(fr ? 'Votre question' : 'Your question').fill(question);
  await page.getByRole('button', { name: fr ? 'Envoyer' : 'Send', exact: true }).click();
}

const botMessages = (page: Page) => page.locator('.sfp-bot-message');

test('fr: greeting, a French and an English question, rendered answers, report dialog, PDF downloaded', async ({
  page,
}) => {
  const email = uniqueEmail('fatou');
  await verifiedAccount(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: 'Conseiller de réponse' }).click();
  await expect(page).toHaveURL(/\/response_advisor$/);
  await expect(page.getByRole('heading', { name: 'Bonjour, comment puis-je vous aider ?' })).toBeVisible();
  await expect(page.getByLabel('Votre question')).toHaveAttribute('placeholder', 'Écrivez un message…');
  await expect(page.getByRole('button', { name: /Créer un rapport/ })).toHaveCount(0);
  await expectAccessible(page);

  await ask(page, 'Quelle est la population de Matam en 2023 ?');
  await expect(page.locator('.sfp-chat').getByText('Quelle est la population de Matam en 2023 ?')).toBeVisible();
  await expect(page.getByLabel('Votre question')).toHaveValue('');
  // The loading dots while the reply is pending (at least the kit's 750 ms).
  await expect(botMessages(page).first().locator('#chatbot-loader')).toBeVisible();
  const first = botMessages(page).first();
  await expect(first.getByRole('strong').first()).toContainText('831 632');
  await expect(first.locator('ul > li').first()).toBeVisible(); // a rendered markdown list
  // The query is folded behind "Voir la requête", closed until opened.
  await expect(first.locator('details summary')).toHaveText('Voir la requête');
  await expect(first.locator('details')).not.toHaveAttribute('open');
  await first.locator('details summary').click();
  await expect(first.locator('pre code')).toContainText('knowledge.population');
  await expect(first.getByRole('link', { name: /RGPH-5/ })).toHaveAttribute('target', '_blank');

  // The report button and the toast appear once the chat has content.
  await expect(page.getByRole('button', { name: /Créer un rapport/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Nouvelle conversation/ })).toBeVisible();
  await expect(page.getByText(/Vous pouvez générer un rapport final à tout moment/)).toBeVisible();

  await ask(page, 'How many health facilities are there in Kolda region?');
  const second = botMessages(page).nth(1);
  await expect(second.locator('table')).toContainText('328');
  await expect(second).toContainText('Health posts');
  await expectAccessible(page);

  await page.getByRole('button', { name: /Créer un rapport/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Téléchargez ce rapport maintenant' });
  // The report's own title is the dialog's (not repeated in the body).
  await expect(page.getByRole('dialog', { name: /Rapport de situation — inondations au Sénégal/ })).toBeVisible();
  await expect(dialog.locator('li').first()).toBeVisible();
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /Télécharger en PDF/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('report.pdf');
  const pdf = join(mkdtempSync(join(tmpdir(), 'sfp-e2e-pdf-')), 'report.pdf');
  await file.saveAs(pdf);
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  expect(text).toContain('Rapport de situation');
  expect(text).toMatch(/831\s632/);
  expect(text).toContain('Kolda');
  const confirm = page.getByRole('dialog').filter({ hasText: 'Le rapport a été téléchargé.' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('Rapport téléchargé');
  await confirm.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(confirm).toBeHidden();
});

test('en: new conversation, two labelled conversations, the first reloads its history; the question limit', async ({
  page,
}) => {
  const email = uniqueEmail('ibrahima');
  await verifiedAccount(page, email);
  await page.goto('/');
  await page.getByLabel('Langue').selectOption('en');
  await signIn(page, email, undefined, { fr: false });
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/response_advisor');
  await expect(page.getByRole('heading', { name: 'Hi, how can I help you?' })).toBeVisible();
  await expect(page.getByLabel('Your question')).toHaveAttribute('placeholder', 'Write a message...');

  const panel = page.getByRole('complementary', { name: 'Past conversations' });
  await expect(panel).toHaveCSS('width', '235px');
  const items = panel.getByRole('button', { name: /^\d{4}-\d{2}-\d{2} \(\d{2}:\d{2}:\d{2}\)$/ });
  await expect(items).toHaveCount(1);
  const firstLabel = (await items.first().textContent())!;
  await expect(items.first()).toHaveCSS('font-weight', '700');

  await ask(page, 'What is the population of Podor in 2023?', false);
  await expect(botMessages(page).first()).toContainText('Podor');
  await expect(botMessages(page).first().locator('#chatbot-loader')).toHaveCount(0);

  // Conversation ids are cut to the second: let the clock move on before the next one.
  await page.waitForTimeout(1100);
  await page.getByRole('button', { name: /New conversation/ }).click();
  await expect(page.getByRole('heading', { name: 'Hi, how can I help you?' })).toBeVisible();
  await expect(items).toHaveCount(2);
  const secondLabel = (await items.first().textContent())!;
  expect(secondLabel).not.toBe(firstLabel);
  await expect(panel.getByRole('button', { name: firstLabel })).toBeVisible();
  await expect(page.locator('.sfp-chat').getByText('What is the population of Podor in 2023?')).toHaveCount(0);

  await panel.getByRole('button', { name: firstLabel }).click();
  await expect(page.locator('.sfp-chat').getByText('What is the population of Podor in 2023?')).toBeVisible();
  await expect(botMessages(page).first()).toContainText('Podor');
  await expect(panel.getByRole('button', { name: firstLabel })).toHaveAttribute('aria-current', 'true');

  // Collapsed: 60 px, labels hidden.
  await panel.getByRole('button', { name: 'Hide past conversations' }).click();
  await expect(panel).toHaveCSS('width', '60px');
  await expect(panel.locator('.sfp-conv-label').first()).toBeHidden();
  await panel.getByRole('button', { name: 'Show past conversations' }).click();
  await expect(panel).toHaveCSS('width', '235px');
  await expectAccessible(page);

  // The question limit: the conversation already holds one question.
  for (let i = 1; i < E2E_QUESTION_LIMIT; i++) {
    await ask(page, `Population of Dakar in ${2023 + i}`, false);
    await expect(botMessages(page)).toHaveCount(i + 1);
    await expect(botMessages(page).nth(i)).toContainText('Dakar');
  }
  await ask(page, 'And in Thiès?', false);
  await expect(page.getByText("You've reached your question limit. Please start a new conversation.")).toBeVisible();
  await expect(page.locator('#chatbot-loader')).toHaveCount(0);

  // The chosen conversation stays current across a reload.
  await page.reload();
  await expect(page.locator('.sfp-chat').getByText('What is the population of Podor in 2023?')).toBeVisible();
});
