import { type SiteLink, SiteMenu } from '@atrium/contract/site';
import { LanguageSwitcher } from '~/site/layout/language-switcher';
import { SiteLogo } from '~/site/layout/site-logo';
import { useSiteLanguage, useSiteTexts } from '~/site/language';
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
  const labels = useSiteTexts().menu;
  return (
    <ul className={className} role="list">
      {SiteMenu.map((link) => (
        <li key={link.path}>
          <a href={link.path} aria-current={currentMark(link, path)}>
            {labels[link.path]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Opens the appointment popup (its island, decision 020); without JavaScript it leads to the contact page. */
function AppointmentButton({ className = '' }: { className?: string }) {
  const texts = useSiteTexts();
  return (
    <a className={`button button--gold ${className}`} href="/contact-us" data-island="appointment-popup">
      {texts.site.requestAppointment}
    </a>
  );
}

/**
 * The header (requirements 3 §2): the logo, the menu with the current page marked, the site search's
 * form (decision 049), the language switcher when the site has several (decision 090) and the
 * appointment button. Wide screens show the menu inline; phones get a details/summary disclosure that opens
 * without JavaScript, which the site-menu island makes close on Escape, outside clicks and links.
 */
export function SiteHeader({ path }: { path: string }) {
  const site = useSiteSettings();
  const { isMultilingual } = useSiteLanguage();
  // Decision 056: the same HTML on every page with the same settings and current menu entry (and,
  // with a switcher, the same page: its links lead to this page in each language).
  const marks = SiteMenu.map((link) => currentMark(link, path) ?? '').join(',');
  const cacheKey = `${settingsKey(site)}\n${marks}${isMultilingual ? `\n${path}` : ''}`;
  return (
    <CachedHtml
      tag="header"
      className={isMultilingual ? 'site-header site-header--languages' : 'site-header'}
      cacheKey={cacheKey}
    >
      <SiteHeaderContent path={path} />
    </CachedHtml>
  );
}

/** The header's content: its elements made only when its HTML is (decision 093). */
function SiteHeaderContent({ path }: { path: string }) {
  const { shortName } = useSiteSettings();
  const texts = useSiteTexts();
  return (
    <div className="container site-header__inner">
      <a className="site-brand" href="/" aria-label={texts.frame.home(shortName)}>
        <SiteLogo />
        <span className="site-brand__name">{shortName}</span>
      </a>
      <nav className="site-nav" aria-label={texts.frame.mainNavigation}>
        <MenuLinks path={path} className="site-nav__list" />
      </nav>
      <SearchForm id="site-search-q" className="site-header__search" name={texts.search.siteSearch} />
      <a className="site-header__search-link" href="/search" title={texts.search.label}>
        <SearchIcon />
        <span className="visually-hidden">{texts.search.label}</span>
      </a>
      <LanguageSwitcher path={path} variant="header" />
      <AppointmentButton className="site-header__cta" />
      <details className="site-menu" data-island="site-menu">
        <summary className="site-menu__toggle">
          <span className="site-menu__open">
            <MenuIcon />
          </span>
          <span className="site-menu__close">
            <CloseIcon />
          </span>
          <span className="visually-hidden">{texts.site.menu}</span>
        </summary>
        <nav className="site-menu__panel" aria-label={texts.frame.mainNavigation}>
          <SearchForm id="site-menu-search-q" className="site-menu__search" name={texts.search.siteSearch} />
          <MenuLinks path={path} className="site-menu__list" />
          <LanguageSwitcher path={path} variant="menu" />
          <AppointmentButton className="site-menu__cta" />
        </nav>
      </details>
    </div>
  );
}
