import { ResourceListPage } from '~/admin-kit/resource-list-page';
import { learnBlogsDefinition } from './learn-blogs-definition';

/** Requirements 2 §2: the blogs, with the whole list convention. */
export default function LearnBlogsScreen() {
  return <ResourceListPage definition={learnBlogsDefinition} />;
}
