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
import type { Route } from './+types/layout';

/**
 * The back office renders in the browser: with a clientLoader and a HydrateFallback the server
 * sends only the fallback, and Mantine, the query client and every admin screen stay out of the
 * public pages' bundles.
 */
export async function clientLoader() {
  return null;
}

/** The back office's icon; the public pages name theirs from the site settings (decision 048). */
export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export const meta: Route.MetaFunction = () => [
  { title: 'Atrium back office' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export function HydrateFallback() {
  return (
    <div
      role="status"
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        background: '#f4f6f9',
        color: '#475467',
        font: '500 15px/1.4 system-ui, sans-serif',
      }}
    >
      <span>Loading the back office…</span>
      <noscript>The back office needs JavaScript. Please enable it and reload the page.</noscript>
    </div>
  );
}

export default function AdminLayout() {
  return (
    <MantineProvider theme={adminTheme} cssVariablesResolver={adminCssVariables} forceColorScheme="light">
      <QueryClientProvider client={getQueryClient()}>
        <ModalsProvider>
          <Notifications position="top-right" limit={4} zIndex={1000} />
          <SessionDialog />
          <StepUpDialog />
          <Outlet />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
