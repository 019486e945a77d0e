import type { Article, Podcast } from '@atrium/contract/learn';
import { learnItemPath } from '@atrium/contract/pages';
import { stripMarkup } from '@atrium/contract/text';
import { imageVariantUrl } from '~/lib/media';
import { AuthorBlock } from '~/site/learn/author-block';
import { LearnMedia, learnMediaSource } from '~/site/learn/learn-media';
import { PodcastAudio, PodcastTranscript } from '~/site/learn/podcast-audio';
import { itemLength, learnCrumbs } from '~/site/pages/learn-detail/learn-detail-meta';
import type { LearnDetailData } from '~/site/pages/learn-detail/learn-detail-data';
import { RelatedItems } from '~/site/pages/learn-detail/related-items';
import { proseHtml } from '~/site/sections/rich-text';
import { Breadcrumbs } from '~/site/ui/breadcrumbs';
import { ShareLinks } from '~/site/ui/share-links';
import { TypeTag } from '~/site/ui/type-tag';
import { altLang, altOf, useMediaAlts } from '~/site/ui/media-alts';
import { fallbackLang, pathInLanguage, useSiteLanguage } from '~/site/language';
import '~/site/pages/learn-detail/learn-detail.css';

/**
 * A blog, article, video or podcast page (requirements 3 §2): breadcrumbs, title, subtitle, the media
 * with its type tag, the author and date, share links, the sanitized body (then a podcast's transcript)
 * and the related items.
 */
export function LearnDetailPage({ data, url }: { data: LearnDetailData; url: string }) {
  const language = useSiteLanguage();
  const { site: SiteTexts, sections: SectionTexts, menu } = language.texts;
  const { type, item, related, icon } = data;
  // A text the page's language lacks is the default language's, and says so (decision 090).
  const lang = (field: string) => fallbackLang(language, item, field);
  const alts = useMediaAlts();
  // The address shared is the page's in its language.
  const path = learnItemPath(type, item.slug);
  const shared = url.endsWith(path) ? url.slice(0, -path.length) + pathInLanguage(path, language) : url;
  const title = stripMarkup(item.title);
  const logo = type === 'article' ? (item as Article).articleLogo : null;
  const isMedia = type === 'video' || type === 'podcast';
  const source = learnMediaSource(type, item as never);
  // The tag sits on a picture; above the title when the media is a player (its own controls on top).
  const hasPlayer = Boolean(source.videoUrl || source.videoFile);
  // A podcast with audio and no video shows its audio player alone: never an empty video box (decision 040).
  const podcast = type === 'podcast' ? (item as Podcast) : null;
  const audioOnly = Boolean(podcast?.podCastAudioFile) && !hasPlayer;
  const tag = <TypeTag className="learn-detail__tag" type={type} icon={icon} />;
  return (
    <article className="learn-detail">
      <header className="learn-detail__header container">
        <Breadcrumbs items={learnCrumbs(type, item, menu)} />
        {(hasPlayer || audioOnly) && <div className="learn-detail__eyebrow">{tag}</div>}
        <h1 className="learn-detail__title" lang={lang('title')}>
          {title}
        </h1>
        {item.subtitle && (
          <p className="learn-detail__subtitle" lang={lang('subtitle')}>
            {item.subtitle}
          </p>
        )}
        <div className="learn-detail__byline">
          <AuthorBlock
            name={item.authorName}
            image={item.authorImage}
            date={item.created_at}
            length={type === 'video' ? itemLength(data) : null}
          />
          {logo && (
            <figure className="learn-detail__logo">
              <figcaption>{SiteTexts.partnerInitiative}</figcaption>
              {/* The logo's written alt (the partner's name) where there is one (decisions 038, 100). */}
              <img
                src={imageVariantUrl(logo, 480)}
                alt={altOf(alts, logo, language.texts.frame.partnerLogo)}
                lang={altLang(alts, language, logo)}
                width={120}
                height={60}
              />
            </figure>
          )}
          <ShareLinks url={shared} title={title} withVideoChannel={isMedia} />
        </div>
      </header>
      <div className="container learn-detail__layout">
        <div className="learn-detail__main">
          {!audioOnly && (
            <div className="learn-detail__media">
              <LearnMedia
                source={source}
                title={title}
                sizes="(min-width: 1240px) 800px, (min-width: 1024px) 66vw, 100vw"
                priority
              />
              {!hasPlayer && <div className="learn-detail__overlay">{tag}</div>}
            </div>
          )}
          {podcast && <PodcastAudio podcast={podcast} />}
          <div
            className="learn-detail__body prose"
            lang={lang('description')}
            dangerouslySetInnerHTML={{ __html: proseHtml(item.description, language.texts.frame.table) }}
          />
          {item.cta_status === 1 && item.cta_url && (
            <p className="learn-detail__cta">
              <a className="button button--navy" href={item.cta_url}>
                {SectionTexts.findOutMore}
              </a>
            </p>
          )}
          {podcast && <PodcastTranscript podcast={podcast} />}
        </div>
        <aside className="learn-detail__aside">
          <RelatedItems type={type} items={related} />
        </aside>
      </div>
    </article>
  );
}
