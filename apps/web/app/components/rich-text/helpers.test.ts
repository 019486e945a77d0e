import { describe, expect, it } from 'vitest';
import { linkAddress, withDefaultProtocol } from './link-protocol.ts';
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

  it.each([
    ['example.org/page', 'https://example.org/page'],
    ['https://example.org', 'https://example.org'],
    ['http://localhost:3000/x', 'http://localhost:3000/x'],
    ['ada@example.org', 'mailto:ada@example.org'],
    ['mailto:ada@example.org?subject=Hi', 'mailto:ada@example.org?subject=Hi'],
    ['/pages/about-us/', '/pages/about-us/'],
  ])('accepts %s as a link to %s', (input, address) => {
    expect(linkAddress(input)).toBe(address);
  });

  it.each([
    '',
    'javascript:alert(1)',
    'ftp://example.org',
    'tel:+123',
    'not a link',
    'example',
    'mailto:nobody',
    '//cdn.example.org/x'.replace('//', 'data://'),
    'https://user:pw@example.org',
  ])('refuses %j as a link', (input) => {
    expect(linkAddress(input)).toBeNull();
  });
});
