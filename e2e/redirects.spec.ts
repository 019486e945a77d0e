import { RedirectMessages, RedirectTexts, type Redirect } from '@atrium/contract/redirects';
import { Messages } from '@atrium/contract/messages';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { listResource } from './support/list-conventions.ts';
import { expectCounts } from './support/list-screen.ts';

/**
 * The Redirects screen: a form with a name. Its list is the kit's, whose conventions are proven on
 * the Hero Slider screen and, for this list too, by apps/web/app/admin-kit/list-screens.test.tsx.
 */

const T = RedirectTexts;

const redirects = listResource<Redirect>({
  texts: T,
  path: '/admin/redirects',
  endpoint: '/api/redirects/',
  create: (api, title, status) => api.call<Redirect>('POST', '/api/redirects/', { name: title, status }),
});

test('adds a redirect after the form has said the name is missing', async ({ page }) => {
  const { tag } = redirects;
  const s = await redirects.open(page);
  await expect(page.getByText(Messages.noData)).toBeVisible();
  await s.add.click();
  await s.addForm.getByRole('button', { name: 'Create' }).click();
  const name = s.addForm.getByRole('textbox', { name: 'Name' });
  await expect(s.addForm.getByText(RedirectMessages.nameRequired)).toBeVisible();
  await expect(name).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'redirects, add form with an error');

  await name.fill(`First ${tag}`);
  await s.addForm.getByRole('button', { name: 'Create' }).click();
  await expect(s.toast(T.created)).toBeVisible();
  await expect(s.row(`First ${tag}`)).toContainText('Unpublished');
  await expectCounts(s, 1, 0, 1);
  expect((await redirects.listTagged()).map((r) => r.name)).toEqual([`First ${tag}`]);
  await expectNoSeriousA11yViolations(page, 'redirects, list');
});
