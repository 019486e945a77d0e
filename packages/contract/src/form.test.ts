import { describe, expect, it } from 'vitest';
import { formUrl } from './form.ts';

const message = 'Please enter a valid URL.';
const siteOrHttp = formUrl(message, { allowSitePath: true });
const httpOnly = formUrl(message);

/** What the schema keeps of `input`, or 'refused'. */
function read(schema: typeof siteOrHttp, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  expect(result.error.issues[0]?.message).toBe(message);
  return 'refused';
}

describe('formUrl', () => {
  it.each([
    ['https://example.org/x', 'https://example.org/x'],
    ['http://example.org', 'http://example.org'],
    ['HTTPS://Example.org/a?b=c#d', 'HTTPS://Example.org/a?b=c#d'],
    ['https://example.org/a%2Fb', 'https://example.org/a%2Fb'],
    ['/about-us', '/about-us'],
    ['/', '/'],
    ['/learn?type=blog#top', '/learn?type=blog#top'],
    ['/pages/caf%C3%A9/', '/pages/caf%C3%A9/'],
    ['/a/b%2Fc', '/a/b%2Fc'],
    ['  /about-us  ', '/about-us'],
    ['', ''],
    [null, ''],
  ])('keeps %j as %j', (input, kept) => {
    expect(read(siteOrHttp, input)).toBe(kept);
  });

  it.each([
    // Read by browsers as another host.
    '//evil.example',
    '///evil.example',
    '/\\evil.example/phish',
    '\\\\evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    '/\tevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    '/\u0085/evil.example',
    '/a\\b',
    '/ /evil.example',
    '  //evil.example',
    '\t//evil.example',
    // Percent-encoded slashes and backslashes: one decode away from the above.
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%00',
    '/a/%5C..',
    '/100%',
    // Other schemes, and http(s) written without '//'.
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://example.org',
    'file:///etc/passwd',
    'mailto:a@example.org',
    'https:evil.example',
    'https:/evil.example',
    'http:\\\\evil.example',
    'https:\\\\evil.example',
    'https://evil.example\\@example.org',
    'https://example.org@evil.example',
    'https://user:pass@evil.example',
    'https://',
    'https:///',
    'https://exa\tmple.org',
    // Not URLs at all.
    'evil.example',
    'about-us',
    'not a url',
    '.',
    '#top',
    '?q=1',
    `/${'a'.repeat(2048)}`,
    `https://example.org/${'a'.repeat(2048)}`,
    42,
    {},
  ])('refuses %j', (input) => {
    expect(read(siteOrHttp, input)).toBe('refused');
  });

  it('without allowSitePath, refuses every site path', () => {
    expect(read(httpOnly, 'https://example.org/x')).toBe('https://example.org/x');
    expect(read(httpOnly, '')).toBe('');
    for (const path of ['/about-us', '/', '//evil.example', '/\\evil.example']) {
      expect(read(httpOnly, path), path).toBe('refused');
    }
  });
});
