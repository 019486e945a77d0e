import { FaqMessages, type Faq, type FaqMain } from '@atrium/contract/faqs';
import { proseHtml } from '~/site/sections/rich-text';
import { PageBanner } from '~/site/ui/page-banner';
import '~/site/pages/faq.css';

export type FaqPageData = {
  main: FaqMain | null;
  /** null when the FAQs could not be read. */
  faqs: Faq[] | null;
};

/** What the banner says when no main FAQ record is published. */
export const FAQ_DEFAULTS = {
  title: 'Frequently asked questions',
  description: 'Short answers to the questions we hear most often.',
};

/**
 * The FAQ page (requirements 3 §2): the banner (image, title, description, subtitle, a Contact us link)
 * and the accordion, the first question open; each question is a <details>, so it works
 * without JavaScript.
 */
export function FaqPage({ main, faqs }: FaqPageData) {
  return (
    <>
      <PageBanner
        eyebrow="FAQs"
        title={main?.title || FAQ_DEFAULTS.title}
        subtitle={main?.subtitle}
        description={main?.description || FAQ_DEFAULTS.description}
        image={main ? main.FaqImage : undefined}
      >
        <a className="button button--gold" href="/contact-us">
          Contact us
        </a>
      </PageBanner>
      <section className="section faq" aria-labelledby="faq-heading">
        <div className="container faq__inner">
          <h2 id="faq-heading" className="visually-hidden">
            Questions and answers
          </h2>
          {faqs === null ? (
            <p className="faq__message" role="alert">
              {FaqMessages.publicLoadFailed}
            </p>
          ) : faqs.length === 0 ? (
            <p className="faq__message">{FaqMessages.publicEmpty}</p>
          ) : (
            <div className="faq__list">
              {faqs.map((faq, index) => (
                <details key={faq.id} className="faq__item" open={index === 0}>
                  <summary className="faq__question">
                    <span>{faq.title}</span>
                    <span className="faq__marker" aria-hidden="true" />
                  </summary>
                  <div className="faq__answer prose" dangerouslySetInnerHTML={{ __html: proseHtml(faq.Description) }} />
                </details>
              ))}
            </div>
          )}
        </div>
      </section>
    </>
  );
}
