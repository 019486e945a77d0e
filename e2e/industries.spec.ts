import { IndustryMessages, IndustryTexts, type Industry } from '@atrium/contract/industries';
import { Messages } from '@atrium/contract/messages';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { listResource } from './support/list-conventions.ts';
import { expectCounts } from './support/list-screen.ts';

/**
 * The Industries screen (requirements 2 §2): a form with only a name. Its list is the kit's, with the
 * conventions proven on the Hero Slider screen (decision 025).
 */

const T = IndustryTexts;

const industries = listResource<Industry>({
  texts: T,
  path: '/admin/industries',
  endpoint: '/api/industries/',
  create: (api, title, status) => api.call<Industry>('POST', '/api/industries/', { industriesName: title, status }),
});

test('adds an industry after the form has said the name is missing', async ({ page }) => {
  const { tag } = industries;
  const s = await industries.open(page);
  await expect(page.getByText(Messages.noData)).toBeVisible();
  await s.add.click();
  await expect(s.addForm.getByRole('heading', { name: T.addLabel })).toBeFocused();
  await s.addForm.getByRole('button', { name: 'Create' }).click();
  const name = s.addForm.getByRole('textbox', { name: 'Industry name' });
  await expect(s.addForm.getByText(IndustryMessages.nameRequired)).toBeVisible();
  await expect(name).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'industries, add form with an error');

  await name.fill(`Renewable energy ${tag}`);
  await expect(s.addForm.getByText(IndustryMessages.nameRequired)).toHaveCount(0);
  await s.addForm.getByRole('button', { name: 'Create' }).click();
  await expect(s.toast(T.created)).toBeVisible();
  await expect(s.addForm).toHaveCount(0);
  await expect(s.row(`Renewable energy ${tag}`)).toContainText('Unpublished');
  await expectCounts(s, 1, 0, 1);
  expect((await industries.listTagged()).map((i) => i.industriesName)).toEqual([`Renewable energy ${tag}`]);
  await expectNoSeriousA11yViolations(page, 'industries, list');
});

test('edits a name inline after the form has said it is required', async ({ page }) => {
  const { tag } = industries;
  await industries.seed([`Farming ${tag}`]);
  const s = await industries.open(page);
  await s
    .row(`Farming ${tag}`)
    .getByRole('button', { name: /^Edit / })
    .click();
  const name = s.editForm.getByRole('textbox', { name: 'Industry name' });
  await expect(name).toHaveValue(`Farming ${tag}`);
  await name.fill('');
  await s.editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(s.editForm.getByText(IndustryMessages.nameRequired)).toBeVisible();
  await name.fill(`Agriculture ${tag}`);
  await s.editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(s.toast(T.updated)).toBeVisible();
  await expect(s.row(`Agriculture ${tag}`)).toBeVisible();
  expect((await industries.listTagged()).map((i) => i.industriesName)).toEqual([`Agriculture ${tag}`]);
});
