import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';
import classes from './resource-list.module.css';

/**
 * Decision 084: a row action's word. A wide list shows its rows' actions as icons, so the title
 * keeps its room (the kit's CSS hides the word; the button keeps its name, `aria-label`); a
 * narrow list's cards show the words.
 */
export function ActionWord({ children }: { children: string }) {
  return <span className={classes.actionWord}>{children}</span>;
}

/** The word of an action shown as an icon, as a tooltip on hover and on keyboard focus (decision 084). */
export function ActionTip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip label={label} openDelay={300} events={{ hover: true, focus: true, touch: false }} withArrow>
      {children}
    </Tooltip>
  );
}
