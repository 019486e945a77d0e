import { describeResourceContract } from '../../testing/resource-contract.suite.ts';
import { buildLearnItem } from '../../testing/learn-fixtures.ts';
import { learnBlogs } from './learn-blogs.resource.ts';

describeResourceContract({
  resource: learnBlogs,
  build: (text) => buildLearnItem('blog', { title: text }),
  buildUpdate: (text) => ({ title: text }),
});
