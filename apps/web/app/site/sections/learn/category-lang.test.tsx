import type { LearnFeedItem } from '@atrium/contract/learn';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteLanguageProvider, siteLanguage } from '~/site/language';
import { LearnCard } from '~/site/sections/learn/learn-card';
import { englishFrenchArabic } from '~/testing/locales';

/** A card tagged with a category whose name is an English word the site's catalogue also has. */
const item = {
  content_type: 'video',
  content_type_icon: null,
  data: {
    id: 3,
    slug: 'a-video',
    title: 'Une vidéo',
    description: '<p>Texte.</p>',
    authorName: 'Ada',
    authorImage: null,
    created_at: '2026-11-20T10:00:00.000Z',
    categoryNames: ['Video'],
  },
} as unknown as LearnFeedItem;

const card = (code: string) =>
  renderToString(
    <SiteLanguageProvider value={siteLanguage(code, englishFrenchArabic)}>
      <LearnCard item={item} cut={120} sizes="100vw" />
    </SiteLanguageProvider>,
  );

describe('category names on a page in another language', () => {
  it('are marked as the default language’s, since categories have no translations (decision 081)', () => {
    expect(card('fr')).toContain('<li lang="en">Video</li>');
    // The type's own tag is the catalogue's word in French.
    expect(card('fr')).toContain('Vidéo</span>');
  });

  it('carry no lang on the default language’s pages', () => {
    expect(card('en')).toContain('<li>Video</li>');
  });
});
