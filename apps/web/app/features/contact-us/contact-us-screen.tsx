import { AdminNavLabels } from '@atrium/contract/messages';
import { Stack } from '@mantine/core';
import { ExportButton } from '~/admin-kit/export-button';
import { ResourceListPage } from '~/admin-kit/resource-list-page';
import { SingleRecordCard } from '~/admin-kit/single-record';
import { useMarkRead } from '~/admin-kit/use-mark-read';
import { PageHeader } from '~/components/page-header';
import { useRole } from '~/lib/session';
import { contactDetailsDefinition } from './contact-details-definition';
import { contactMessagesDefinition, contactMessagesExport } from './contact-us-definition';

/**
 * Requirements 3 §2: the contact details form on top, the received messages below; an editor sees the
 * details only (the inbox is the administrators', decision 035).
 */
export default function ContactUsScreen() {
  const markRead = useMarkRead('contact-us');
  const isAdministrator = useRole() === 'administrator';
  return (
    <>
      <PageHeader
        title={AdminNavLabels.contactUs}
        description={
          isAdministrator
            ? "The public contact page's details, then the messages visitors sent."
            : "The public contact page's details."
        }
      />
      <Stack gap="xl">
        <SingleRecordCard definition={contactDetailsDefinition} />
        {isAdministrator && (
          <ResourceListPage
            definition={{
              ...contactMessagesDefinition,
              onView: markRead,
              headerActions: <ExportButton {...contactMessagesExport} />,
            }}
            headingOrder={2}
          />
        )}
      </Stack>
    </>
  );
}
