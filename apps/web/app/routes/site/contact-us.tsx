import type { ContactDetails } from '@atrium/contract/submissions';
import { siteApi } from '~/lib/site-api';
import { CONTACT_DEFAULTS, ContactPage } from '~/site/pages/contact-page';
import { seoMeta, siteOrigin, siteTitle } from '~/site/seo/meta';
import type { Route } from './+types/contact-us';

export async function loader({ context }: Route.LoaderArgs) {
  const { body } = await siteApi(context)<ContactDetails[]>('/contact-us-details/');
  // No details saved yet (or a failed read): the page still offers the ways it can.
  return { details: body.success ? (body.data[0] ?? null) : null };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({
    origin: siteOrigin(matches),
    path: '/contact-us',
    title: siteTitle('Contact Us'),
    description: loaderData?.details?.description || CONTACT_DEFAULTS.description,
    image: loaderData?.details?.backgroundImage,
  });

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  return <ContactPage details={loaderData.details} />;
}
