import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ItemFiguresTexts, type LearnItemFigures } from '@atrium/contract/analytics';
import { LearnTexts } from '@atrium/contract/learn';
import { Messages } from '@atrium/contract/messages';
import { SiteTexts } from '@atrium/contract/site';
import { expect, test } from './fixtures.ts';
import { fillShared, learnForm, learnResource } from './support/learn-screens.ts';
import { chooseFile } from './support/list-screen.ts';

/**
 * The Podcasts screen (requirements 2 §2–§8) end to end: an audio-only episode with its transcript, added
 * and heard on its page. The four learn screens are one definition, `learnDefinition(type, api)`:
 * the learn form's rules run once per media kind, on Articles (an image) and Videos (a video), and
 * apps/web/app/learn-kit/learn-screens.test.tsx proves each screen draws that definition with its
 * type's fields (decision 054). Its list is the kit's, with the conventions proven on the Hero
 * Slider screen (decision 025).
 */

// Uploads and accessibility scans take their time on a busy machine.
test.describe.configure({ timeout: 90_000 });

const podcasts = learnResource('podcast');
const READER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

test('Podcasts: an audio-only episode with a transcript plays in a labelled player on its page (decision 040), and its form shows its reader (decision 089)', async ({
  page,
}) => {
  const { tag } = podcasts;
  const s = await podcasts.open(page);
  await s.add.click();
  const f = learnForm(page, s.addForm);
  const title = `Audio ${tag}`;
  await fillShared(page, f, title);
  const audio = f.field('Audio file');
  await chooseFile(page, audio.getByRole('button', { name: 'Choose audio' }), {
    name: 'notes.wav',
    mimeType: 'audio/wav',
    buffer: Buffer.from('RIFF'),
  });
  await expect(audio.getByText(Messages.audioTypes, { exact: true })).toBeVisible();
  await chooseFile(page, audio.getByRole('button', { name: 'Choose audio' }), {
    name: 'chime.mp3',
    mimeType: 'audio/mpeg',
    buffer: readFileSync(path.join(import.meta.dirname, '../apps/server/src/seed/assets/demo-chime.mp3')),
  });
  await expect(audio).toContainText('New audio: chime.mp3');
  await f.form.getByRole('textbox', { name: 'Transcript' }).fill('Welcome to the episode.\n\nThanks for listening.');
  await f.published.check();
  // No video link: with an audio file the video is optional.
  await f.submit.click();
  await expect(s.toast(LearnTexts.podcast.created)).toBeVisible();
  const [saved] = await podcasts.listTagged();
  expect(saved).toMatchObject({ podCastAudioDuration: 4, podCastVideoUrl: null });
  // A reader in a real browser (Playwright's headless one is a bot, never counted): the episode's
  // edit form shows them below (decision 089).
  const read = await page.request.get(`/podcasts/${saved!.slug}`, { headers: { 'user-agent': READER } });
  expect(read.status()).toBe(200);

  await page.goto(`/podcasts/${saved!.slug}`);
  const player = page.getByRole('main').locator('audio');
  await expect(player).toHaveAccessibleName(SiteTexts.listenToEpisode('4 s'));
  await expect(player).toHaveAttribute('controls', '');
  await expect(player.locator('source')).toHaveAttribute('src', saved!.podCastAudioFile!);
  // No empty video box for an audio-only episode.
  await expect(page.getByRole('main').locator('video, iframe, .learn-detail__media')).toHaveCount(0);
  const transcript = page.getByRole('region', { name: SiteTexts.transcript });
  await expect(transcript.getByText('Welcome to the episode.')).toBeVisible();
  await expect(transcript.getByText('Thanks for listening.')).toBeVisible();

  // The server writes its counts every 5 s.
  await expect
    .poll(
      async () =>
        (await podcasts.api.call<LearnItemFigures>('GET', `/api/analytics/learn/podcast/${saved!.id}/`)).pageviews,
      { timeout: 15_000 },
    )
    .toBe(1);
  const list = await podcasts.open(page);
  await list
    .row(title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const figures = list.editForm.getByRole('region', { name: ItemFiguresTexts.title });
  await expect(figures.locator('[data-figure="pageviews"]')).toHaveText(`1 ${ItemFiguresTexts.pageviews}`);
  await expect(figures.locator('[data-figure="visitors"]')).toHaveText(`1 ${ItemFiguresTexts.visitors}`);
  await figures.getByText(ItemFiguresTexts.table).click();
  // A row per day of the 30, under the header.
  await expect(figures.getByRole('table').getByRole('row')).toHaveCount(31);
});
