/** The site's entry script's address in unit tests (vitest.config.ts): the build's is hashed. */
export default '/assets/site-client-test.js';
