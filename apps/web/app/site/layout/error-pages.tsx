import { useSiteTexts } from '~/site/language';

/** The 404's suggestions: their labels are the menu's, their lines the catalogue's (decision 090). */
const suggestions = ['/learn', '/initiatives', '/faqs', '/contact-us'] as const;

/** The designed 404 page (the route answers with status 404), or with `gone` the 410 of a page deleted forever. */
export function NotFoundPage({ gone = false }: { gone?: boolean }) {
  const texts = useSiteTexts();
  return (
    <section className="status-page container">
      <p className="status-page__code" aria-hidden="true">
        {gone ? 410 : 404}
      </p>
      <h1>{gone ? texts.site.goneTitle : texts.site.notFoundTitle}</h1>
      <p className="status-page__text">{gone ? texts.site.goneText : texts.site.notFoundText}</p>
      <a className="button button--navy" href="/">
        {texts.site.goHome}
      </a>
      <ul className="status-page__links" role="list">
        {suggestions.map((path) => (
          <li key={path}>
            <a href={path}>
              <strong>{texts.menu[path]}</strong>
              <span>{texts.frame.suggestions[path]}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A page whose content could not be read (the API failed): status 503 or 500. */
export function ErrorPage() {
  const texts = useSiteTexts();
  return (
    <section className="status-page container">
      <h1>{texts.site.errorTitle}</h1>
      <p className="status-page__text">{texts.site.errorText}</p>
      <a className="button button--navy" href="/">
        {texts.site.goHome}
      </a>
    </section>
  );
}
