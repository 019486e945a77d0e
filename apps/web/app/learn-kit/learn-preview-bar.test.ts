import type { Article, Podcast } from '@atrium/contract/learn';
import { describe, expect, it } from 'vitest';
import { learnPreviewBody } from './learn-preview-bar';
import { initialLearnValues } from './learn-values';

const base = {
  id: 4,
  selectedPage: 'learn' as const,
  title: 'Soil health',
  subtitle: '',
  description: '<p>Roots and rain.</p>',
  slug: 'soil-health',
  categories: [3, 5],
  categoryNames: [],
  category_details: [],
  authorName: 'Ada',
  authorImage: '/media/images/ada.png',
  cta_status: 0 as const,
  cta_url: null,
  status: 0 as const,
  position: 2,
  created_at: '2026-03-01',
  updated_at: '2026-03-01T10:00:00.000Z',
  publish_at: null,
  unpublish_at: null,
};
const article: Article = { ...base, ArticleImage: '/media/images/art.png', articleLogo: '/media/images/logo.png' };
const podcast: Podcast = {
  ...base,
  podCastVideoType: 0,
  podCastVideoUrl: 'https://x.test/embed',
  podCastVideoFile: null,
  poster: null,
  podCastAudioFile: null,
  podCastAudioDuration: null,
  podCastTranscript: '',
};

describe('learnPreviewBody', () => {
  it('sends the values as typed, the stored files the form cleared, and whether new files wait for a save', () => {
    const values = { ...initialLearnValues('article', article), title: 'Unsaved', storedLogo: null };
    const body = learnPreviewBody('article', values, article);
    expect(body).toMatchObject({ type: 'article', id: 4, values: { title: 'Unsaved', categories: [3, 5] } });
    expect(body.values).toMatchObject({ cleared: ['logo'], hasNewFiles: false });
    expect(body.values).not.toHaveProperty('videoUrl');

    const chosen = { ...values, image: new File([new Uint8Array([1])], 'a.png', { type: 'image/png' }) };
    expect(learnPreviewBody('article', chosen, article).values).toMatchObject({ hasNewFiles: true });
  });

  it('a new item has no id; a video type sends its source and link', () => {
    const values = { ...initialLearnValues('podcast', null), videoUrl: 'https://youtu.be/dQw4w9WgXcQ' };
    const body = learnPreviewBody('podcast', values, null);
    expect(body).not.toHaveProperty('id');
    expect(body.values).toMatchObject({ videoType: 0, videoUrl: 'https://youtu.be/dQw4w9WgXcQ', cleared: [] });
    expect(learnPreviewBody('podcast', initialLearnValues('podcast', podcast), podcast).values).toMatchObject({
      videoType: 0,
      videoUrl: 'https://x.test/embed',
    });
  });
});
