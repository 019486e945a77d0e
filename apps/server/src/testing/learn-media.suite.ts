import { existsSync } from 'node:fs';
import path from 'node:path';
import { LearnMediaFields, LearnMessages } from '@atrium/contract/learn';
import { describe, expect, it } from 'vitest';
import { LearnTables } from '../features/learn/learn.tables.ts';
import { learnApi, pngPart, refused, saved, YOUTUBE_EMBED } from './learn-fixtures.ts';
import { jpegWithGpsBytes, mp4Bytes, oggTheoraBytes, pngBytes, textPosingAsPng, webmBytes } from './media-fixtures.ts';
import { useSignedInApp } from './use-test-app.ts';

type ImageType = 'blog' | 'article';
type VideoType = 'video' | 'podcast';

/** Whether a stored media path's file is on disk. */
function onDisk(ctx: ReturnType<typeof useSignedInApp>, mediaPath: unknown): boolean {
  const { storage } = ctx.t.config;
  if (storage.driver !== 'local' || typeof mediaPath !== 'string') return false;
  return existsSync(path.join(storage.dir, mediaPath.replace(/^\/media\//, '')));
}

/** The image of blogs and articles (requirements 2 §5): required, JPEG or PNG by its bytes. */
export function describeImagePart(type: ImageType): void {
  const field = LearnMediaFields[type].image;

  describe(`${type}: the image`, () => {
    // One revision kept per item: a replaced file has no older revision to keep it (decision 033).
    const ctx = useSignedInApp(() => ({ revisionsKeep: 1 }));
    const api = learnApi(ctx);
    const count = async () => (await ctx.t.db.selectFrom(LearnTables[type]).select('id').execute()).length;

    it('is required on create with "Required fields are missing."; the stored one counts on edit', async () => {
      const before = await count();
      refused(await api.create(type, { [field]: undefined }), field, LearnMessages.requiredMissing);
      refused(await api.create(type, { [field]: '' }), field, LearnMessages.requiredMissing);
      expect(await count()).toBe(before);
      const item = await api.created(type);
      expect(saved(await api.patch(type, item.id, { title: 'New title' }))[field]).toBe(item[field]);
      refused(await api.patch(type, item.id, { [field]: '' }), field, LearnMessages.requiredMissing);
    });

    it('is judged by its bytes: anything but JPEG or PNG is refused with the spec’s text', async () => {
      const posing = [
        textPosingAsPng(),
        { filename: 'clip.png', content: mp4Bytes(), type: 'image/png' },
        { filename: 'photo.jpg', content: webmBytes(), type: 'image/jpeg' },
      ];
      for (const file of posing) {
        refused(await api.create(type, { [field]: file }), field, LearnMessages.imageFormats, 415);
      }
      const jpeg = await api.created(type, {
        [field]: { filename: 'photo.png', content: await jpegWithGpsBytes(), type: 'image/png' },
      });
      expect(jpeg[field]).toMatch(/^\/media\/images\/[0-9a-f]{32}\.jpg$/);
    });

    it('a new image replaces the stored one, whose file is removed', async () => {
      const item = await api.created(type);
      const old = item[field];
      expect(onDisk(ctx, old)).toBe(true);
      const replaced = saved(
        await api.patch(type, item.id, { [field]: { filename: 'b.png', content: await pngBytes(30, 20) } }),
      );
      expect(replaced[field]).not.toBe(old);
      expect(onDisk(ctx, replaced[field])).toBe(true);
      expect(onDisk(ctx, old)).toBe(false);
    });
  });
}

/** The video of videos and podcasts (requirements 2 §4, §5): a link (type 0) or an uploaded file (type 1). */
export function describeVideoPart(type: VideoType): void {
  const names = LearnMediaFields[type];

  describe(`${type}: the video`, () => {
    // One revision kept per item: a replaced file has no older revision to keep it (decision 033).
    const ctx = useSignedInApp(() => ({ revisionsKeep: 1 }));
    const api = learnApi(ctx);

    it('keeps YouTube and Vimeo links as the editor typed them (trimmed), on create and update', async () => {
      // Requirements 2 §2 (issue 24): the list and the site show the embed form; the form shows what was typed.
      const links = [
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
        'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
        'https://youtu.be/dQw4w9WgXcQ?si=abc',
        'https://www.youtube.com/shorts/dQw4w9WgXcQ',
        'https://www.youtube.com/embed/dQw4w9WgXcQ',
        '  https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ  ',
        'https://vimeo.com/76979871',
        'https://player.vimeo.com/video/76979871',
      ];
      for (const link of links) {
        const item = await api.created(type, { [names.url]: link });
        expect(item[names.url], link).toBe(link.trim());
      }
      const item = await api.created(type, { [names.url]: YOUTUBE_EMBED });
      const updated = saved(await api.patch(type, item.id, { [names.url]: 'https://youtu.be/dQw4w9WgXcQ' }));
      expect(updated[names.url]).toBe('https://youtu.be/dQw4w9WgXcQ');
    });

    it('refuses any other link, never embedding it blindly', async () => {
      for (const link of [
        'https://example.org/video.mp4',
        'https://www.dailymotion.com/video/x8abc',
        'https://www.youtube.com/watch?v=short',
        'https://evil.example/?v=dQw4w9WgXcQ&youtube.com',
        'javascript:alert(1)',
        'not a link',
      ]) {
        refused(await api.create(type, { [names.url]: link }), names.url, LearnMessages.videoHostUnsupported);
      }
    });

    it('needs a link for type 0 and a file for type 1, with the spec’s texts', async () => {
      refused(await api.create(type, { [names.url]: undefined }), names.url, LearnMessages.videoUrlRequired);
      refused(await api.create(type, { [names.url]: '' }), names.url, LearnMessages.videoUrlRequired);
      refused(
        await api.create(type, { [names.type]: 1, [names.url]: undefined }),
        names.file,
        LearnMessages.videoFileRequired,
      );
      const byLink = await api.created(type);
      refused(await api.patch(type, byLink.id, { [names.type]: 1 }), names.file, LearnMessages.videoFileRequired);
    });

    it('judges a file by its bytes: MP4, WebM and Ogg pass, a PNG named .mp4 is refused with the spec’s text', async () => {
      const accepted: Array<[Buffer, string]> = [
        [mp4Bytes(), 'mp4'],
        [webmBytes(), 'webm'],
        [oggTheoraBytes(), 'ogv'],
      ];
      for (const [content, ext] of accepted) {
        const item = await api.created(type, {
          [names.type]: 1,
          [names.url]: '',
          [names.file]: { filename: 'clip.bin', content, type: 'application/octet-stream' },
        });
        expect(item[names.file]).toMatch(new RegExp(`^/media/videos/[0-9a-f]{32}\\.${ext}$`));
      }
      const renamed = { filename: 'clip.mp4', content: await pngBytes(8, 8), type: 'video/mp4' };
      refused(
        await api.create(type, { [names.type]: 1, [names.file]: renamed }),
        names.file,
        LearnMessages.videoFormats,
        415,
      );
      refused(
        await api.create(type, { [names.type]: 1, [names.file]: pngPart('clip.webm') }),
        names.file,
        LearnMessages.videoFormats,
        415,
      );
    });

    it('keeps one source: a file clears the link, a link clears the file (and removes it)', async () => {
      const byLink = await api.created(type);
      const clip = { filename: 'clip.mp4', content: mp4Bytes(), type: 'video/mp4' };
      // Choosing a file alone sets type 1 (requirements 2 §4).
      const byFile = saved(await api.patch(type, byLink.id, { [names.file]: clip }));
      expect(byFile).toMatchObject({ [names.type]: 1, [names.url]: null });
      expect(onDisk(ctx, byFile[names.file])).toBe(true);
      // The spec's client sends the unused source empty.
      const kept = saved(await api.patch(type, byLink.id, { title: 'Renamed', [names.type]: 1, [names.url]: '' }));
      expect(kept[names.file]).toBe(byFile[names.file]);
      const back = saved(
        await api.patch(type, byLink.id, { [names.url]: 'https://youtu.be/dQw4w9WgXcQ', [names.file]: '' }),
      );
      expect(back).toMatchObject({ [names.type]: 0, [names.url]: 'https://youtu.be/dQw4w9WgXcQ', [names.file]: null });
      expect(onDisk(ctx, byFile[names.file])).toBe(false);
    });
  });
}
