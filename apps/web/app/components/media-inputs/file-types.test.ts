import { describe, expect, it } from 'vitest';
import { formatBytes, isImageFile, isVideoFile } from './file-types.ts';

describe('file checks', () => {
  it('accepts JPEG and PNG images only', () => {
    expect(isImageFile({ type: 'image/png', name: 'a.png' })).toBe(true);
    expect(isImageFile({ type: 'image/jpeg', name: 'a.jpg' })).toBe(true);
    expect(isImageFile({ type: 'image/gif', name: 'a.gif' })).toBe(false);
    expect(isImageFile({ type: 'image/webp', name: 'a.png' })).toBe(false);
    expect(isImageFile({ type: '', name: 'scan.JPEG' })).toBe(true);
    expect(isImageFile({ type: '', name: 'scan.svg' })).toBe(false);
  });

  it('accepts MP4, WebM and Ogg videos only', () => {
    expect(isVideoFile({ type: 'video/mp4', name: 'a.mp4' })).toBe(true);
    expect(isVideoFile({ type: 'video/webm', name: 'a.webm' })).toBe(true);
    expect(isVideoFile({ type: 'video/ogg', name: 'a.ogv' })).toBe(true);
    expect(isVideoFile({ type: 'video/quicktime', name: 'a.mov' })).toBe(false);
    expect(isVideoFile({ type: '', name: 'clip.ogg' })).toBe(true);
  });

  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});
