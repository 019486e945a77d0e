import { contactDetailsEndpoints } from '@atrium/contract/endpoints/resources';
import { siteApi } from '~/lib/site-api';
import { ContactForm } from '~/site/forms/contact-form';
import { contactIndustries } from '~/site/forms/industries.server';
import { ContactPage } from '~/site/pages/contact-page';
import { englishOnly } from '~/site/language';
import { loadMediaAlts } from '~/site/ui/media-alts';
import { seoMeta, siteOrigin, siteTitle } from '~/site/seo/meta';
import { siteSettingsOf } from '~/site/site-settings';
import { definePage } from '~/site/page';

export default definePage({
  path: '/contact-us',
  async load({ context }) {
    const api = siteApi(context);
    const [{ body }, industries] = await Promise.all([api(contactDetailsEndpoints.list), contactIndustries(api)]);
    // No details saved yet (or a failed read): the page still offers the ways it can.
    const details = body.success ? (body.data[0] ?? null) : null;
    // The banner's picture is described by its alt in the library (decision 038), in the page's language.
    return { details, industries, alts: await loadMediaAlts(api, details) };
  },
  meta: ({ loaderData, matches, language = englishOnly }) =>
    seoMeta({
      origin: siteOrigin(matches),
      site: siteSettingsOf(matches),
      path: '/contact-us',
      title: siteTitle(language.texts.contactPage.metaTitle, siteSettingsOf(matches)),
      description: loaderData?.details?.description || language.texts.contactPage.description,
      image: loaderData?.details?.backgroundImage,
    }),
  View: ({ data }) => <ContactPage details={data.details} form={<ContactForm industries={data.industries} />} />,
});
