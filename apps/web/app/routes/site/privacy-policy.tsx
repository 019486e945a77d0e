import { LegalPage } from '~/site/pages/legal/legal-page';
import { privacyPolicy } from '~/site/pages/legal/privacy-policy';
import { legalMeta } from '~/site/pages/legal/legal-meta';
import { definePage } from '~/site/page';

export default definePage({
  path: '/privacy-policy',
  meta: ({ matches, language }) => legalMeta(privacyPolicy, matches, language),
  View: () => <LegalPage document={privacyPolicy} />,
});
