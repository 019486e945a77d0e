import { ResourceListPage } from '~/admin-kit/resource-list-page';
import { individualsDefinition } from './individuals-definition';

/** Requirements 2 §2: founders, advisory board members and testimonials, with the whole list convention. */
export default function IndividualsScreen() {
  return <ResourceListPage definition={individualsDefinition} />;
}
