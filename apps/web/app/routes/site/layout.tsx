import { Messages } from '@atrium/contract/messages';
import { Link, Outlet } from 'react-router';
import logo from '~/assets/logo.svg';
import '~/styles/site.css';

/** The public frame: lean CSS of its own, no admin library (DESIGN.md, page weight). */
export default function SiteLayout() {
  return (
    <div className="site">
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-container site-header__inner">
          <Link to="/" className="site-brand">
            <img src={logo} alt="" width={36} height={36} />
            <span>Atrium</span>
          </Link>
        </div>
      </header>
      <main id="content" className="site-main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <div className="site-container">{Messages.copyright()}</div>
      </footer>
    </div>
  );
}
