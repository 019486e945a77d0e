/** Any unknown public path: a real 404 status, shown by the site layout's error boundary. */
export function loader() {
  throw new Response('Not Found', { status: 404 });
}

export default function NotFound() {
  return null;
}
