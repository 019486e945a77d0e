import { ResourceListPage } from '~/admin-kit/resource-list-page';
import { redirectsDefinition } from './redirects-definition';

/** The Redirects screen, with the whole list convention. */
export default function RedirectsScreen() {
  return <ResourceListPage definition={redirectsDefinition} />;
}
