import { hash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isbot } from 'isbot';
import { type DeviceClass, CAMPAIGN_SEPARATOR } from '@atrium/contract/analytics';

/** One page view as it is counted: nothing in it names the visitor but the day's hash. */
export type Visit = {
  path: string;
  /** utm_source, else the referring site's host ('' when direct, unknown or this site). */
  source: string;
  /** The three utm parameters joined, or '' without utm_source. */
  campaign: string;
  device: DeviceClass;
  /** Site searches: the query of /search?q=…, or undefined. */
  search?: string;
};

/** Paths that are not the site's pages read by visitors. */
const NOT_COUNTED = /^\/(?:admin|api|preview)(?:\/|$)/i;
const MAX_PATH = 300;
const MAX_SOURCE = 120;

/** User agents by class: the last few thousand seen, as a browser sends the same one on each page. */
const uaClasses = new Map<string, DeviceClass | 'bot'>();
const UA_MEMORY = 2000;

function uaClass(ua: string): DeviceClass | 'bot' {
  let found = uaClasses.get(ua);
  if (found !== undefined) return found;
  found = isbot(ua) ? 'bot' : deviceClass(ua);
  if (uaClasses.size >= UA_MEMORY) uaClasses.clear();
  uaClasses.set(ua, found);
  return found;
}

/** The device a user agent says it runs on; tablets before phones (an iPad says Mobile too). */
function deviceClass(ua: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(ua)) return 'mobile';
  return 'desktop';
}

/**
 * Whether a request is one a person asked to see and agreed to be counted in: not a bot (the
 * isbot list, or no user agent at all), not a prefetch or prerender the browser may never show,
 * not a visitor who asks not to be tracked (Global Privacy Control, Do Not Track).
 */
export function isCountable(req: IncomingMessage): boolean {
  if (req.method !== 'GET') return false;
  const headers = req.headers;
  if (headers['sec-gpc'] === '1' || headers.dnt === '1') return false;
  const purpose = headers['sec-purpose'] ?? headers.purpose;
  if (purpose !== undefined && /prefetch|prerender/i.test(String(purpose))) return false;
  const ua = headers['user-agent'];
  if (!ua) return false;
  return uaClass(ua) !== 'bot';
}

/** The visit a countable request makes, or undefined for a path that is not a visitor's page. */
export function visitOf(req: IncomingMessage, siteHost: string): Visit | undefined {
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path.length > MAX_PATH || NOT_COUNTED.test(path)) return undefined;
  const query = queryAt === -1 ? undefined : new URLSearchParams(url.slice(queryAt + 1));
  const utmSource = clip(query?.get('utm_source'));
  const campaign = utmSource
    ? [utmSource, clip(query?.get('utm_medium')), clip(query?.get('utm_campaign'))].join(CAMPAIGN_SEPARATOR)
    : '';
  const device = uaClass(req.headers['user-agent'] ?? '') as DeviceClass;
  const visit: Visit = { path, source: utmSource || referrerHost(req.headers.referer, siteHost), campaign, device };
  if (path === '/search') {
    const words = searchQuery(query?.get('q'));
    if (words) visit.search = words;
  }
  return visit;
}

/** A search as it is counted: its words in lower case, spaces folded, at most 200 characters. */
export function searchQuery(q: string | null | undefined): string {
  return (q ?? '').trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 200);
}

function clip(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase().slice(0, MAX_SOURCE);
}

/** The host of the page a visitor came from, without www.; '' for none, this site, or nonsense. */
export function referrerHost(referer: string | undefined, siteHost: string): string {
  if (!referer) return '';
  try {
    const { host, protocol } = new URL(referer);
    if (protocol !== 'http:' && protocol !== 'https:') return '';
    const bare = host.toLowerCase().replace(/^www\./, '');
    return bare === siteHost ? '' : bare.slice(0, MAX_SOURCE);
  } catch {
    return '';
  }
}

/** The site's own host as referrers name it (PUBLIC_URL's, without www.). */
export function siteHostOf(publicUrl: string): string {
  return new URL(publicUrl).host.toLowerCase().replace(/^www\./, '');
}

/**
 * A visitor's id for one day: the day's secret, the address and the user agent, hashed. The
 * secret is deleted once the day is over, so no id can be made again or linked to another day.
 */
export function visitorId(salt: string, address: string, ua: string): string {
  return hash('sha256', `${salt}\n${address}\n${ua}`, 'base64url').slice(0, 22);
}
