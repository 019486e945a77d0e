import { videoHostName } from '@atrium/contract/video';
import { ResponsiveImage } from '~/site/ui/responsive-image';
import { useSiteTexts } from '~/site/language';
import '~/site/ui/video-facade.css';

type Props = {
  /** The player's address (YouTube's privacy-enhanced host or Vimeo's player), framed only on play. */
  player: string;
  /** The video's own page at its host: where the facade leads without a script. */
  link: string;
  title: string;
  /** A stored poster (decision 041); without one the facade is the site's dark tile. */
  poster?: string | null;
  sizes: string;
  /** The page's main media: its poster loads at once. */
  priority?: boolean;
};

/**
 * A video from YouTube or Vimeo as its poster with a play mark (decision 080): nothing is asked of
 * the host until the visitor presses play, when the player island frames the player and starts it.
 * Rendered as a link to the video's page at its host, so a page without a script still plays it;
 * the island makes it the button it is. The host's name is part of the control's name: pressing
 * it is what contacts that host.
 */
export function VideoFacade({ player, link, title, poster, sizes, priority = false }: Props) {
  const { site: SiteTexts } = useSiteTexts();
  const host = videoHostName(player) ?? new URL(player).hostname;
  return (
    <div className="video-facade" data-island="player" data-player={player} data-title={title}>
      {poster ? <ResponsiveImage src={poster} alt="" sizes={sizes} priority={priority} /> : null}
      <a className="video-facade__start" href={link} data-player-start>
        <span className="video-facade__play" aria-hidden="true">
          <svg width="32" height="32" viewBox="0 0 24 24" focusable="false">
            <path
              d="M8 5.5v13a1 1 0 0 0 1.5.86l10.6-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5"
              fill="currentColor"
            />
          </svg>
        </span>
        <span className="visually-hidden">{SiteTexts.playVideo(title)}. </span>
        <span className="video-facade__note">{SiteTexts.playsFrom(host)}</span>
      </a>
    </div>
  );
}
