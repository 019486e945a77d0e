import type { FastifyInstance } from 'fastify';
import { toSearchText } from '@atrium/contract/text';
import { nowIso } from '../dialect.ts';
import { demoBanner, storeDemoImage } from './demo-images.ts';

const slides = [
  {
    page: 'home',
    title: '<p>Knowledge grows when it is <strong>shared</strong></p>',
    brief: 'We connect researchers, practitioners and communities so that good ideas travel further and faster.',
    cta: '/about-us',
  },
  {
    page: 'home',
    title: '<p>Join a network of 2,000 practitioners</p>',
    brief: 'Monthly briefings, open working groups and a library of field-tested guides, free for members.',
    cta: '/contact-us',
  },
  {
    page: 'home',
    title: '<p>Learn from the people doing the work</p>',
    brief: 'Case studies, podcasts and talks from projects in more than forty countries.',
    cta: '/learn',
  },
  {
    page: 'initiatives',
    title: '<p>Our initiatives</p>',
    brief: 'Long-term programmes that turn shared knowledge into lasting change in health, climate and education.',
    cta: null,
  },
  {
    page: 'initiatives',
    title: '<p>Open Data for Local Health</p>',
    brief: 'Helping district health teams publish, read and act on their own data.',
    cta: null,
  },
  {
    page: 'learn',
    title: '<p>The learning library</p>',
    brief: 'Blogs, articles, videos and podcasts from across the network, free to read and share.',
    cta: null,
  },
  {
    page: 'learn',
    title: '<p>New this month: climate adaptation</p>',
    brief: 'Five practitioners on what worked, what did not, and what they would do differently.',
    cta: null,
  },
  {
    page: 'about-us',
    title: '<p>Who we are</p>',
    brief: 'An independent, member-led network founded to make practical knowledge a public good.',
    cta: null,
  },
] as const;

export async function demoHeroSliders(app: FastifyInstance): Promise<void> {
  const existing = await app.db.selectFrom('hero_sliders').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  let position = 0;
  for (const [index, slide] of slides.entries()) {
    const image = await storeDemoImage(app, await demoBanner(index), `hero-${index}.jpg`);
    const now = nowIso();
    await app.db
      .insertInto('hero_sliders')
      .values({
        title: slide.title,
        brief_description: slide.brief,
        selected_page: slide.page,
        slider_type: 0,
        image,
        video_type: null,
        video_url: null,
        video_file: null,
        cta_status: slide.cta ? 1 : 0,
        cta_url: slide.cta,
        status: 1,
        position: position++,
        search_text: toSearchText(slide.title, slide.brief),
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  app.log.info({ count: slides.length }, 'demo hero sliders created');
}
