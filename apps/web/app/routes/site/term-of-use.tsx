import { LegalPage } from '~/site/pages/legal/legal-page';
import { termsOfUse } from '~/site/pages/legal/terms-of-use';
import { legalMeta } from '~/site/pages/legal/legal-meta';
import type { Route } from './+types/term-of-use';

export const meta: Route.MetaFunction = ({ matches }) => legalMeta(termsOfUse, '/term-of-use', matches);

export default function Page() {
  return <LegalPage document={termsOfUse} />;
}
