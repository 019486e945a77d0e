import { describe, expect, it } from 'vitest';
import { createUploadTracker, fileBytes, isCancelled } from './upload-tracker';

const withFile = (bytes: number) => ({
  title: 'A title',
  VideoFile: new File([new Uint8Array(bytes)], 'clip.mp4', { type: 'video/mp4' }),
});

describe('upload tracker', () => {
  it('counts the bytes of the files a body carries, not its text fields', () => {
    expect(fileBytes(withFile(1000))).toBe(1000);
    expect(fileBytes({ status: 1 })).toBe(0);
    expect(fileBytes({ title: 'x'.repeat(50) })).toBe(0);
  });

  it('shows a file upload at 0 % at once, then whole-percent steps only', () => {
    const tracker = createUploadTracker();
    let renders = 0;
    tracker.subscribe(() => (renders += 1));
    const transfer = tracker.begin(withFile(1000));
    expect(tracker.getSnapshot()).toEqual({ loaded: 0, total: 1000 });
    for (let loaded = 1; loaded <= 1000; loaded += 1) transfer.onUploadProgress?.({ loaded, total: 1000 });
    expect(tracker.getSnapshot()).toEqual({ loaded: 1000, total: 1000 });
    // begin, then one per percent from 1 to 100.
    expect(renders).toBe(101);
    tracker.end();
    expect(tracker.getSnapshot()).toBeNull();
  });

  it('has no progress for a save without files, but can still cancel it', () => {
    const tracker = createUploadTracker();
    const transfer = tracker.begin({ status: 1 });
    expect(transfer.onUploadProgress).toBeUndefined();
    expect(tracker.getSnapshot()).toBeNull();
    tracker.cancel();
    expect(transfer.signal?.aborted).toBe(true);
  });

  it('tells a cancelled save from a failed one', () => {
    expect(isCancelled(new DOMException('stop', 'AbortError'))).toBe(true);
    expect(isCancelled(new Error('network'))).toBe(false);
  });
});
