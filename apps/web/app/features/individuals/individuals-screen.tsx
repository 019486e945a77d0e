import { ResourceListPage } from '~/admin-kit/resource-list-page';
import { individualsDefinition } from './individuals-definition';

/** Spec 2 §2: founders, advisory board members and testimonials, with the whole list convention. */
export default function IndividualsScreen() {
  return <ResourceListPage definition={individualsDefinition} />;
}
