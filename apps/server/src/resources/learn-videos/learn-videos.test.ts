import { LearnMessages } from '@atrium/contract/learn';
import { describe, expect, it } from 'vitest';
import { learnApi, refused, saved, YOUTUBE_WATCH } from '../../testing/learn-fixtures.ts';
import { tinyMp4 } from '../../testing/media-fixtures.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import { describeResourceContract } from '../../testing/resource-contract.suite.ts';
import { buildLearnItem } from '../../testing/learn-fixtures.ts';
import { describeVideoPart } from '../../testing/learn-media.suite.ts';
import { learnVideos } from './learn-videos.resource.ts';

describeResourceContract({
  resource: learnVideos,
  build: (text) => buildLearnItem('video', { title: text }),
  buildUpdate: (text) => ({ title: text }),
});

// The rules every learn type shares run in features/learn/learn-item.test.ts.
describeVideoPart('video');

describe('video: its length (decision 060)', () => {
  const ctx = useSignedInApp();
  const api = learnApi(ctx);
  const field = 'VideoDuration';

  it('takes a link’s length as mm:ss or h:mm:ss, keeps it while none is sent, and clears it with ""', async () => {
    const item = await api.created('video', { [field]: '4:05' });
    expect(item[field]).toBe(245);
    expect(saved(await api.patch('video', item.id, { title: 'Renamed' }))[field]).toBe(245);
    expect(saved(await api.patch('video', item.id, { [field]: '1:02:30' }))[field]).toBe(3750);
    // A JSON client may send back the seconds the record answers.
    expect(saved(await api.patch('video', item.id, { [field]: 90 }))[field]).toBe(90);
    expect(saved(await api.patch('video', item.id, { [field]: '' }))[field]).toBeNull();
  });

  it('refuses any other form with the field’s message and changes nothing', async () => {
    const item = await api.created('video', { [field]: '12:30' });
    for (const bad of ['4:5', '4:65', '1:75:00', 'four minutes', '0:00', '245', -3, 1.5, true]) {
      refused(
        await api.patch('video', item.id, { title: 'Changed', [field]: bad }),
        field,
        LearnMessages.durationInvalid,
      );
    }
    const count = (await ctx.t.db.selectFrom('learn_videos').select('id').execute()).length;
    refused(await api.create('video', { [field]: '3:7' }), field, LearnMessages.durationInvalid);
    expect((await ctx.t.db.selectFrom('learn_videos').select('id').execute()).length).toBe(count);
    const row = await ctx.t.db
      .selectFrom('learn_videos')
      .selectAll()
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect([row.title, row.duration]).toEqual([item.title, 750]);
  });

  it('reads an uploaded file’s length from the file, and forgets it when the video becomes a link', async () => {
    const item = await api.created('video', { VideoType: 1, VideoUrl: '', VideoFile: tinyMp4(), [field]: '9:59' });
    expect(item[field]).toBe(2);
    expect(saved(await api.patch('video', item.id, { [field]: '5:00' }))[field]).toBe(2);
    const linked = saved(await api.patch('video', item.id, { VideoType: 0, VideoUrl: YOUTUBE_WATCH, VideoFile: '' }));
    expect(linked[field]).toBeNull();
  });
});
