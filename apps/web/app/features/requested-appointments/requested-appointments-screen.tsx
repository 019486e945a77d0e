import { ExportButton } from '~/admin-kit/export-button';
import { ResourceListPage } from '~/admin-kit/resource-list-page';
import { useMarkRead } from '~/admin-kit/use-mark-read';
import { appointmentsDefinition, appointmentsExport } from './requested-appointments-definition';

/** Requirements 3 §2: the requested appointments inbox, with new/read state and a CSV export. */
export default function RequestedAppointmentsScreen() {
  const markRead = useMarkRead('requestedappointments');
  return (
    <ResourceListPage
      definition={{
        ...appointmentsDefinition,
        onView: markRead,
        headerActions: <ExportButton {...appointmentsExport} />,
      }}
    />
  );
}
