import type { Page } from '@playwright/test';
import type { Industry } from '@atrium/contract/industries';
import { ContactDetailsMessages as M, ContactMessageTexts, type ContactDetails } from '@atrium/contract/submissions';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expectBulkDelete, exportCsv, navBadge, openInbox, useInbox } from './support/inbox.ts';
import { chooseFile, pngFile } from './support/list-screen.ts';
import { numbered, submitContactMessage } from './support/submissions.ts';

/** The contact-us screen (requirements 3 §2, §5, §8): the contact details form on top, the messages below. */

const T = ContactMessageTexts;
const path = '/admin/contact-us';

const inbox = useInbox('/api/contact-us/');
let industry: Industry;

// Registered after useInbox's hooks: its beforeEach has signed in by then.
test.beforeEach(async () => {
  industry = await inbox.api.call<Industry>('POST', '/api/industries/', {
    industriesName: `Energy ${inbox.tag}`,
    status: 1,
  });
});

test.afterEach(async () => {
  await inbox.api.call('DELETE', `/api/industries/${industry.id}/`);
});

const message = (name: string, text = 'We would like to join the network.') => ({
  name: `${name} ${inbox.tag}`,
  email: `${name.toLowerCase()}.${inbox.tag}@example.org`,
  phone: '555-987-6543',
  organization: 'Analytical Engines',
  industries: industry.id,
  purpose: 'Partnership',
  message: text,
});

function detailsCard(page: Page) {
  const card = page.getByRole('region', { name: 'Contact Details' });
  const box = (name: string) => card.getByRole('textbox', { name, exact: true });
  return {
    card,
    title: box('Title'),
    description: box('Description'),
    company: box('Company'),
    email: box('Email'),
    phone: box('Phone'),
    address: box('Address'),
    submit: card.getByRole('button', { name: 'Submit' }),
    error: (text: string) => card.getByText(text, { exact: true }),
  };
}

test('the contact details form says every rule of requirements 3 §5, formats the phone, and saves with an image', async ({
  page,
}) => {
  await page.goto(path);
  const d = detailsCard(page);
  await expect(d.title).toBeVisible();
  // Live from the first edit, before any submit (requirements 3 §5): only the edited fields speak.
  await d.email.fill('not-an-email');
  await expect(d.error(M.emailInvalid)).toBeVisible();
  await d.title.fill('Contact');
  await d.title.fill('');
  await expect(d.error(M.titleRequired)).toBeVisible();
  await expect(d.error(M.companyRequired)).toHaveCount(0);
  await d.email.fill('hello@example.org');
  await expect(d.error(M.emailInvalid)).toHaveCount(0);

  for (const field of [d.title, d.description, d.company, d.email, d.phone, d.address]) await field.fill('');
  await d.submit.click();
  for (const text of [
    M.titleRequired,
    M.descriptionRequired,
    M.companyRequired,
    M.emailRequired,
    M.phoneRequired,
    M.addressRequired,
  ])
    await expect(d.error(text)).toBeVisible();
  if (!(await d.card.getByRole('img', { name: 'Current image' }).count()))
    await expect(d.error(M.imageRequired)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'contact details with errors');

  // Live after the submit too: each message follows the input.
  await d.email.fill('not-an-email');
  await expect(d.error(M.emailInvalid)).toBeVisible();
  await d.phone.fill('55501020301');
  await expect(d.phone).toHaveValue('555-010-20301');
  await expect(d.error(M.phoneTooLong)).toBeVisible();
  await d.phone.fill('555010');
  await expect(d.phone).toHaveValue('555-010');
  await expect(d.error(M.phoneTooShort)).toBeVisible();
  const gif = { name: 'map.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') };
  await chooseFile(page, d.card.getByRole('button', { name: 'Choose image' }), gif);
  await expect(d.error(M.imageTypes)).toBeVisible();

  await d.title.fill(`Get in touch ${inbox.tag}`);
  await d.description.fill('We answer within two working days.');
  await d.company.fill('Atrium Knowledge Network');
  await d.email.fill('hello@example.org');
  await d.phone.fill('8045550147');
  await expect(d.phone).toHaveValue('804-555-0147');
  await d.address.fill('100 East Main Street, Richmond, VA');
  await chooseFile(page, d.card.getByRole('button', { name: 'Choose image' }), await pngFile('office.png'));
  const patched = page.waitForRequest(
    (r) => r.method() === 'PATCH' && /\/api\/contact-us-details\/\d+\/$/.test(r.url()),
  );
  await d.submit.click();
  expect((await patched).headers()['content-type']).toContain('multipart/form-data');
  await expect(
    page.getByRole('alert').filter({ hasText: /Contact Details (Created|Updated) Successfully!/ }),
  ).toBeVisible();
  await expect(d.card.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', /^\/media\//);

  // Visitors read it without a token; a save without a new file keeps the image.
  const visitor = (await (await page.request.get('/api/contact-us-details/')).json()) as { data: ContactDetails[] };
  expect(visitor.data[0]).toMatchObject({ title: `Get in touch ${inbox.tag}`, phone: '804-555-0147' });
  const image = visitor.data[0]!.backgroundImage;
  await d.company.fill('Atrium');
  await d.submit.click();
  await expect(page.getByRole('alert').filter({ hasText: M.updated })).toBeVisible();
  const after = (await (await page.request.get('/api/contact-us-details/')).json()) as { data: ContactDetails[] };
  expect(after.data[0]).toMatchObject({ company: 'Atrium', backgroundImage: image });
});

test('messages: New until viewed, View shows every field, Close, delete, bulk delete', async ({ page, request }) => {
  await Promise.all([
    submitContactMessage(request, message('Ada', 'Could we cite your article?\nWith full credit.')),
    ...['Samuel', 'Elena'].map((name) => submitContactMessage(request, message(name))),
  ]);
  await page.goto(path);
  await expect(navBadge(page, 'Contact Us')).toContainText(/\d+ new/);
  const s = await openInbox(page, path, T, inbox.tag);
  await expect(s.rows).toHaveCount(3);
  const ada = s.row(`Ada ${inbox.tag}`);
  await expect(ada.getByText('New', { exact: true })).toBeVisible();
  await ada.getByRole('button', { name: `View Ada ${inbox.tag}` }).click();
  for (const text of [
    `ada.${inbox.tag}@example.org`,
    '555-987-6543',
    'Analytical Engines',
    `Energy ${inbox.tag}`,
    'Partnership',
    'Could we cite your article?',
  ])
    await expect(ada.getByRole('definition').filter({ hasText: text })).toBeVisible();
  await expect(ada.getByText('New', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'contact us, a message open');
  await ada.getByRole('button', { name: `Close Ada ${inbox.tag}` }).click();
  await expect(ada.getByRole('definition')).toHaveCount(0);

  await ada.getByRole('button', { name: `Delete Ada ${inbox.tag}` }).click();
  await s.dialog.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(s.toast(T.deleted)).toBeVisible();
  await expect(s.rows).toHaveCount(2);
  await expectBulkDelete(page, s, T, 2);
});

test('messages: pages of 10, and Export CSV', async ({ page, request }) => {
  await Promise.all(numbered(11).map((n) => submitContactMessage(request, message(`Writer${n}`))));
  const s = await openInbox(page, path, T, inbox.tag);
  await expect(s.rows).toHaveCount(10);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(s.rows).toHaveCount(1);
  const { name, text } = await exportCsv(page);
  expect(name).toMatch(/^contact-us-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text).toContain(
    `"Writer01 ${inbox.tag}","writer01.${inbox.tag}@example.org","555-987-6543","Analytical Engines","Energy ${inbox.tag}"`,
  );
});
