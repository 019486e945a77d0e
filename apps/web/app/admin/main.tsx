import '~/lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { adminRoutes } from './routes';

/**
 * The back office (decision 073): a single-page app, rendered in the browser by React Router in
 * its data mode. The server answers every /admin path with this app's index.html
 * (admin/index.html), which shows a loading note until the first screen renders.
 */
const router = createBrowserRouter(adminRoutes);

createRoot(document.getElementById('admin')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
