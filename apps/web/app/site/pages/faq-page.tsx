import type { Faq, FaqMain } from '@atrium/contract/faqs';
import { fallbackLang, useSiteLanguage } from '~/site/language';
import { proseHtml } from '~/site/sections/rich-text';
import { PageBanner } from '~/site/ui/page-banner';
import '~/site/pages/faq.css';

/** A record as the page reads it: in the page's language, naming the texts it lacks (decision 081). */
type Translated = { untranslated?: string[] };

export type FaqPageData = {
  main: (FaqMain & Translated) | null;
  /** null when the FAQs could not be read. */
  faqs: Array<Faq & Translated> | null;
};

/**
 * The FAQ page (requirements 3 §2): the banner (image, title, description, subtitle, a Contact us link)
 * and the accordion, the first question open; each question is a <details>, so it works
 * without JavaScript.
 */
export function FaqPage({ main, faqs }: FaqPageData) {
  const language = useSiteLanguage();
  const words = language.texts.faqPage;
  const fallback = (record: Translated | null, field: string) => fallbackLang(language, record, field);
  return (
    <>
      <PageBanner
        eyebrow={words.eyebrow}
        title={main?.title || words.title}
        subtitle={main?.subtitle}
        description={main?.description || words.description}
        image={main ? main.FaqImage : undefined}
        langs={{
          title: main?.title ? fallback(main, 'title') : undefined,
          subtitle: fallback(main, 'subtitle'),
          description: main?.description ? fallback(main, 'description') : undefined,
        }}
      >
        <a className="button button--gold" href="/contact-us">
          {words.contact}
        </a>
      </PageBanner>
      <section className="section faq" aria-labelledby="faq-heading">
        <div className="container faq__inner">
          <h2 id="faq-heading" className="visually-hidden">
            {words.questions}
          </h2>
          {faqs === null ? (
            <p className="faq__message" role="alert">
              {words.loadFailed}
            </p>
          ) : faqs.length === 0 ? (
            <p className="faq__message">{words.empty}</p>
          ) : (
            <div className="faq__list">
              {faqs.map((faq, index) => (
                <details key={faq.id} className="faq__item" open={index === 0}>
                  <summary className="faq__question">
                    <span lang={fallback(faq, 'title')}>{faq.title}</span>
                    <span className="faq__marker" aria-hidden="true" />
                  </summary>
                  <div
                    className="faq__answer prose"
                    lang={fallback(faq, 'Description')}
                    dangerouslySetInnerHTML={{ __html: proseHtml(faq.Description, language.texts.frame.table) }}
                  />
                </details>
              ))}
            </div>
          )}
        </div>
      </section>
    </>
  );
}
