import { toMultipart } from '~/lib/api-client';
import { LearnMessages, type Article, type Blog, type Podcast, type Video } from '@atrium/contract/learn';
import { describe, expect, it } from 'vitest';
import { ScheduleMessages } from '@atrium/contract/schedule';
import {
  initialLearnValues,
  latestLearnDay,
  learnBody as typedLearnBody,
  settleDate,
  validateLearn,
  withVideoFile,
  withVideoUrl,
  type LearnValues,
} from './learn-values';

/** The body as it goes over the wire in multipart (decision 074: the kit encodes the typed body). */
const learnBody = (...args: Parameters<typeof typedLearnBody>) => toMultipart(typedLearnBody(...args));

const today = '2026-11-20';
const png = (name = 'a.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const mp4 = () => new File([new Uint8Array([0, 0, 0, 24])], 'clip.mp4', { type: 'video/mp4' });

const base = {
  id: 4,
  selectedPage: 'learn' as const,
  title: 'Soil health',
  subtitle: 'A primer',
  description: '<p>Roots and rain.</p>',
  slug: 'soil-health',
  categories: [3, 5],
  categoryNames: ['Climate', 'Initiatives'],
  category_details: [],
  authorName: 'Ada',
  authorImage: '/media/images/ada.png',
  cta_status: 1 as const,
  cta_url: '/learn',
  status: 1 as const,
  position: 2,
  created_at: '2026-03-01',
  updated_at: '2026-03-01T10:00:00.000Z',
  publish_at: null,
  unpublish_at: null,
};
const blog: Blog = { ...base, BlogImage: '/media/images/blog.png' };
const article: Article = { ...base, ArticleImage: '/media/images/art.png', articleLogo: '/media/images/logo.png' };
const fileVideo: Video = {
  ...base,
  VideoType: 1,
  VideoUrl: null,
  VideoFile: '/media/videos/v.mp4',
  poster: null,
  VideoDuration: 125,
};
const linkPodcast: Podcast = {
  ...base,
  podCastVideoType: 0,
  podCastVideoUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  podCastVideoFile: null,
  poster: null,
  podCastAudioFile: null,
  podCastAudioDuration: null,
  podCastTranscript: '',
};

const filled = (patch: Partial<LearnValues> = {}): LearnValues => ({
  ...initialLearnValues('blog', null, today),
  selectedPage: 'home',
  title: 'Title',
  description: '<p>Body</p>',
  image: png(),
  ...patch,
});
const errorsOf = (errors: Partial<Record<string, string>>) =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => Boolean(message)));
const entries = (body: FormData) =>
  Object.fromEntries([...body.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]));

describe('learn form values', () => {
  it('starts a new item unpublished, without a CTA, dated today (requirements 2 §4)', () => {
    expect(initialLearnValues('video', null, today)).toMatchObject({
      created_at: today,
      published: false,
      cta_status: false,
      categories: [],
      videoSource: 'url',
    });
  });

  it('starts an edit from the record, keeping its media kind', () => {
    expect(initialLearnValues('article', article, today)).toMatchObject({
      created_at: '2026-03-01',
      categories: ['3', '5'],
      storedAuthorImage: '/media/images/ada.png',
      storedLogo: '/media/images/logo.png',
      cta_status: true,
      published: true,
    });
    expect(initialLearnValues('video', fileVideo, today)).toMatchObject({ videoSource: 'file', videoUrl: '' });
    expect(initialLearnValues('podcast', linkPodcast, today)).toMatchObject({
      videoSource: 'url',
      videoUrl: linkPodcast.podCastVideoUrl,
    });
  });

  it('names every missing required field with the spec message; the image counts on blogs and articles', () => {
    const empty = initialLearnValues('blog', null, today);
    const missing = LearnMessages.requiredMissing;
    expect(errorsOf(validateLearn('blog', { ...empty, description: '<p></p>' }, null, { today }))).toEqual({
      selectedPage: missing,
      title: missing,
      description: missing,
      BlogImage: missing,
    });
    expect(errorsOf(validateLearn('article', empty, null, { today }))).toMatchObject({ ArticleImage: missing });
    expect(errorsOf(validateLearn('blog', filled(), null, { today }))).toEqual({});
    // On edit the stored image is enough.
    expect(errorsOf(validateLearn('blog', initialLearnValues('blog', blog, today), blog, { today }))).toEqual({});
  });

  it('a scheduled item may be dated its publish day in the organisation zone, not later (decision 034)', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    // 23:30 UTC on the 24th is already the 25th in Tokyo.
    const publishAt = '2026-11-24T23:30:00.000Z';
    expect(latestLearnDay(publishAt, 'UTC', today, now)).toBe('2026-11-24');
    expect(latestLearnDay(publishAt, 'Asia/Tokyo', today, now)).toBe('2026-11-25');
    expect(latestLearnDay('', 'UTC', today, now)).toBe(today);
    expect(latestLearnDay('2026-11-01T00:00:00.000Z', 'UTC', today, now)).toBe(today);
    const values = filled({ created_at: '2026-11-25', publish_at: publishAt });
    expect(validateLearn('blog', values, null, { today, latestDay: '2026-11-24' }).created_at).toBe(
      ScheduleMessages.dateAfterPublishDay,
    );
    expect(validateLearn('blog', values, null, { today, latestDay: '2026-11-25' }).created_at).toBeUndefined();
    const inverted = filled({ publish_at: publishAt, unpublish_at: '2026-11-24T00:00:00.000Z' });
    expect(validateLearn('blog', inverted, null, { today }).unpublish_at).toBe(ScheduleMessages.unpublishBeforePublish);
  });

  it('refuses a date after today; an empty or broken date becomes today', () => {
    expect(validateLearn('blog', filled({ created_at: '2026-11-21' }), null, { today }).created_at).toBe(
      LearnMessages.dateInFuture,
    );
    expect(validateLearn('blog', filled({ created_at: today }), null, { today }).created_at).toBeUndefined();
    expect(settleDate('', today)).toBe(today);
    expect(settleDate('2026-02-30', today)).toBe(today);
    expect(settleDate('2026-11-20T10:00', today)).toBe(today);
    expect(settleDate('2025-01-31', today)).toBe('2025-01-31');
    expect(settleDate('2099-01-01', today)).toBe('2099-01-01');
  });

  it('asks for the link or the file the chosen video type needs, and only links it can play', () => {
    const video = (patch: Partial<LearnValues>) => ({ ...filled({ image: null }), ...patch });
    expect(errorsOf(validateLearn('video', video({}), null, { today }))).toEqual({
      VideoUrl: LearnMessages.videoUrlRequired,
    });
    expect(errorsOf(validateLearn('podcast', video({ videoSource: 'file' }), null, { today }))).toEqual({
      podCastVideoFile: LearnMessages.videoFileRequired,
    });
    expect(errorsOf(validateLearn('video', video({ videoUrl: 'https://example.org/clip' }), null, { today }))).toEqual({
      VideoUrl: LearnMessages.videoHostUnsupported,
    });
    expect(
      errorsOf(validateLearn('video', video({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }), null, { today })),
    ).toEqual({});
    // A stored file satisfies the file rule on edit.
    const edit = initialLearnValues('video', fileVideo, today);
    expect(errorsOf(validateLearn('video', edit, fileVideo, { today }))).toEqual({});
  });

  it('needs a CTA URL (http(s) or a site path) only when the CTA is on', () => {
    expect(validateLearn('blog', filled({ cta_status: true }), null, { today }).cta_url).toBe(
      LearnMessages.ctaUrlRequired,
    );
    expect(
      validateLearn('blog', filled({ cta_status: true, cta_url: 'javascript:alert(1)' }), null, { today }).cta_url,
    ).toBe(LearnMessages.ctaUrlInvalid);
    expect(
      validateLearn('blog', filled({ cta_status: true, cta_url: '/about-us' }), null, { today }).cta_url,
    ).toBeUndefined();
    expect(
      validateLearn('blog', filled({ cta_status: false, cta_url: 'junk' }), null, { today }).cta_url,
    ).toBeUndefined();
  });

  it('refuses a category that is no longer active, once the active ones are known', () => {
    const values = filled({ categories: ['3', '8'] });
    expect(validateLearn('blog', values, null, { today, activeCategories: new Set(['3']) }).categories).toBe(
      LearnMessages.categoryInvalid,
    );
    expect(
      validateLearn('blog', values, null, { today, activeCategories: new Set(['3', '8']) }).categories,
    ).toBeUndefined();
    expect(validateLearn('blog', values, null, { today }).categories).toBeUndefined();
  });

  it('typing a link drops a chosen file; choosing a file clears the link (requirements 2 §4)', () => {
    expect(withVideoUrl('https://youtu.be/x')).toEqual({
      videoUrl: 'https://youtu.be/x',
      videoSource: 'url',
      videoFile: null,
    });
    expect(withVideoUrl('')).toEqual({ videoUrl: '' });
    const file = mp4();
    expect(withVideoFile(file)).toEqual({ videoFile: file, videoSource: 'file', videoUrl: '' });
  });
});

describe('learn multipart bodies (requirements 2 §7)', () => {
  it('sends the shared fields: categories comma-joined, the date, the author name even when empty', () => {
    const body = learnBody('blog', filled({ categories: ['3', '9'], subtitle: ' Sub ', cta_url: '/x' }), null);
    expect(entries(body)).toEqual({
      selectedPage: 'home',
      title: 'Title',
      subtitle: 'Sub',
      description: '<p>Body</p>',
      created_at: today,
      categories: '3,9',
      authorName: '',
      status: '0',
      cta_status: '0',
      cta_url: '',
      publish_at: '',
      unpublish_at: '',
      BlogImage: 'a.png',
    });
    expect(body.has('position')).toBe(false);
  });

  it('sends an image only when new, the author image as "" when cleared, the logo only when changed', () => {
    const kept = learnBody('article', initialLearnValues('article', article, today), article);
    expect(kept.has('ArticleImage')).toBe(false);
    expect(kept.has('authorImage')).toBe(false);
    expect(kept.has('articleLogo')).toBe(false);

    const cleared = learnBody(
      'article',
      { ...initialLearnValues('article', article, today), storedAuthorImage: null, storedLogo: null },
      article,
    );
    expect(cleared.get('authorImage')).toBe('');
    expect(cleared.get('articleLogo')).toBe('');

    const replaced = learnBody(
      'article',
      { ...initialLearnValues('article', article, today), image: png('new.png'), logo: png('logo.png') },
      article,
    );
    expect((replaced.get('ArticleImage') as File).name).toBe('new.png');
    expect((replaced.get('articleLogo') as File).name).toBe('logo.png');
    expect(learnBody('blog', filled(), null).has('articleLogo')).toBe(false);
  });

  it('sends the video type with its source and clears the other one', () => {
    const link = learnBody(
      'podcast',
      { ...filled({ image: null }), ...withVideoUrl(' https://youtu.be/dQw4w9WgXcQ ') },
      null,
    );
    expect(entries(link)).toMatchObject({
      podCastVideoType: '0',
      podCastVideoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      podCastVideoFile: '',
    });
    expect(link.has('BlogImage')).toBe(false);

    const file = learnBody('video', { ...filled({ image: null }), ...withVideoFile(mp4()) }, null);
    expect(entries(file)).toMatchObject({ VideoType: '1', VideoUrl: '', VideoFile: 'clip.mp4' });

    // Editing a file video without a new file keeps the stored one.
    const kept = learnBody('video', initialLearnValues('video', fileVideo, today), fileVideo);
    expect(entries(kept)).toMatchObject({ VideoType: '1', VideoUrl: '' });
    expect(kept.has('VideoFile')).toBe(false);
  });

  it('shows a video’s length as m:ss, checks a link’s as typed and sends it; a file’s is the server’s (decision 060)', () => {
    expect(initialLearnValues('video', fileVideo, today).duration).toBe('2:05');
    expect(initialLearnValues('video', { ...fileVideo, VideoDuration: 3750 }, today).duration).toBe('1:02:30');
    const link = { ...filled({ image: null }), ...withVideoUrl('https://youtu.be/dQw4w9WgXcQ') };
    expect(errorsOf(validateLearn('video', { ...link, duration: '4:5' }, null, { today }))).toEqual({
      VideoDuration: LearnMessages.durationInvalid,
    });
    expect(entries(learnBody('video', { ...link, duration: ' 4:05 ' }, null))).toMatchObject({ VideoDuration: '4:05' });
    const file = { ...filled({ image: null }), ...withVideoFile(mp4()), duration: 'anything' };
    expect(errorsOf(validateLearn('video', file, null, { today }))).toEqual({});
    expect(learnBody('video', file, null).has('VideoDuration')).toBe(false);
  });
});
