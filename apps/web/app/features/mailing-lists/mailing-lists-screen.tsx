import { ExportButton } from '~/admin-kit/export-button';
import { ResourceListPage } from '~/admin-kit/resource-list-page';
import { mailingListDefinition, mailingListExport } from './mailing-lists-definition';

/** Requirements 3 §2: the mailing list, with a CSV export of the subscribed addresses. */
export default function MailingListsScreen() {
  return (
    <ResourceListPage
      definition={{ ...mailingListDefinition, headerActions: <ExportButton {...mailingListExport} /> }}
    />
  );
}
