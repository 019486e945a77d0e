import { type SiteLink, SiteMenu, SiteTexts } from '@atrium/contract/site';
import { SearchTexts } from '@atrium/contract/search';
import { SiteLogo } from '~/site/layout/site-logo';
import { useSiteSettings } from '~/site/site-settings';
import { CloseIcon, MenuIcon, SearchIcon } from '~/site/ui/icons';
import { SearchForm } from '~/site/ui/search-form';
import { CachedHtml, settingsKey } from '~/site/ui/cached-html';

/** Learn items' pages belong to the Learn section of the menu. */
const learnDetail = /^\/(blogs|articles|videos|podcasts)\//;

/** aria-current for a menu entry: the page itself, or the section a detail page belongs to. */
function currentMark(link: SiteLink, path: string): 'page' | 'true' | undefined {
  if (link.path === path) return 'page';
  if (link.path === '/learn' && learnDetail.test(path)) return 'true';
  return undefined;
}

function MenuLinks({ path, className }: { path: string; className: string }) {
  return (
    <ul className={className} role="list">
      {SiteMenu.map((link) => (
        <li key={link.path}>
          <a href={link.path} aria-current={currentMark(link, path)}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Opens the appointment popup (its island, decision 020); without JavaScript it leads to the contact page. */
function AppointmentButton({ className = '' }: { className?: string }) {
  return (
    <a className={`button button--gold ${className}`} href="/contact-us" data-island="appointment-popup">
      {SiteTexts.requestAppointment}
    </a>
  );
}

/**
 * The header (requirements 3 §2): the logo, the menu with the current page marked, the site search's
 * form (decision 049) and the appointment button. Wide screens show the menu inline; phones get a details/summary disclosure that opens
 * without JavaScript, which the site-menu island makes close on Escape, outside clicks and links.
 */
export function SiteHeader({ path }: { path: string }) {
  const site = useSiteSettings();
  // Decision 056: the same HTML on every page with the same settings and current menu entry.
  const marks = SiteMenu.map((link) => currentMark(link, path) ?? '').join(',');
  return (
    <CachedHtml tag="header" className="site-header" cacheKey={`${settingsKey(site)}\n${marks}`}>
      <SiteHeaderContent path={path} />
    </CachedHtml>
  );
}

/** The header's content: its elements made only when its HTML is (decision 093). */
function SiteHeaderContent({ path }: { path: string }) {
  const { shortName } = useSiteSettings();
  return (
    <div className="container site-header__inner">
      <a className="site-brand" href="/" aria-label={`${shortName} home`}>
        <SiteLogo />
        <span className="site-brand__name">{shortName}</span>
      </a>
      <nav className="site-nav" aria-label="Main">
        <MenuLinks path={path} className="site-nav__list" />
      </nav>
      <SearchForm id="site-search-q" className="site-header__search" name={SearchTexts.siteSearch} />
      <a className="site-header__search-link" href="/search" title={SearchTexts.label}>
        <SearchIcon />
        <span className="visually-hidden">{SearchTexts.label}</span>
      </a>
      <AppointmentButton className="site-header__cta" />
      <details className="site-menu" data-island="site-menu">
        <summary className="site-menu__toggle">
          <span className="site-menu__open">
            <MenuIcon />
          </span>
          <span className="site-menu__close">
            <CloseIcon />
          </span>
          <span className="visually-hidden">{SiteTexts.menu}</span>
        </summary>
        <nav className="site-menu__panel" aria-label="Main">
          <SearchForm id="site-menu-search-q" className="site-menu__search" name={SearchTexts.siteSearch} />
          <MenuLinks path={path} className="site-menu__list" />
          <AppointmentButton className="site-menu__cta" />
        </nav>
      </details>
    </div>
  );
}
