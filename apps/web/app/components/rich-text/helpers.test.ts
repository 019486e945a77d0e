import { describe, expect, it } from 'vitest';
import { withDefaultProtocol } from './link-protocol.ts';
import { altFromFileName } from './alt-text.ts';

describe('editor helpers', () => {
  it('gives links without a scheme https, and leaves the rest', () => {
    expect(withDefaultProtocol('example.org/page')).toBe('https://example.org/page');
    expect(withDefaultProtocol('//cdn.example.org/x')).toBe('https://cdn.example.org/x');
    expect(withDefaultProtocol('http://example.org')).toBe('http://example.org');
    expect(withDefaultProtocol('mailto:a@b.org')).toBe('mailto:a@b.org');
    expect(withDefaultProtocol('/about-us')).toBe('/about-us');
    expect(withDefaultProtocol('#top')).toBe('#top');
    expect(withDefaultProtocol('')).toBeNull();
  });

  it('makes a first alt text from a meaningful file name only', () => {
    expect(altFromFileName('team-at_work.png')).toBe('team at work');
    expect(altFromFileName('IMG_2034.JPG')).toBe('');
    expect(altFromFileName('Screenshot 2026-01-02.png')).toBe('');
    expect(altFromFileName('3f2a9b0c4d5e6f708192a3b4c5d6e7f8.jpg')).toBe('');
  });
});
