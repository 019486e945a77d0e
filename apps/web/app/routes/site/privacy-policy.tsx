import { LegalPage } from '~/site/pages/legal/legal-page';
import { privacyPolicy } from '~/site/pages/legal/privacy-policy';
import { legalMeta } from '~/site/pages/legal/legal-meta';
import { siteSettingsOf, useSiteSettings } from '~/site/site-settings';
import type { Route } from './+types/privacy-policy';

export const meta: Route.MetaFunction = ({ matches }) =>
  legalMeta(privacyPolicy(siteSettingsOf(matches)), '/privacy-policy', matches);

export default function Page() {
  return <LegalPage document={privacyPolicy(useSiteSettings())} />;
}
