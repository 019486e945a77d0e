import type { ReactNode } from 'react';
import type { ContactDetails } from '@atrium/contract/submissions';
import { phoneHref, shownPhone } from '@atrium/contract/submissions';
import mapImage from '~/assets/contact-map.svg';
import { MailIcon, PhoneIcon, PinIcon } from '~/site/ui/icons';
import { PageBanner } from '~/site/ui/page-banner';
import { fallbackLang, useSiteLanguage } from '~/site/language';
import { useSiteSettings } from '~/site/site-settings';
import '~/site/pages/contact.css';

/** A map search for the address: the picture on the page is drawn, the link finds the place. */
function mapSearchUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/**
 * The contact page (requirements 3 §2): the banner with the details' title, description and background
 * image, the contact details block (company, email, the phone in the site country's national format, decision 084; address) and a map, beside the
 * contact form and its thank-you modal (`form`, decision 020).
 */
export function ContactPage({
  details,
  form,
}: {
  /** In the page's language, naming the texts it lacks (decision 081). */
  details: (ContactDetails & { untranslated?: string[] }) | null;
  form?: ReactNode;
}) {
  const { defaultCountry } = useSiteSettings();
  const language = useSiteLanguage();
  const { contactPage: words, frame } = language.texts;
  return (
    <>
      <PageBanner
        eyebrow={words.eyebrow}
        title={details?.title || words.title}
        description={details?.description || words.description}
        image={details ? details.backgroundImage : undefined}
        langs={{
          title: details?.title ? fallbackLang(language, details, 'title') : undefined,
          description: details?.description ? fallbackLang(language, details, 'description') : undefined,
        }}
      />
      <section className="section contact" aria-label={words.reach}>
        <div className="container contact__grid">
          <div className="contact__form" id="contact-form">
            {form}
          </div>
          {details && (
            <div className="contact__details">
              <h2 className="contact__heading">{details.company}</h2>
              <ul className="contact__list" role="list">
                <li>
                  <span className="contact__icon">
                    <MailIcon />
                  </span>
                  <div>
                    <span className="contact__label">{words.email}</span>
                    <a href={`mailto:${details.email}`}>{details.email}</a>
                  </div>
                </li>
                <li>
                  <span className="contact__icon">
                    <PhoneIcon />
                  </span>
                  <div>
                    <span className="contact__label">{words.phone}</span>
                    <a href={phoneHref(details.phone)}>{shownPhone(details.phone, defaultCountry)}</a>
                  </div>
                </li>
                <li>
                  <span className="contact__icon">
                    <PinIcon />
                  </span>
                  <div>
                    <span className="contact__label">{words.address}</span>
                    <address>{details.address}</address>
                  </div>
                </li>
              </ul>
            </div>
          )}
          <figure className="contact__map">
            <img src={mapImage} alt="" width={800} height={500} loading="lazy" decoding="async" />
            <figcaption>
              {details ? (
                <a href={mapSearchUrl(details.address)} target="_blank" rel="noopener noreferrer">
                  {words.findUs}
                  <span className="visually-hidden">{` ${frame.opensInNewTab}`}</span>
                </a>
              ) : (
                words.office
              )}
            </figcaption>
          </figure>
        </div>
      </section>
    </>
  );
}
