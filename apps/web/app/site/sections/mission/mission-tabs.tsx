import { stripMarkup } from '@atrium/contract/text';
import { defineSection } from '~/site/sections/section';
import { CachedHtml, useFrozenKey } from '~/site/ui/cached-html';
import { ResponsiveImage } from '~/site/ui/responsive-image';
import { type Mission, readMission } from './mission-reads';
import './mission.css';

/**
 * Mission, vision and goal as tabs (requirements 3 §2). The tabs are radio buttons styled as tabs: one
 * is always chosen, the arrow keys move between them, and CSS shows the chosen panel, with or
 * without a script, and without the page moving when one loads.
 */
export const missionTabs = defineSection<Mission>({
  failure: 'missionFailed',
  load: readMission,
  isEmpty: ({ parts }) => parts.length === 0,
  View({ id, data: { main, parts } }) {
    const title = main?.title ? stripMarkup(main.title) : parts.map((p) => p.title).join(', ');
    return (
      <section id={id} className="section">
        <div className="container">
          <header className="fold__head fold__head--center">
            <h2 className="fold__title" id={`${id}-title`}>
              {title}
            </h2>
            {main?.description ? (
              <div className="fold__intro prose" dangerouslySetInnerHTML={{ __html: main.description }} />
            ) : null}
          </header>
          <div className="mvg-tabs">
            <div className="mvg-tabs__list" role="radiogroup" aria-labelledby={`${id}-title`}>
              {parts.map((part, i) => (
                <label key={part.id} className="mvg-tabs__tab">
                  <input
                    type="radio"
                    className="visually-hidden"
                    name={`${id}-part`}
                    value={i}
                    defaultChecked={i === 0}
                    aria-controls={`${id}-panel-${i}`}
                  />
                  {part.title}
                </label>
              ))}
            </div>
            {parts.map((part, i) => (
              <MissionPanel key={part.id} id={`${id}-panel-${i}`} part={part} />
            ))}
          </div>
        </div>
      </section>
    );
  },
});

/** A part's panel: its HTML kept per part answer (decision 063). */
function MissionPanel({ id, part }: { id: string; part: Mission['parts'][number] }) {
  const key = useFrozenKey(part);
  return (
    <CachedHtml tag="div" id={id} className="mvg-panel" cacheKey={key}>
      <ResponsiveImage
        className="mvg-panel__image"
        src={part.mvgImage}
        alt=""
        ratio="3/2"
        sizes="(min-width: 900px) 480px, 100vw"
      />
      <div>
        <h3 className="mvg-panel__title">{part.title}</h3>
        <div className="prose mvg-panel__text" dangerouslySetInnerHTML={{ __html: part.description }} />
      </div>
    </CachedHtml>
  );
}
