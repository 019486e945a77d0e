import { defaultSiteSettings } from '@atrium/contract/site-settings';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LearnMedia } from '~/site/learn/learn-media';
import { heroSlider } from '~/site/sections/hero-slider/hero-slider';
import { SiteSettingsProvider } from '~/site/site-settings';

const poster = `/media/images/${'b'.repeat(32)}.jpg`;

/** Decision 080: a video from YouTube or Vimeo is its poster and a link until the visitor plays it. */
describe('the video facade as the server renders it', () => {
  it('a YouTube link: the poster, a link to the video that names it and its host, the player kept for the island', () => {
    const html = renderToStaticMarkup(
      <LearnMedia
        source={{ videoUrl: 'https://youtu.be/dQw4w9WgXcQ', poster }}
        title="Dune grasses"
        sizes="100vw"
        priority
      />,
    );
    expect(html).not.toContain('<iframe');
    expect(html).toContain('data-island="player"');
    expect(html).toContain('data-player="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(html).toMatch(/<a class="video-facade__start" href="https:\/\/youtu\.be\/dQw4w9WgXcQ"/);
    expect(html).toContain(
      'Play video: Dune grasses. </span><span class="video-facade__note">Plays from YouTube</span>',
    );
    // The poster loads at once (the page's main media), its name given by the link.
    expect(html).toMatch(/<img[^>]* alt=""[^>]* loading="eager"/);
  });

  it('a Vimeo link names Vimeo; a link no player takes, and a file, keep their own media', () => {
    const vimeo = renderToStaticMarkup(
      <LearnMedia source={{ videoUrl: 'https://vimeo.com/76979871' }} title="Talk" sizes="100vw" />,
    );
    expect(vimeo).toContain('data-player="https://player.vimeo.com/video/76979871"');
    expect(vimeo).toContain('Plays from Vimeo');
    // No poster: the frame's own dark tile, no picture.
    expect(vimeo).not.toContain('<img');
    const other = renderToStaticMarkup(
      <LearnMedia source={{ videoUrl: 'https://example.org/films/42' }} title="Film" sizes="100vw" />,
    );
    expect(other).not.toContain('data-island="player"');
    const file = renderToStaticMarkup(
      <LearnMedia source={{ videoFile: '/media/videos/clip.mp4' }} title="Clip" sizes="100vw" />,
    );
    expect(file).toContain('<video');
  });

  it('a hero video slide is a facade too: no player framed as the page opens', () => {
    const View = heroSlider.View;
    const html = renderToStaticMarkup(
      <SiteSettingsProvider value={defaultSiteSettings('UTC')}>
        <View
          id="hero"
          page="home"
          href="/"
          isFirst
          data={[
            {
              id: 1,
              title: 'A talk',
              briefDescription: '<p>About it.</p>',
              cta_status: 0,
              cta_url: '',
              heroSlider: {
                type: 1,
                image: null,
                video: { type: 0, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', file: null },
              },
            },
          ]}
        />
      </SiteSettingsProvider>,
    );
    expect(html).not.toContain('<iframe');
    expect(html).toContain('Play video: A talk.');
  });
});
