import { LegalPage } from '~/site/pages/legal/legal-page';
import { privacyPolicy } from '~/site/pages/legal/privacy-policy';
import { legalMeta } from '~/site/pages/legal/legal-meta';
import type { Route } from './+types/privacy-policy';

export const meta: Route.MetaFunction = ({ matches }) => legalMeta(privacyPolicy, '/privacy-policy', matches);

export default function Page() {
  return <LegalPage document={privacyPolicy} />;
}
