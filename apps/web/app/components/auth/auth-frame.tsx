import { Messages } from '@atrium/contract/messages';
import type { ReactNode } from 'react';
import logo from '~/assets/logo.svg';
import classes from './auth-frame.module.css';

/** The frame of the signed-out screens: a welcome panel beside the form, and the copyright. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className={classes.frame}>
      <aside className={classes.welcome} aria-label="Welcome">
        <div className={classes.brand}>
          <img src={logo} alt="" width={40} height={40} />
          <span>Atrium</span>
        </div>
        <div className={classes.welcomeBody}>
          <p className={classes.kicker}>Back office</p>
          <p className={classes.welcomeTitle}>Welcome back</p>
          <p className={classes.welcomeText}>
            Sign in to manage the Atrium Knowledge Network website: hero sliders, learn content, people, pages and the
            requests visitors send.
          </p>
        </div>
        <div className={classes.decor} aria-hidden="true" />
      </aside>
      <div className={classes.side}>
        <main className={classes.formArea}>
          <div className={classes.card}>{children}</div>
        </main>
        <footer className={classes.footer}>{Messages.copyright()}</footer>
      </div>
    </div>
  );
}
