import { describe, expect, it } from 'vitest';
import { learnMediaSource, playerUrl, videoMime } from '~/site/learn/learn-media';
import { itemPicture } from '~/site/pages/learn-detail/learn-detail-meta';

describe('learn media (requirements 3 §2: type 0 a frame, type 1 a player, else the default image)', () => {
  it('turns YouTube and Vimeo links into their players and frames nothing else', () => {
    expect(playerUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(playerUrl('https://vimeo.com/123456')).toBe('https://player.vimeo.com/video/123456');
    expect(playerUrl('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(playerUrl('https://evil.example/embed/x')).toBeNull();
    expect(playerUrl('')).toBeNull();
  });

  it('reads each type’s own media fields', () => {
    const video = { VideoType: 0, VideoUrl: 'u', VideoFile: 'f' } as never;
    expect(learnMediaSource('video', video)).toEqual({ videoUrl: 'u' });
    expect(learnMediaSource('video', { VideoType: 1, VideoUrl: 'u', VideoFile: 'f' } as never)).toEqual({
      videoFile: 'f',
    });
    expect(learnMediaSource('podcast', { podCastVideoType: 2 } as never)).toEqual({});
    expect(learnMediaSource('blog', { BlogImage: '/media/images/a.jpg' } as never)).toEqual({
      image: '/media/images/a.jpg',
    });
    // The stored poster goes with either source (decision 041); a picture is never a third party's.
    const poster = '/media/images/p.jpg';
    expect(learnMediaSource('podcast', { podCastVideoType: 0, podCastVideoUrl: 'u', poster } as never)).toEqual({
      videoUrl: 'u',
      poster,
    });
    const youtube = { VideoType: 0, VideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', poster: null } as never;
    expect(itemPicture(learnMediaSource('video', youtube))).toBeNull();
    expect(itemPicture({ poster })).toBe(poster);
    expect(videoMime('/media/videos/a.webm')).toBe('video/webm');
    expect(videoMime('/media/videos/a.ogv')).toBe('video/ogg');
    expect(videoMime('/media/videos/a.mp4')).toBe('video/mp4');
  });
});
