import { PreviewBannerTexts } from '@atrium/contract/previews';
import type { PreviewBannerData } from './preview.server';
import './preview.css';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/**
 * The bar above a previewed page: what this is, and until when. It sits between the site's header
 * and the page, which renders below it exactly as it will once published.
 */
export function PreviewBanner({ banner }: { banner: PreviewBannerData }) {
  const expires = `${when.format(new Date(banner.expiresAt))} UTC`;
  return (
    <div className="preview-banner" role="status">
      <div className="container preview-banner__inner">
        <strong className="preview-banner__label">{PreviewBannerTexts.label}</strong>
        <span>{banner.kind === 'link' ? PreviewBannerTexts.link : PreviewBannerTexts.form}</span>
        {banner.hasNewFiles ? <span>{PreviewBannerTexts.filesNote}</span> : null}
        <span className="preview-banner__expires">{PreviewBannerTexts.expires(expires)}</span>
      </div>
    </div>
  );
}
