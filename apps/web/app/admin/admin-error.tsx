import { isRouteErrorResponse, useRouteError } from 'react-router';

/** A back-office failure no screen handled: what went wrong, and the way home. */
export function AdminError() {
  const error = useRouteError();
  let title = 'Something went wrong';
  let detail = 'An unexpected error occurred. Please try again.';
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? 'Page not found' : `${error.status} ${error.statusText}`;
    detail = error.status === 404 ? 'The page you are looking for does not exist.' : detail;
  } else if (import.meta.env.DEV && error instanceof Error) {
    detail = error.message;
  }
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 560, margin: '15vh auto', padding: '0 24px' }}>
      <h1 style={{ fontSize: 28, margin: '0 0 8px' }}>{title}</h1>
      <p style={{ color: '#475467', margin: '0 0 24px' }}>{detail}</p>
      <a href="/" style={{ color: '#1f4e79', fontWeight: 600 }}>
        Go to the home page
      </a>
    </main>
  );
}
