import { describeResourceContract } from '../../testing/resource-contract.suite.ts';
import { buildLearnItem } from '../../testing/learn-fixtures.ts';
import { learnArticles } from './learn-articles.resource.ts';

describeResourceContract({
  resource: learnArticles,
  build: (text) => buildLearnItem('article', { title: text }),
  buildUpdate: (text) => ({ title: text }),
});
