import { Link } from 'react-router';
import type { Route } from './+types/not-found';

/** Any unknown public path: a real 404 status, rendered on the server. */
export function loader() {
  throw new Response('Not Found', { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: 'Page not found · Atrium' }];

export function ErrorBoundary() {
  return (
    <main className="site-container not-found">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/">Go to the home page</Link>
    </main>
  );
}

export default function NotFound() {
  return null;
}
