import { useSiteTexts } from '~/site/language';
import '~/site/layout/layout.css';
import type { ReactNode } from 'react';
import { type PartnerLogo, SiteFooter } from '~/site/layout/site-footer';
import { SiteHeader } from '~/site/layout/site-header';

/** Every public page: skip link, header, the page, footer. */
export function SiteFrame({
  path,
  partners,
  children,
}: {
  path: string;
  partners: readonly PartnerLogo[];
  children: ReactNode;
}) {
  const texts = useSiteTexts();
  return (
    <div className="site" id="top">
      <a className="skip-link" href="#content">
        {texts.site.skipToContent}
      </a>
      <SiteHeader path={path} />
      <main id="content" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter partners={partners} />
    </div>
  );
}
