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

/**
 * A member with the full biography: portrait, name, role and bio. The advisory board's popup
 * slide and about us's list show the same, in a frame and at a size of their own.
 */
export function MemberDetails({
  person,
  sizes,
  bioClassName,
}: {
  person: Individual;
  sizes: string;
  bioClassName?: string;
}) {
  return (
    <>
      <Portrait person={person} sizes={sizes} />
      <div>
        <h3 className="member-slide__name">{person.title}</h3>
        <p className="person-card__role">{person.subtitle}</p>
        <div
          className={bioClassName ? `prose ${bioClassName}` : 'prose'}
          dangerouslySetInnerHTML={{ __html: person.description }}
        />
      </div>
    </>
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
