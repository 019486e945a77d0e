import { request as playwrightRequest, type Page } from '@playwright/test';
import { Messages } from '@atrium/contract/messages';
import {
  MissionVisionGoalMessages as M,
  MissionVisionGoalSubTexts as T,
  type MissionVisionGoal,
  type MissionVisionGoalSub,
} from '@atrium/contract/mission-vision-goals';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { readE2eEnv } from './support/env.ts';
import {
  adminApi,
  adminApiWithToken,
  chooseFile,
  expectCounts as expectTabCounts,
  listScreen,
  pageWidth,
  pngFile,
  typeRichText,
  uniqueTag,
  type AdminApi,
} from './support/list-screen.ts';

/**
 * The Mission Vision Goal screen (requirements 2 §2–§8) end to end: the main record on top, the three
 * sub-goals below. Both are records the migration made and the whole suite shares, so the
 * tests run in one serial group and put back titles, texts and statuses at the end.
 */

const names = { published: 'Active', unpublished: 'Blocked' };

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let api: AdminApi;
let tag: string;
let originalMain: MissionVisionGoal;
let originalSubs: MissionVisionGoalSub[];

test.beforeEach(async ({ page, signIn, admin }) => {
  tag = uniqueTag();
  // The sign-in's own token: a second login would cost the server another password check.
  api = adminApiWithToken(page.request, await signIn(admin));
  if (!originalMain) {
    originalMain = await loadMain();
    originalSubs = await loadSubs();
  }
});

test.afterAll(async () => {
  if (!originalMain) return;
  const env = readE2eEnv();
  const request = await playwrightRequest.newContext({ baseURL: env.baseURL });
  const admin = await adminApi(request, {
    email: env.adminEmail,
    password: env.adminPassword,
    username: env.adminEmail.split('@')[0]!,
  });
  await admin.call('PATCH', `/api/mission-vision-goals/${originalMain.id}/`, {
    title: originalMain.title,
    description: originalMain.description,
  });
  const now = await admin.call<MissionVisionGoalSub[]>('GET', '/api/mission-vision-goals-sub/?sort_by=position');
  for (const sub of originalSubs) {
    const current = now.find((s) => s.id === sub.id);
    if (!current) continue;
    // The server keeps a sub-goal's description and image once it has them: those stay.
    if (current.title !== sub.title)
      await admin.send('PATCH', `/api/mission-vision-goals-sub/${sub.id}/`, {
        title: sub.title,
        description: current.description,
        status: String(sub.status),
      });
    else if (current.status !== sub.status)
      await admin.call('PATCH', `/api/mission-vision-goals-sub/${sub.id}/`, { status: sub.status });
  }
  await request.dispose();
});

async function loadMain(): Promise<MissionVisionGoal> {
  const [main] = await api.call<MissionVisionGoal[]>('GET', '/api/mission-vision-goals/');
  expect(main, 'the main record made by the migration').toBeDefined();
  return main!;
}

async function loadSubs(): Promise<MissionVisionGoalSub[]> {
  return api.call<MissionVisionGoalSub[]>('GET', '/api/mission-vision-goals-sub/?sort_by=position');
}

function mainCard(page: Page) {
  const card = page.getByRole('region', { name: 'Introduction' });
  return {
    card,
    title: card.getByRole('textbox', { name: 'Title' }),
    description: card.getByRole('textbox', { name: 'Brief description' }),
    submit: card.getByRole('button', { name: 'Submit' }),
    cancel: card.getByRole('button', { name: 'Cancel' }),
  };
}

function screen(page: Page) {
  return listScreen(page, T);
}

async function expectCounts(page: Page, all: number, active: number, blocked: number) {
  await expectTabCounts(screen(page), all, active, blocked, names);
}

test('the main record: Cancel restores what was loaded, Submit saves, failures are told', async ({ page }) => {
  await page.goto('/admin/mission-vision-goal');
  const main = mainCard(page);
  await expect(main.title).toHaveValue(originalMain.title);
  await expect(main.description).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'mission vision goal screen');

  await main.title.fill(`Not this ${tag}`);
  await typeRichText(page, main.description, 'Nor this.');
  await main.cancel.click();
  await expect(main.title).toHaveValue(originalMain.title);
  await expect(main.description).not.toContainText('Nor this.');

  await main.title.fill(`Why we exist ${tag}`);
  await typeRichText(page, main.description, 'Because knowledge grows when shared.');
  const patched = page.waitForRequest(
    (request) =>
      request.method() === 'PATCH' && request.url().endsWith(`/api/mission-vision-goals/${originalMain.id}/`),
  );
  await main.submit.click();
  expect((await patched).postDataJSON()).toEqual({
    title: `Why we exist ${tag}`,
    description: '<p>Because knowledge grows when shared.</p>',
  });
  await expect(page.getByRole('alert').filter({ hasText: M.updated })).toBeVisible();
  expect(await loadMain()).toMatchObject({
    title: `Why we exist ${tag}`,
    description: '<p>Because knowledge grows when shared.</p>',
  });

  // Cancel now puts back the saved values, not the first ones.
  await main.title.fill('Changed my mind');
  await main.cancel.click();
  await expect(main.title).toHaveValue(`Why we exist ${tag}`);

  await page.route('**/api/mission-vision-goals/*/', (route) =>
    route.fulfill({ status: 400, json: { success: false, message: 'The title is too long.' } }),
  );
  await main.submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'The title is too long.' })).toBeVisible();
  await page.unrouteAll();

  await page.route('**/api/mission-vision-goals/', (route) =>
    route.fulfill({ status: 403, json: { success: false, message: 'Forbidden.' } }),
  );
  await page.reload();
  await expect(main.card.getByRole('alert').filter({ hasText: M.fetchFailed })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: M.fetchFailed })).toHaveCount(2);
  await page.unrouteAll();
  await main.card.getByRole('button', { name: 'Retry' }).click();
  await expect(main.title).toHaveValue(`Why we exist ${tag}`);
});

test('the sub-goals: edit only, no add, delete, reorder, selection, search or pager', async ({ page }) => {
  await page.goto('/admin/mission-vision-goal');
  const s = screen(page);
  await expect(s.rows).toHaveCount(originalSubs.length);
  const active = originalSubs.filter((sub) => sub.status === 1).length;
  await expectCounts(page, originalSubs.length, active, originalSubs.length - active);

  await expect(page.getByRole('button', { name: /^Add / })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Reorder / })).toHaveCount(0);
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await expect(s.pager).toHaveCount(0);
  await expect(s.pageSize).toHaveCount(0);

  const mission = originalSubs[0]!;
  const row = s.row(mission.title);
  await expect(row.getByRole('button', { name: `Edit ${mission.title}` })).toBeVisible();
  await expect(row.getByRole('button', { name: /^(Unpublish|Publish) / })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'mission vision goal, sub-goals');

  await row.getByRole('button', { name: `Edit ${mission.title}` }).click();
  const form = s.editForm;
  const title = form.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue(mission.title);
  await expectNoSeriousA11yViolations(page, 'mission vision goal, sub-goal edit form');

  await title.fill('');
  await form.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText(M.subRequired)).toHaveCount(2);
  if (!mission.mvgImage) await expect(form.getByText(M.subImageRequired)).toBeVisible();
  await expect(title).toBeFocused();

  await chooseFile(page, form.getByRole('button', { name: /^(Choose|Replace) image$/ }), {
    name: 'notes.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(form.getByText(Messages.imageTypes)).toBeVisible();

  await title.fill(`Mission ${tag}`);
  await typeRichText(page, form.getByRole('textbox', { name: 'Description' }), 'To connect people who know.');
  await chooseFile(page, form.getByRole('button', { name: /^(Choose|Replace) image$/ }), await pngFile('mission.png'));
  await expect(form.getByRole('img', { name: 'Preview of mission.png' })).toBeVisible();
  await expect(form.getByText(M.subImageRequired)).toHaveCount(0);
  await form.getByRole('button', { name: 'Save changes' }).click();

  await expect(s.toast(T.updated)).toBeVisible();
  await expect(form).toHaveCount(0);
  const edited = s.row(`Mission ${tag}`);
  await expect(edited).toContainText('To connect people who know.');
  await expect(edited.locator('img')).toHaveAttribute('src', /^\/media\//);
  await expect(edited.getByRole('button', { name: `Edit Mission ${tag}` })).toBeFocused();

  const saved = (await loadSubs()).find((sub) => sub.id === mission.id);
  expect(saved).toMatchObject({
    title: `Mission ${tag}`,
    description: '<p>To connect people who know.</p>',
    status: mission.status,
    mvgImage: expect.stringMatching(/^\/media\//),
  });
});

test('Unpublish and Publish: the tabs count Active and Blocked, the row follows', async ({ page }) => {
  const subs = await loadSubs();
  const vision = subs[1]!;
  if (vision.status !== 1) await api.call('PATCH', `/api/mission-vision-goals-sub/${vision.id}/`, { status: 1 });
  const active = subs.filter((sub) => sub.status === 1 || sub.id === vision.id).length;
  await page.goto('/admin/mission-vision-goal');
  const s = screen(page);
  await expectCounts(page, subs.length, active, subs.length - active);

  await s
    .row(vision.title)
    .getByRole('button', { name: `Unpublish ${vision.title}` })
    .click();
  await expect(s.toast(T.unpublished)).toBeVisible();
  await expectCounts(page, subs.length, active - 1, subs.length - active + 1);
  await expect(s.row(vision.title)).toContainText('Blocked');

  await s.tab('Blocked').click();
  await expect(s.row(vision.title)).toBeVisible();
  await s
    .row(vision.title)
    .getByRole('button', { name: `Publish ${vision.title}` })
    .click();
  await expect(s.toast(T.published)).toBeVisible();
  await expect(s.row(vision.title)).toHaveCount(0);
  await expectCounts(page, subs.length, active, subs.length - active);
  await s.tab('Active').click();
  await expect(s.row(vision.title)).toContainText('Active');
});

test('on a phone nothing overflows and the screen stays accessible', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/mission-vision-goal');
  const s = screen(page);
  await expect(s.rows).toHaveCount(originalSubs.length);
  await expect(mainCard(page).description).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, 'mission vision goal on a phone');

  await s.rows
    .first()
    .getByRole('button', { name: /^Edit / })
    .click();
  await expect(s.editForm.getByRole('textbox', { name: 'Description' })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, 'mission vision goal on a phone, edit form');
});

test('a refused sub-goal save is told in a toast and in the form (requirements 2 §8)', async ({ page }) => {
  const [mission] = await loadSubs();
  await page.goto('/admin/mission-vision-goal');
  const s = screen(page);
  await page.route(`**/api/mission-vision-goals-sub/${mission!.id}/`, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 400, json: { success: false, message: '' } })
      : route.fallback(),
  );
  await s
    .row(mission!.title)
    .getByRole('button', { name: `Edit ${mission!.title}` })
    .click();
  await s.editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(s.toast(T.updateFailed)).toBeVisible();
  await expect(s.editForm.getByRole('alert')).toHaveText(Messages.submitFailed);
  // A new attempt starts without the old failure.
  await page.unrouteAll();
  await s.editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(s.toast(T.updated)).toBeVisible();
  await expect(s.editForm).toHaveCount(0);
});
