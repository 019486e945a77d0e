import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NewsletterWebLinks } from './newsletters-screen';

const render = (locales?: string[]) =>
  renderToStaticMarkup(
    <MantineProvider>
      <NewsletterWebLinks webUrl="/newsletters/spring-news" locales={locales} />
    </MantineProvider>,
  );

/** Decision 097: a sent newsletter's web page in each language it is written in, from its editor. */
describe('the newsletter’s View in browser links', () => {
  it('opens its page in each other language it is written in, under that language’s prefix', () => {
    const html = render(['en', 'fr', 'ar']);
    expect(html).toContain('href="/newsletters/spring-news"');
    expect(html).toContain('href="/fr/newsletters/spring-news"');
    expect(html).toContain('View in browser (French)');
    expect(html).toContain('href="/ar/newsletters/spring-news"');
    expect(html).toContain('View in browser (Arabic)');
  });

  it('is the one link it was on a site in one language, or for a newsletter written in it alone', () => {
    for (const locales of [undefined, ['en']]) {
      const html = render(locales);
      expect(html.match(/<a /g)).toHaveLength(1);
      expect(html).toContain('View in browser');
    }
  });
});
