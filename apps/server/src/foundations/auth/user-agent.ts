/**
 * Decision 037: a browser and a system in words, from a user agent, for the sessions screen. A
 * few rules in order (the first match wins; Edge and Opera say "Chrome" too, Chrome says
 * "Safari"), major versions only. A library (ua-parser-js, bowser) would name more devices; the
 * screen only needs enough to tell one's own browsers apart, and a wrong guess costs nothing.
 */
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)(?:\.\d+)*(?: Mobile\/\S+)? Safari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\bWindows NT\b/, 'Windows'],
  [/\biPhone\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const UNKNOWN_BROWSER = 'Unknown browser';

export function describeUserAgent(userAgent: string | null | undefined): { browser: string; os: string } {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua));
  const version = browser ? ua.match(browser[0])?.[1] : undefined;
  return {
    browser: browser ? `${browser[1]} ${version}` : UNKNOWN_BROWSER,
    os: SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? '',
  };
}
