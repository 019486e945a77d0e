import { ResourceListPage } from '~/admin-kit/resource-list-page';
import { industriesDefinition } from './industries-definition';

/** Requirements 2 §2: the industries, with the whole list convention. */
export default function IndustriesScreen() {
  return <ResourceListPage definition={industriesDefinition} />;
}
