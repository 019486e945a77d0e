import { describe, expect, it } from 'vitest';
import { isEmbeddableHost, videoEmbedUrl, vimeoId, youtubeId } from './video.ts';

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

  it('knows which iframe hosts the sanitizer keeps', () => {
    expect(isEmbeddableHost('https://www.youtube-nocookie.com/embed/x')).toBe(true);
    expect(isEmbeddableHost('https://open.spotify.com/embed/track/1')).toBe(true);
    expect(isEmbeddableHost('http://www.youtube.com/embed/x')).toBe(false);
    expect(isEmbeddableHost('https://evil.example/embed')).toBe(false);
  });
});
