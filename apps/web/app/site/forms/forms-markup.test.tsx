import { ContactFormTexts, AppointmentPopupTexts } from '@atrium/contract/public-forms';
import { siteCatalogues } from '@atrium/contract/site-catalogue';
import {
  contactRules,
  formWordsFromJson,
  HONEYPOT_FIELD,
  mailingListRules,
  SubmissionMessages,
} from '@atrium/contract/submission-rules';
import { DOMParser } from 'linkedom';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SiteApi } from '~/lib/site-api';
import { AppointmentPopup } from '~/site/forms/appointment-popup';
import { ContactForm } from '~/site/forms/contact-form';
import { popupFounder } from '~/site/forms/founder.server';
import { contactIndustries } from '~/site/forms/industries.server';
import { MailingListSignup } from '~/site/forms/mailing-list-signup';
import { SiteLanguageProvider, siteLanguage } from '~/site/language';
import { englishFrenchArabic as three } from '~/testing/locales';

/** A SiteApi whose answers the test picks by path. */
function fakeApi(answers: Record<string, unknown>): SiteApi {
  return (async (endpoint: { path: string }) => {
    const path = endpoint.path;
    const answer = answers[path];
    if (answer instanceof Error) throw answer;
    if (answer === undefined) return { status: 503, body: { success: false, message: 'down' } };
    return { status: 200, body: { success: true, data: answer } };
  }) as SiteApi;
}

describe('the forms as the server renders them', () => {
  it('the contact form says when the industries could not be read (requirements 3 §8)', async () => {
    const industries = await contactIndustries(fakeApi({}));
    expect(industries).toBeNull();
    const html = renderToStaticMarkup(<ContactForm industries={industries} />);
    expect(html).toContain(ContactFormTexts.industriesFailed);
    expect(html).toContain('role="alert"');
  });

  it('the contact form offers the published industries, its hidden field out of reach', async () => {
    const industries = await contactIndustries(
      fakeApi({ '/industries/': [{ id: 4, industriesName: 'Education', status: 1 }] }),
    );
    const html = renderToStaticMarkup(<ContactForm industries={industries} />);
    expect(html).toContain('<option value="4">Education</option>');
    expect(html).not.toContain(ContactFormTexts.industriesFailed);
    expect(html).toMatch(
      new RegExp(
        `aria-hidden="true"><label[^>]*>[^<]+</label><input (?=[^>]*name="${HONEYPOT_FIELD}")(?=[^>]*tabindex="-1")`,
      ),
    );
    // Without a script the form cannot pass the spam check: its button waits for one.
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
  });

  it('the popup shows the founder, or the spec’s text when the founder cannot be read', async () => {
    const founder = {
      id: 1,
      title: 'Ada Lovelace',
      subtitle: 'Founder & CEO',
      IndividualImage: '/media/images/ada.jpg',
    };
    const found = await popupFounder(
      fakeApi({ '/categories/': [{ id: 9, name: 'Founder' }], '/individuals/': [founder] }),
    );
    expect(found.state).toBe('found');
    expect(renderToStaticMarkup(<AppointmentPopup founder={found} />)).toContain('alt="Ada Lovelace"');

    for (const api of [
      fakeApi({}),
      fakeApi({ '/categories/': [{ id: 9 }] }),
      fakeApi({ '/categories/': new Error('x') }),
    ]) {
      const failed = await popupFounder(api);
      expect(failed.state).toBe('failed');
      expect(renderToStaticMarkup(<AppointmentPopup founder={failed} />)).toContain(
        AppointmentPopupTexts.founderFailed,
      );
    }
    expect((await popupFounder(fakeApi({ '/categories/': [] }))).state).toBe('none');
  });
});

describe('the forms’ words in the page’s language (decision 095)', () => {
  const inLanguage = (locale: string, form: ReactNode) =>
    renderToStaticMarkup(<SiteLanguageProvider value={siteLanguage(locale, three)}>{form}</SiteLanguageProvider>);
  /** The words the browser code reads from a form's `data-words`, as it reads them. */
  const wordsOf = (html: string, form: string) => {
    const element = new DOMParser().parseFromString(html, 'text/html').querySelector(`form[data-form="${form}"]`);
    return formWordsFromJson(element?.getAttribute('data-words') ?? undefined);
  };

  it('gives a French form its rules’ and spam check’s messages, which its rules then speak', () => {
    const fr = siteCatalogues.fr!;
    const words = wordsOf(inLanguage('fr', <ContactForm industries={[]} />), 'contact');
    const rules = contactRules('US', words.submission);
    expect(rules.name('')).toBe(fr.submission.nameRequired);
    expect(rules.phone('555')).toBe(fr.submission.phoneTooShort);
    expect(rules.message('x'.repeat(5001))).toBe(fr.submission.tooLong(5000));
    expect(words.captcha.unavailable).toBe(fr.captcha.unavailable);
  });

  it('gives the footer’s signup only what its rule says, and its consent in the language', () => {
    const ar = siteCatalogues.ar!;
    const html = inLanguage('ar', <MailingListSignup />);
    expect(mailingListRules(wordsOf(html, 'mailing-list').submission).email('')).toBe(
      ar.submission.mailingEmailRequired,
    );
    expect(html).not.toContain(ar.submission.nameRequired);
    expect(html).toContain(ar.signup.consent);
  });

  it('adds nothing to an English page’s forms: the browser code has English', () => {
    const html = inLanguage('en', <ContactForm industries={[]} />);
    expect(html).not.toContain('data-words');
    expect(contactRules('US', wordsOf(html, 'contact').submission).name('')).toBe(SubmissionMessages.nameRequired);
  });
});
