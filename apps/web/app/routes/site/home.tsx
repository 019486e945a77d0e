import { SiteProfile } from '@atrium/contract/site';
import type { Route } from './+types/home';

// A placeholder until the home page's folds come (site-folds).
export const meta: Route.MetaFunction = () => [
  { title: SiteProfile.name },
  { name: 'description', content: SiteProfile.description },
];

export default function Home() {
  return (
    <section className="section">
      <div className="container">
        <p className="eyebrow">Knowledge network</p>
        <h1>{SiteProfile.tagline}</h1>
        <p className="lead">{SiteProfile.description}</p>
      </div>
    </section>
  );
}
