import { ResourceListPage } from '~/admin-kit/resource-list-page';
import { individualDefinition } from '~/features/individuals/individual-definition';

export function meta() {
  return [{ title: 'Individuals · Atrium back office' }];
}

export default function IndividualsScreen() {
  return <ResourceListPage definition={individualDefinition} />;
}
