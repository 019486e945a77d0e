import { SiteTexts } from '@atrium/contract/site';

const suggestions = [
  { label: 'Learn', path: '/learn', text: 'Blogs, articles, videos and podcasts' },
  { label: 'Initiatives', path: '/initiatives', text: 'What the network works on' },
  { label: 'FAQs', path: '/faqs', text: 'Answers to common questions' },
  { label: 'Contact Us', path: '/contact-us', text: 'Write to the team' },
];

/** The designed 404 page (the route answers with status 404), or with `gone` the 410 of a page deleted forever. */
export function NotFoundPage({ gone = false }: { gone?: boolean }) {
  return (
    <section className="status-page container">
      <p className="status-page__code" aria-hidden="true">
        {gone ? 410 : 404}
      </p>
      <h1>{gone ? SiteTexts.goneTitle : SiteTexts.notFoundTitle}</h1>
      <p className="status-page__text">{gone ? SiteTexts.goneText : SiteTexts.notFoundText}</p>
      <a className="button button--navy" href="/">
        {SiteTexts.goHome}
      </a>
      <ul className="status-page__links" role="list">
        {suggestions.map((s) => (
          <li key={s.path}>
            <a href={s.path}>
              <strong>{s.label}</strong>
              <span>{s.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A page whose content could not be read (the API failed): status 503 or 500. */
export function ErrorPage() {
  return (
    <section className="status-page container">
      <h1>{SiteTexts.errorTitle}</h1>
      <p className="status-page__text">{SiteTexts.errorText}</p>
      <a className="button button--navy" href="/">
        {SiteTexts.goHome}
      </a>
    </section>
  );
}
