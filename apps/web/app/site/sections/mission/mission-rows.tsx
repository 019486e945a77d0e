import { stripMarkup } from '@atrium/contract/text';
import { defineSection } from '~/site/sections/section';
import { ResponsiveImage } from '~/site/ui/responsive-image';
import { type Mission, readMission } from './mission-reads';
import './mission.css';

/** About Us Mission Vision Goal (requirements 3 §2): the main record, then one row per part, image and text alternating. */
export const missionRows = defineSection<Mission>({
  failure: 'missionFailed',
  load: readMission,
  isEmpty: ({ parts }) => parts.length === 0,
  View({ id, data: { main, parts } }) {
    return (
      <section id={id} className="section">
        <div className="container">
          {main?.title ? (
            <header className="fold__head fold__head--center">
              <h2 className="fold__title">{stripMarkup(main.title)}</h2>
              {main.description ? (
                <div className="fold__intro prose" dangerouslySetInnerHTML={{ __html: main.description }} />
              ) : null}
            </header>
          ) : null}
          <div className="mvg-rows">
            {parts.map((part) => (
              <article key={part.id} className="mvg-row">
                <ResponsiveImage
                  className="mvg-row__image"
                  src={part.mvgImage}
                  alt=""
                  ratio="3/2"
                  sizes="(min-width: 900px) 540px, 100vw"
                />
                <div className="mvg-row__text">
                  <h3 className="mvg-panel__title">{part.title}</h3>
                  <div className="prose mvg-panel__text" dangerouslySetInnerHTML={{ __html: part.description }} />
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>
    );
  },
});
