import logo from '~/assets/logo.svg';
import { mediaUrl } from '~/lib/media';
import { useSiteSettings } from '~/site/site-settings';

/** The organisation's logo in the header and footer: the settings' (decision 048), else the built-in mark. */
export function SiteLogo() {
  const { logo: stored } = useSiteSettings();
  if (!stored) return <img src={logo} alt="" width={40} height={40} />;
  return <img className="site-brand__logo" src={mediaUrl(stored)} alt="" height={40} />;
}
