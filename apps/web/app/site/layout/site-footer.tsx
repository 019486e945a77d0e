import { SiteLegalLinks, SiteMenu } from '@atrium/contract/site';
import { SocialNetworks } from '@atrium/contract/site-settings';
import { imageVariantUrl } from '~/lib/media';
import { SiteLogo } from '~/site/layout/site-logo';
import { MailingListSignup } from '~/site/forms/mailing-list-signup';
import { fallbackLang, useSiteLanguage, useSiteTexts } from '~/site/language';
import { useSiteSettings } from '~/site/site-settings';
import { ArrowUpIcon, SocialIcon } from '~/site/ui/icons';
import { CachedHtml, frozenKey, settingsKey } from '~/site/ui/cached-html';

/** A partner initiative's logo: a published article that has one (decision 016). */
export type PartnerLogo = { title: string; href: string; logo: string };

function FooterLinks({
  heading,
  id,
  links,
  labels,
}: {
  heading: string;
  id: string;
  links: ReadonlyArray<{ path: string }>;
  labels: Readonly<Record<string, string>>;
}) {
  return (
    <nav className="site-footer__links" aria-labelledby={id}>
      <h2 id={id} className="eyebrow eyebrow--on-dark site-footer__heading">
        {heading}
      </h2>
      <ul role="list">
        {links.map((link) => (
          <li key={link.path}>
            <a href={link.path}>{labels[link.path]}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Partners({ partners }: { partners: readonly PartnerLogo[] }) {
  const texts = useSiteTexts();
  if (partners.length === 0) return null;
  return (
    <section className="site-footer__partners" aria-labelledby="footer-partners">
      <h2 id="footer-partners" className="eyebrow eyebrow--on-dark site-footer__heading">
        {texts.site.partnerInitiatives}
      </h2>
      <ul role="list">
        {partners.map((partner) => (
          <li key={partner.href}>
            <a href={partner.href} title={partner.title}>
              <img
                src={imageVariantUrl(partner.logo, 480)}
                alt={partner.title}
                width={120}
                height={60}
                loading="lazy"
                decoding="async"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The organisation's social profiles, round icon links that open a new tab (the footer, the contact thank-you). */
export function SocialProfiles({ className = 'social-links' }: { className?: string }) {
  const { socialLinks } = useSiteSettings();
  const texts = useSiteTexts();
  if (socialLinks.length === 0) return null;
  return (
    <ul className={className} role="list" aria-label={texts.site.followUs}>
      {socialLinks.map((profile) => (
        <li key={`${profile.network} ${profile.url}`}>
          <a className="icon-button" href={profile.url} rel="noopener me" target="_blank">
            <SocialIcon network={profile.network} />
            <span className="visually-hidden">
              {SocialNetworks[profile.network]}
              {` ${texts.frame.opensInNewTab}`}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The footer (requirements 3 §2): the organisation and its social links, the menu again, the legal
 * links, the partner initiatives' logos, the copyright and a back-to-top button (shown past
 * 300 px by the scroll-top island), and the mailing-list signup (decision 020).
 */
export function SiteFooter({ partners }: { partners: readonly PartnerLogo[] }) {
  const site = useSiteSettings();
  const year = new Date().getFullYear();
  // Decision 056: the same HTML on every page while the settings, partners and year are.
  return (
    <CachedHtml
      tag="footer"
      className="site-footer"
      cacheKey={`${settingsKey(site)}\n${frozenKey(partners) ?? JSON.stringify(partners)}\n${year}`}
    >
      <SiteFooterContent partners={partners} year={year} />
    </CachedHtml>
  );
}

/** The footer's content: its elements made only when its HTML is (decision 093). */
function SiteFooterContent({ partners, year }: { partners: readonly PartnerLogo[]; year: number }) {
  const site = useSiteSettings();
  const language = useSiteLanguage();
  const { texts } = language;
  return (
    <>
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <a className="site-brand site-brand--light" href="/">
            <SiteLogo />
            <span className="site-brand__name">{site.shortName}</span>
          </a>
          {/* Untranslated, the default language's text, marked so (decision 095): it then runs in its own direction. */}
          {site.footerText ? <p lang={fallbackLang(language, site, 'footerText')}>{site.footerText}</p> : null}
          <SocialProfiles />
        </div>
        {/* The headings' ids as they were in English: the same on every page, in every language. */}
        <FooterLinks heading={texts.site.explore} id="footer-explore" links={SiteMenu} labels={texts.menu} />
        <FooterLinks heading={texts.site.legal} id="footer-legal" links={SiteLegalLinks} labels={texts.legalLinks} />
        <div className="site-footer__signup" id="newsletter">
          <MailingListSignup />
        </div>
      </div>
      <div className="container">
        <Partners partners={partners} />
      </div>
      <div className="site-footer__bar">
        <div className="container site-footer__bar-inner">
          <p>{texts.frame.copyright(year, site.copyrightHolder || site.orgName)}</p>
        </div>
      </div>
      <a className="to-top" href="#top" data-island="scroll-top">
        <ArrowUpIcon />
        <span className="visually-hidden">{texts.site.backToTop}</span>
      </a>
    </>
  );
}
