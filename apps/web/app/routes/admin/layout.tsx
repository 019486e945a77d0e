import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '~/styles/admin.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { SessionDialog } from '~/admin-kit/session-dialog';
import { StepUpDialog } from '~/admin-kit/step-up-dialog';
import { getQueryClient } from '~/lib/query-client';
import { adminCssVariables, adminTheme } from '~/lib/theme';
import { AdminTitle } from '~/admin/admin-title';

/**
 * The back office's frame (decision 073): Mantine, the query client and the dialogs every screen
 * shares. Its icon, title and robots meta are in admin/index.html.
 */
export default function AdminLayout() {
  return (
    <MantineProvider theme={adminTheme} cssVariablesResolver={adminCssVariables} forceColorScheme="light">
      <QueryClientProvider client={getQueryClient()}>
        <ModalsProvider>
          <Notifications position="top-right" limit={4} zIndex={1000} />
          <SessionDialog />
          <StepUpDialog />
          <AdminTitle />
          <Outlet />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
