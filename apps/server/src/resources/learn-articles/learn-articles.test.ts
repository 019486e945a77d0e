import { LearnMessages } from '@atrium/contract/learn';
import { describe, expect, it } from 'vitest';
import { describeResourceContract } from '../../testing/resource-contract.suite.ts';
import { buildLearnItem, learnApi, pngPart, refused, saved } from '../../testing/learn-fixtures.ts';
import { describeImagePart } from '../../testing/learn-media.suite.ts';
import { textPosingAsPng } from '../../testing/media-fixtures.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import { learnArticles } from './learn-articles.resource.ts';

describeResourceContract({
  resource: learnArticles,
  build: (text) => buildLearnItem('article', { title: text }),
  buildUpdate: (text) => ({ title: text }),
});

// The rules every learn type shares run in features/learn/learn-item.test.ts.
describeImagePart('article');

describe('article: the optional logo', () => {
  const ctx = useSignedInApp();
  const api = learnApi(ctx);

  it('is optional; absent keeps it, empty clears it, a non-image is refused with the spec’s text', async () => {
    expect((await api.created('article')).articleLogo).toBeNull();
    const item = await api.created('article', { articleLogo: pngPart('logo.png') });
    expect(item.articleLogo).toMatch(/^\/media\/images\/[0-9a-f]{32}\.png$/);
    expect(item.articleLogo).not.toBe(item.ArticleImage);
    expect(saved(await api.patch('article', item.id, { title: 'Renamed' })).articleLogo).toBe(item.articleLogo);
    expect(saved(await api.patch('article', item.id, { articleLogo: '' })).articleLogo).toBeNull();
    refused(
      await api.patch('article', item.id, { articleLogo: textPosingAsPng() }),
      'articleLogo',
      LearnMessages.imageFormats,
      415,
    );
  });
});
