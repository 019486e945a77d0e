import type { ReactNode } from 'react';
import type { ContactDetails } from '@atrium/contract/submissions';
import { phoneHref, shownPhone } from '@atrium/contract/submissions';
import mapImage from '~/assets/contact-map.svg';
import { MailIcon, PhoneIcon, PinIcon } from '~/site/ui/icons';
import { PageBanner } from '~/site/ui/page-banner';
import { useSiteSettings } from '~/site/site-settings';
import '~/site/pages/contact.css';

/** What the page says while no contact details are saved (the admin's form creates them). */
export const CONTACT_DEFAULTS = {
  title: 'Contact us',
  description: 'Questions, ideas or a partnership in mind? We would be glad to hear from you.',
};

/** A map search for the address: the picture on the page is drawn, the link finds the place. */
function mapSearchUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/**
 * The contact page (requirements 3 §2): the banner with the details' title, description and background
 * image, the contact details block (company, email, the phone in the site country's national format, decision 084; address) and a map, beside the
 * contact form and its thank-you modal (`form`, decision 020).
 */
export function ContactPage({ details, form }: { details: ContactDetails | null; form?: ReactNode }) {
  const { defaultCountry } = useSiteSettings();
  return (
    <>
      <PageBanner
        eyebrow="Contact Us"
        title={details?.title || CONTACT_DEFAULTS.title}
        description={details?.description || CONTACT_DEFAULTS.description}
        image={details ? details.backgroundImage : undefined}
      />
      <section className="section contact" aria-label="How to reach us">
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
                    <span className="contact__label">Email</span>
                    <a href={`mailto:${details.email}`}>{details.email}</a>
                  </div>
                </li>
                <li>
                  <span className="contact__icon">
                    <PhoneIcon />
                  </span>
                  <div>
                    <span className="contact__label">Phone</span>
                    <a href={phoneHref(details.phone)}>{shownPhone(details.phone, defaultCountry)}</a>
                  </div>
                </li>
                <li>
                  <span className="contact__icon">
                    <PinIcon />
                  </span>
                  <div>
                    <span className="contact__label">Address</span>
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
                  Find us on OpenStreetMap
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                'Our office'
              )}
            </figcaption>
          </figure>
        </div>
      </section>
    </>
  );
}
