import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [
  { title: 'Atrium Knowledge Network' },
  {
    name: 'description',
    content: 'Atrium connects people, initiatives and knowledge: read, listen and take part in the network.',
  },
  { property: 'og:title', content: 'Atrium Knowledge Network' },
  { property: 'og:type', content: 'website' },
];

export default function Home() {
  return (
    <>
      <section className="hero">
        <div className="site-container hero__inner">
          <p className="hero__kicker">Knowledge network</p>
          <h1 className="hero__title">Where people, ideas and initiatives meet.</h1>
          <p className="hero__text">
            Atrium brings together practitioners, researchers and organisations to share what they learn: blogs,
            articles, podcasts and videos from across the network.
          </p>
        </div>
      </section>
      <section className="site-container pillars" aria-label="What Atrium offers">
        <article className="pillar">
          <h2>Learn</h2>
          <p>Articles, blogs, podcasts and videos from members of the network.</p>
        </article>
        <article className="pillar">
          <h2>Initiatives</h2>
          <p>Projects the network runs with its partners, and how to take part.</p>
        </article>
        <article className="pillar">
          <h2>Connect</h2>
          <p>Write to us, request an appointment or join the mailing list.</p>
        </article>
      </section>
    </>
  );
}
