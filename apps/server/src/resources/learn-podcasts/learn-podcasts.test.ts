import { LearnMediaFields, LearnMessages } from '@atrium/contract/learn';
import { Messages } from '@atrium/contract/messages';
import { describe, expect, it } from 'vitest';
import { learnApi, refused, saved, YOUTUBE_WATCH } from '../../testing/learn-fixtures.ts';
import { audioFile, mp4Bytes, wavBytes } from '../../testing/media-fixtures.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import { describeResourceContract } from '../../testing/resource-contract.suite.ts';
import { buildLearnItem } from '../../testing/learn-fixtures.ts';
import { describeVideoPart } from '../../testing/learn-media.suite.ts';
import { learnPodcasts } from './learn-podcasts.resource.ts';

describeResourceContract({
  resource: learnPodcasts,
  build: (text) => buildLearnItem('podcast', { title: text }),
  buildUpdate: (text) => ({ title: text }),
});

// The rules every learn type shares run in features/learn/learn-item.test.ts.
describeVideoPart('podcast');

describe('podcast: the audio file and transcript (decision 040)', () => {
  // One revision kept per item: a replaced file has no older revision to keep it (decision 033).
  const ctx = useSignedInApp(() => ({ revisionsKeep: 1 }));
  const api = learnApi(ctx);
  const audio = LearnMediaFields.podcast.audio;

  it('takes MP3, M4A and Ogg (Opus, Vorbis) by their bytes and keeps each length read from the file', async () => {
    const cases = [
      ['mp3', /\.mp3$/, 4],
      ['m4a', /\.m4a$/, 5],
      ['opus', /\.ogg$/, 3],
      ['vorbis', /\.ogg$/, 3],
    ] as const;
    for (const [name, extension, seconds] of cases) {
      // Named and typed as something else: the bytes decide.
      const file = { ...audioFile(name), filename: 'episode.bin', type: 'application/octet-stream' };
      const item = await api.created('podcast', { [audio]: file, podCastTranscript: 'Line one.\n\nLine two.' });
      expect(item[audio], name).toMatch(/^\/media\/audio\/[0-9a-f]{32}\./);
      expect(item[audio], name).toMatch(extension);
      expect(item.podCastAudioDuration, name).toBe(seconds);
      expect(item.podCastTranscript).toBe('Line one.\n\nLine two.');
    }
  });

  it('refuses a WAV, a renamed text file and a video with the exact message, storing nothing', async () => {
    const count = async () => (await ctx.t.db.selectFrom('learn_podcasts').select('id').execute()).length;
    const before = await count();
    const posing = [
      { filename: 'episode.wav', content: wavBytes(), type: 'audio/wav' },
      { filename: 'episode.mp3', content: Buffer.from('This is not audio.\n'), type: 'audio/mpeg' },
      { filename: 'episode.m4a', content: mp4Bytes(), type: 'audio/mp4' },
    ];
    for (const file of posing) refused(await api.create('podcast', { [audio]: file }), audio, Messages.audioTypes, 415);
    expect(await count()).toBe(before);
  });

  it('with an audio file the video is optional; clearing the audio clears its length and asks for the video again', async () => {
    const item = await api.created('podcast', {
      podCastVideoType: 0,
      podCastVideoUrl: '',
      [audio]: audioFile('mp3'),
    });
    expect(item.podCastVideoUrl).toBeNull();
    expect(item.podCastAudioDuration).toBe(4);
    refused(await api.patch('podcast', item.id, { [audio]: '' }), 'podCastVideoUrl', LearnMessages.videoUrlRequired);
    const cleared = saved(await api.patch('podcast', item.id, { [audio]: '', podCastVideoUrl: YOUTUBE_WATCH }));
    expect(cleared[audio]).toBeNull();
    expect(cleared.podCastAudioDuration).toBeNull();
  });

  it('serves the audio file with its type and answers Range requests', async () => {
    const item = await api.created('podcast', { [audio]: audioFile('mp3') });
    const whole = await ctx.t.app.inject({ url: item[audio] as string });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await ctx.t.app.inject({ url: item[audio] as string, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${audioFile('mp3').content.length}`);
    expect(part.rawPayload.equals(audioFile('mp3').content.subarray(100, 200))).toBe(true);
  });
});
