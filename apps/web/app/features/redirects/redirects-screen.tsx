import { ExportButton } from '~/admin-kit/export-button';
import { ResourceListPage } from '~/admin-kit/resource-list-page';
import { exportAction, redirectsDefinition } from './redirects-definition';
import { ImportButton } from './redirects-import';

/** Decision 078: the redirects, with CSV import and export beside Add. */
export default function RedirectsScreen() {
  return (
    <ResourceListPage
      definition={{
        ...redirectsDefinition,
        headerActions: (
          <>
            <ImportButton />
            <ExportButton {...exportAction} />
          </>
        ),
      }}
    />
  );
}
