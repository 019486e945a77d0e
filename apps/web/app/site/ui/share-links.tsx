import {
  type PublicSiteSettings,
  type SocialNetworkKey,
  socialLinkOf,
  SocialNetworks,
} from '@atrium/contract/site-settings';
import type { SiteCatalogue } from '@atrium/contract/site-catalogue';
import { useSiteTexts } from '~/site/language';
import { useSiteSettings } from '~/site/site-settings';
import { SocialIcon } from '~/site/ui/icons';
import '~/site/ui/ui.css';

type ShareTarget = { network: SocialNetworkKey; label: string; href: string };

/**
 * Where a page is shared (requirements 3 §2: Facebook, X, LinkedIn, Instagram; video and podcast pages
 * add the organisation's video channel). Instagram has no web address that shares a link
 * (requirements Part 5, F-G12): its entry leads to the organisation's profile, when the settings have
 * one (decision 048); the video channel is the settings' YouTube (or Vimeo) link.
 */
function shareTargets(
  site: Pick<PublicSiteSettings, 'socialLinks'>,
  url: string,
  title: string,
  words: SiteCatalogue['frame']['share'],
  withVideoChannel = false,
): ShareTarget[] {
  const u = encodeURIComponent(url);
  const instagram = socialLinkOf(site, 'instagram');
  const targets: ShareTarget[] = [
    {
      network: 'facebook',
      label: words.on('Facebook'),
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    {
      network: 'x',
      label: words.on('X'),
      href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`,
    },
    {
      network: 'linkedin',
      label: words.on('LinkedIn'),
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
  ];
  if (instagram) targets.push({ network: 'instagram', label: words.follow('Instagram'), href: instagram });
  const channel = (['youtube', 'vimeo'] as const).find((network) => socialLinkOf(site, network));
  if (withVideoChannel && channel) {
    targets.push({
      network: channel,
      label: words.channel(SocialNetworks[channel]),
      href: socialLinkOf(site, channel)!,
    });
  }
  return targets;
}

export function ShareLinks({
  url,
  title,
  withVideoChannel = false,
}: {
  url: string;
  title: string;
  withVideoChannel?: boolean;
}) {
  const site = useSiteSettings();
  const { frame } = useSiteTexts();
  return (
    <div className="share">
      <span className="share__label" id="share-label">
        {frame.share.label}
      </span>
      <ul className="share__list" role="list" aria-labelledby="share-label">
        {shareTargets(site, url, title, frame.share, withVideoChannel).map((target) => (
          <li key={target.network}>
            <a className="icon-button share__link" href={target.href} target="_blank" rel="noopener noreferrer">
              <SocialIcon network={target.network} size={18} />
              <span className="visually-hidden">
                {target.label}
                {` ${frame.opensInNewTab}`}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
