import { describe, expect, it } from 'vitest';
import { LearnTexts } from './learn.ts';
import { PageTexts } from './pages.ts';

/**
 * Failure texts that an acceptance suite written from specs 2 and 3 looked for (issue 24), word
 * for word as the issue lists them: requirements 3 §8's 'Unable to fetch pages/blogs/articles/videos/
 * podcasts. Please check your connection or login status.' with its full stop after 'podcasts'
 * only, and requirements 2 §8's 'An error occurred while updating the blog, article or podcast.' for
 * those three types (decision 051).
 */
describe('the failure texts of requirements 2 §8 and requirements 3 §8, word for word', () => {
  it.each(['pages', 'blogs', 'articles', 'videos', 'podcasts'] as const)(
    'the Pages screen’s %s fetch toast',
    (what) => {
      const stop = what === 'podcasts' ? '.' : '';
      expect(PageTexts.fetchToast(what)).toBe(
        `Unable to fetch ${what}${stop} Please check your connection or login status.`,
      );
    },
  );

  it('the learn screens’ list toasts and update failures', () => {
    expect(LearnTexts.blog.listToast).toBe('Unable to fetch blogs. Please check your connection or login status.');
    expect(LearnTexts.article.listToast).toBe(
      'Unable to fetch articles. Please check your connection or login status.',
    );
    expect(LearnTexts.video.listToast).toBe('Unable to fetch videos. Please check your connection or login status.');
    expect(LearnTexts.podcast.listToast).toBe(
      'Unable to fetch podcasts. Please check your connection or login status.',
    );
    expect(LearnTexts.blog.updateFailed).toBe('An error occurred while updating the blog, article or podcast.');
    expect(LearnTexts.article.updateFailed).toBe('An error occurred while updating the blog, article or podcast.');
    expect(LearnTexts.podcast.updateFailed).toBe('An error occurred while updating the blog, article or podcast.');
    expect(LearnTexts.video.updateFailed).toBe('An error occurred while updating the video.');
  });
});
