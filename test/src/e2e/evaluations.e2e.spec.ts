import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser-suite.js';
import { screenshot, UI_TIMEOUT_MS } from '../support/browser.js';

/**
 * Evaluations through the browser: the demo coordinator builds an evaluation with the four prompt
 * types (spec 3 §4 editor); the demo participant is sent to it on signing in, finds the menu entry
 * named after it, answers it (a bad answer shows the 'Error' dialog), and it leaves their pending
 * list (spec 2 §2, §4). Runs against the built web app served by the API.
 */

const COORDINATOR = 'coordinator@demo.wellway.test';
const PARTICIPANT = 'participant@demo.wellway.test';
const NAME = 'Wellbeing';

const suite = browserSuite();

async function addQuestion(page: Page, number: number, prompt: string, type: string, options?: string): Promise<void> {
  await page.getByRole('button', { name: 'Add question' }).click();
  const question = page.getByRole('group', { name: `Question ${number}` });
  await question.getByLabel('Prompt').fill(prompt);
  await question.getByLabel('Type').selectOption({ label: type });
  if (options !== undefined) await question.getByLabel('Options').fill(options);
}

interface Me {
  readonly pending_evaluation_ids: string[];
  readonly completed_evaluation_ids: string[];
}
async function me(page: Page): Promise<Me> {
  const response = await page.request.get(suite.browser.url('/api/users/me'));
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Me }).data;
}

describe('evaluations (browser)', () => {
  it('an administrator builds an evaluation; a participant is sent to it, answers it, and the menu moves on', async () => {
    // The coordinator opens Site › Evaluations and starts a new one.
    const admin = await suite.browser.signedInPage(COORDINATOR);
    const nav = admin.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Site', exact: true }).click();
    await nav.getByRole('link', { name: 'Evaluations' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Evaluations' }).waitFor();
    await admin.getByRole('link', { name: 'New evaluation' }).click();
    await admin.getByRole('heading', { level: 1, name: 'New evaluation' }).waitFor();

    await admin.getByLabel('Name').fill(NAME);
    await addQuestion(admin, 1, 'Glasses of water a day', 'Text box');
    await admin.getByRole('group', { name: 'Question 1' }).getByLabel('Answer format').selectOption({ label: 'Whole number' });
    await addQuestion(admin, 2, 'What would help you?', 'Text area');
    await addQuestion(admin, 3, 'Which do you enjoy?', 'Checkboxes', 'Walking\nYoga\n\nCycling');
    await addQuestion(admin, 4, 'How do you feel?', 'Drop-down', 'Great\nFine\nTired');
    // The drop-down goes first: moved up three places.
    for (const number of [4, 3, 2]) await admin.getByRole('button', { name: `Move question ${number} up` }).click();
    await expect.poll(() => admin.getByRole('group', { name: 'Question 1' }).getByLabel('Prompt').inputValue()).toBe('How do you feel?');

    // A fixed date range clears days from start; saved without dates it is refused in the 'Error' dialog.
    await admin.getByRole('radio', { name: 'Fixed date range' }).check();
    await admin.getByRole('button', { name: 'Save' }).click();
    const error = admin.getByRole('alertdialog', { name: 'Error' });
    await error.getByText('Choose when the evaluation is given: days from start, or a start date and an end date.').waitFor();
    await error.getByRole('button', { name: 'OK' }).click();
    await admin.getByRole('radio', { name: 'Days from start' }).check();
    await admin.getByRole('spinbutton', { name: 'Days from start' }).fill('0');
    await screenshot(admin, 'evaluation-editor');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.waitForURL(/\/site_evaluation\/[0-9a-f-]{36}/);
    await admin.getByRole('status').getByText(`${NAME} saved.`).waitFor();
    const id = /\/site_evaluation\/([0-9a-f-]{36})/.exec(admin.url())?.[1] ?? '';
    // The list tags it as this site's own, with its Delete (the shared inheritable list), at 1280 and 400 px.
    await admin.goto(suite.browser.url('/site_evaluations'));
    await admin.getByRole('row').filter({ hasText: NAME }).getByRole('button', { name: 'Delete Evaluation' }).waitFor();
    await screenshot(admin, 'site-evaluations-1280');
    await admin.setViewportSize({ width: 400, height: 900 });
    await screenshot(admin, 'site-evaluations-400');

    // The participant signs in and is sent straight to it.
    const page = await suite.browser.newPage();
    await suite.browser.signIn(page, PARTICIPANT);
    await page.waitForURL(new RegExp(`/evaluation/${id}$`));
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await screenshot(page, 'evaluation');
    const more = page.getByRole('navigation', { name: 'Main' });
    await more.getByRole('button', { name: 'More', exact: true }).click();
    await screenshot(page, 'evaluation-menu');
    await more.getByRole('link', { name: NAME }).waitFor();
    await page.keyboard.press('Escape');

    // Required answers first, then a text box that wants a whole number: the API's 'Error' dialog.
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alert').getByText('How do you feel?: is required.').waitFor();
    await page.getByLabel('How do you feel?').selectOption('Fine');
    await page.getByRole('checkbox', { name: 'Yoga' }).check();
    await page.getByRole('checkbox', { name: 'Walking' }).check();
    await page.getByLabel('What would help you?').fill('More walking meetings.');
    await page.getByLabel('Glasses of water a day').fill('six');
    await page.getByRole('button', { name: 'Submit' }).click();
    const refused = page.getByRole('alertdialog', { name: 'Error' });
    await refused.getByText('Glasses of water a day: must be a whole number.').waitFor();
    await refused.getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('Glasses of water a day').fill('6');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('You have completed this evaluation.').waitFor();
    // A first answered evaluation earns the default Reflective badge, which pops up (spec 2 §2).
    const popup = page.getByRole('dialog', { name: 'You earned a badge!' });
    await popup.getByText('Reflective').first().waitFor({ timeout: UI_TIMEOUT_MS });
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'detached' });

    // It is completed; the menu entry reads Evaluation again and /evaluation/current goes home.
    const after = await me(page);
    expect(after.completed_evaluation_ids).toContain(id);
    expect(after.pending_evaluation_ids).not.toContain(id);
    await more.getByRole('button', { name: 'More', exact: true }).click();
    await more.getByRole('link', { name: 'Evaluation', exact: true }).click();
    await page.waitForURL(/\/home$/);
  });
});
