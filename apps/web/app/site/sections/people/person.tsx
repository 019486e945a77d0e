import type { Individual } from '@atrium/contract/individuals';
import { ResponsiveImage } from '~/site/ui/responsive-image';

/** A person's square portrait (object-fit keeps any upload square). */
export function Portrait({ person, sizes, className = '' }: { person: Individual; sizes: string; className?: string }) {
  return (
    <span className={`portrait ${className}`.trim()}>
      <ResponsiveImage src={person.IndividualImage} alt="" ratio="1/1" sizes={sizes} />
    </span>
  );
}

/** A people section's heading: its category's name and description. */
export function PeopleHead({ id, title, intro }: { id: string; title: string; intro?: string | null }) {
  return (
    <header className="fold__head fold__head--center">
      <h2 className="fold__title" id={id}>
        {title}
      </h2>
      {intro ? <p className="fold__intro">{intro}</p> : null}
    </header>
  );
}
