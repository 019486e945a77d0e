import { pageInEachLanguage, useSiteLanguage, useSiteTexts } from '~/site/language';
import { ChevronIcon, GlobeIcon } from '~/site/ui/icons';

/**
 * Decision 090: the same page in each of the site's languages, each named in its own language and
 * marked with its tag (`lang` for the name's voice, `hreflang` for where it leads). Shown only
 * when the site has more than one language. `path` is the page in the default language's paths.
 * On wide screens a disclosure in the header (no JavaScript needed); in the phone menu, a list.
 */
export function LanguageSwitcher({ path, variant }: { path: string; variant: 'header' | 'menu' }) {
  const language = useSiteLanguage();
  const texts = useSiteTexts();
  if (!language.isMultilingual) return null;
  const entries = pageInEachLanguage(language, path);
  const current = entries.find((one) => one.code === language.locale);
  const list = (
    <ul className="language-switcher__list" role="list">
      {entries.map((one) => (
        <li key={one.code}>
          {/* hreflang before href: the page's links to itself in its language are made after the render (linksInLanguage). */}
          <a
            hrefLang={one.code}
            href={one.path}
            lang={one.code}
            dir={one.dir}
            aria-current={one.code === language.locale ? 'true' : undefined}
          >
            {one.name}
          </a>
        </li>
      ))}
    </ul>
  );
  if (variant === 'menu') {
    return (
      <nav className="language-switcher language-switcher--menu" aria-label={texts.frame.languages}>
        {list}
      </nav>
    );
  }
  return (
    <nav className="language-switcher" aria-label={texts.frame.languages}>
      <details className="language-switcher__disclosure">
        <summary className="language-switcher__toggle">
          <GlobeIcon />
          {/* The header is narrow: the tag shows, the language's name is what is read. */}
          <span className="language-switcher__code" aria-hidden="true">
            {current?.code.toUpperCase()}
          </span>
          <span className="visually-hidden" lang={current?.code}>
            {current?.name}
          </span>
          <ChevronIcon direction="down" size={16} />
        </summary>
        {list}
      </details>
    </nav>
  );
}
