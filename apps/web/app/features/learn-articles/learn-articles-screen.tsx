import { ResourceListPage } from '~/admin-kit/resource-list-page';
import { learnArticlesDefinition } from './learn-articles-definition';

/** Requirements 2 §2: the articles, with the whole list convention. */
export default function LearnArticlesScreen() {
  return <ResourceListPage definition={learnArticlesDefinition} />;
}
