import { describe, expect, it } from 'vitest';
import { isEmbeddablePlayer, videoEmbedUrl, videoHostName, vimeoId, youtubeId } from './video.ts';

describe('video links', () => {
  it('finds the YouTube id in the usual link shapes', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      ' https://www.youtube.com/live/dQw4w9WgXcQ ',
    ]) {
      expect(youtubeId(url), url).toBe('dQw4w9WgXcQ');
    }
  });

  it('refuses what is not a YouTube video', () => {
    for (const url of [
      'https://www.youtube.com/',
      'https://www.youtube.com/watch?v=short',
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(youtubeId(url), url).toBeNull();
    }
  });

  it('embeds YouTube privately and Vimeo through its player', () => {
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(vimeoId('https://vimeo.com/76979871')).toBe('76979871');
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('https://example.org/clip.mp4')).toBeNull();
  });

  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ?start=30&si=abc',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/videoseries?list=PL1234',
    'https://player.vimeo.com/video/76979871',
    'https://player.vimeo.com/video/76979871?h=abc123&badge=0',
    'HTTPS://PLAYER.VIMEO.COM/video/76979871',
  ])('keeps the player %s', (src) => {
    expect(isEmbeddablePlayer(src)).toBe(true);
  });

  it.each([
    // Hosts the product does not support, and look-alikes of the ones it does.
    'https://open.spotify.com/embed/track/1',
    'https://w.soundcloud.com/player/?url=x',
    'https://youtube.com/embed/dQw4w9WgXcQ',
    'https://m.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ',
    'https://evil.example/www.youtube.com/embed/dQw4w9WgXcQ',
    'https://vimeo.com/76979871',
    'https://evil.example/embed',
    // Not https, not the default port, credentials, or a host that depends on the page.
    'http://www.youtube.com/embed/dQw4w9WgXcQ',
    '//www.youtube.com/embed/dQw4w9WgXcQ',
    'https:www.youtube.com/embed/dQw4w9WgXcQ',
    'https:/www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com:8443/embed/dQw4w9WgXcQ',
    'https://user@www.youtube.com/embed/dQw4w9WgXcQ',
    'https://evil.example\\@www.youtube.com/embed/dQw4w9WgXcQ',
    ' https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.you\ttube.com/embed/dQw4w9WgXcQ',
    'javascript:alert(1)//https://www.youtube.com/embed/dQw4w9WgXcQ',
    // Other pages of a supported host: only the player pages.
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/redirect?q=https://evil.example',
    'https://www.youtube.com/embed/%2e%2e/redirect?q=https://evil.example',
    'https://www.youtube.com/embed/dQw4w9WgXcQ/extra',
    'https://www.youtube.com/embed/not-an-id',
    'https://player.vimeo.com/video/abc',
    'https://player.vimeo.com/api/player.js',
    '',
  ])('refuses the iframe address %j', (src) => {
    expect(isEmbeddablePlayer(src)).toBe(false);
  });

  it('names the host a player comes from, for the facade (decision 080)', () => {
    expect(videoHostName('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe('YouTube');
    expect(videoHostName('https://www.youtube.com/embed/videoseries?list=PL123')).toBe('YouTube');
    expect(videoHostName('https://youtu.be/dQw4w9WgXcQ')).toBe('YouTube');
    expect(videoHostName('https://player.vimeo.com/video/76979871')).toBe('Vimeo');
    expect(videoHostName('https://example.org/films/42')).toBeNull();
  });
});
