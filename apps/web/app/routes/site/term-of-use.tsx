import { LegalPage } from '~/site/pages/legal/legal-page';
import { termsOfUse } from '~/site/pages/legal/terms-of-use';
import { legalMeta } from '~/site/pages/legal/legal-meta';
import { definePage } from '~/site/page';

export default definePage({
  path: '/term-of-use',
  meta: ({ matches, language }) => legalMeta(termsOfUse, matches, language),
  View: () => <LegalPage document={termsOfUse} />,
});
