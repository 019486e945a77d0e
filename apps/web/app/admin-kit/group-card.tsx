import { Button, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { IconChevronRight } from '~/components/icons';
import kit from './resource-list.module.css';
import classes from './group-card.module.css';

/**
 * One collapsible group of a screen that holds several lists (the Categories screen's three, the
 * Pages screen's four learn groups): its heading with the group's count, a line on what it is
 * for, its actions, and its body, rendered only while expanded. The heading itself toggles the
 * group; with `toggleWords` a button with those words ('Expand' / 'Collapse') does instead.
 */
export function GroupCard({
  label,
  count,
  countFailed = false,
  countNoun,
  description,
  expanded,
  onToggle,
  toggleWords,
  groupKey,
  actions,
  children,
}: {
  label: string;
  /** Undefined while loading. */
  count: number | undefined;
  countFailed?: boolean;
  /** What the count counts, for assistive technology: ['category', 'categories']. */
  countNoun: readonly [singular: string, plural: string];
  description?: ReactNode;
  expanded: boolean;
  onToggle: () => void;
  toggleWords?: { expand: string; collapse: string };
  /** Marks the toggle (`data-group-toggle`), so a screen can put the focus back on it. */
  groupKey: string | number;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const bodyId = `${id}-body`;
  const descriptionId = `${id}-description`;
  const toggleProps = {
    'aria-expanded': expanded,
    'aria-controls': bodyId,
    'data-group-toggle': groupKey,
    onClick: onToggle,
  };
  const title = (
    <>
      <span>{label}</span>{' '}
      <span className={classes.count}>
        {countFailed ? '–' : (count ?? '…')}
        <VisuallyHidden>{` ${count === 1 ? countNoun[0] : countNoun[1]}`}</VisuallyHidden>
      </span>
    </>
  );

  return (
    <section className={`${kit.card} ${classes.group}`} aria-label={label}>
      <div className={classes.groupHeader}>
        <div className={classes.groupTitle} data-plain={toggleWords ? true : undefined}>
          <h2 className={classes.groupHeading}>
            {toggleWords ? (
              <span className={classes.disclosure}>{title}</span>
            ) : (
              <button
                type="button"
                className={classes.disclosure}
                aria-describedby={description ? descriptionId : undefined}
                {...toggleProps}
              >
                <IconChevronRight size={18} className={classes.chevron} />
                {title}
              </button>
            )}
          </h2>
          {description ? (
            <p id={descriptionId} className={classes.groupDescription}>
              {description}
            </p>
          ) : null}
        </div>
        {actions || toggleWords ? (
          <div className={classes.groupActions}>
            {actions}
            {toggleWords ? (
              <Button
                size="sm"
                variant={expanded ? 'light' : 'default'}
                leftSection={<IconChevronRight size={16} className={classes.chevron} />}
                aria-label={`${expanded ? toggleWords.collapse : toggleWords.expand} ${label}`}
                {...toggleProps}
              >
                {expanded ? toggleWords.collapse : toggleWords.expand}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      <div id={bodyId} hidden={!expanded} className={classes.groupBody}>
        {expanded ? children : null}
      </div>
    </section>
  );
}
