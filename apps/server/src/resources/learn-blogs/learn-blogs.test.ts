import { describeResourceContract } from '../../testing/resource-contract.suite.ts';
import { buildLearnItem } from '../../testing/learn-fixtures.ts';
import { describeImagePart } from '../../testing/learn-media.suite.ts';
import { learnBlogs } from './learn-blogs.resource.ts';

describeResourceContract({
  resource: learnBlogs,
  build: (text) => buildLearnItem('blog', { title: text }),
  buildUpdate: (text) => ({ title: text }),
});

// The rules every learn type shares run in features/learn/learn-item.test.ts.
describeImagePart('blog');
