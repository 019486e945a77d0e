import { useSiteLanguage } from '~/site/language';
import type { PreviewBannerData } from './preview.server';
import './preview.css';

const formats = new Map<string, Intl.DateTimeFormat>();
/** The expiry's date and time in UTC: English's US format, another language's by Intl (decision 097). */
function expiry(iso: string, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return `${format.format(new Date(iso))} UTC`;
}

/**
 * The bar above a previewed page: what this is, and until when, in the page's language. It sits
 * between the site's header and the page, which renders below it exactly as it will once published.
 */
export function PreviewBanner({ banner }: { banner: PreviewBannerData }) {
  const { locale, textsLocale, texts } = useSiteLanguage();
  const words = texts.preview;
  const expires = expiry(banner.expiresAt, textsLocale === 'en' ? 'en-US' : locale);
  return (
    <div className="preview-banner" role="status">
      <div className="container preview-banner__inner">
        <strong className="preview-banner__label">{words.label}</strong>
        <span>{banner.kind === 'link' ? words.link : words.form}</span>
        {banner.hasNewFiles ? <span>{words.filesNote}</span> : null}
        <span className="preview-banner__expires">{words.expires(expires)}</span>
      </div>
    </div>
  );
}
