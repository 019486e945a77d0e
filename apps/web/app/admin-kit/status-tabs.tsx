import { TrashTexts } from '@atrium/contract/trash';
import { ScheduleTexts } from '@atrium/contract/schedule';
import { useRef, type KeyboardEvent } from 'react';
import type { Tab } from './list-state';
import type { StatusLabels } from './types';
import classes from './resource-list.module.css';

const statusOrder: Tab[] = ['all', 'published', 'unpublished'];

/**
 * All / Published / Unpublished with their counts, then the tabs a list adds after them (its
 * Scheduled, decision 034, and its Trash, decision 032): an ARIA tablist whose tabs control the
 * one list panel. Arrow keys, Home and End move between tabs and select them.
 */
export function StatusTabs({
  value,
  onChange,
  counts,
  labels,
  panelId,
  idPrefix,
  extraTabs = [],
}: {
  value: Tab;
  onChange: (tab: Tab) => void;
  counts: Partial<Record<Tab, number>> | undefined;
  labels: StatusLabels;
  panelId: string;
  idPrefix: string;
  /** Tabs after the status tabs, in order (their counts in `counts`). */
  extraTabs?: Tab[];
}) {
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const order = [...statusOrder, ...extraTabs];
  const names: Record<Tab, string> = {
    all: 'All',
    published: labels.published,
    unpublished: labels.unpublished,
    trash: TrashTexts.tab,
    scheduled: ScheduleTexts.scheduledTab,
  };

  function onKeyDown(event: KeyboardEvent, tab: Tab) {
    const index = order.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? order[(index + 1) % order.length]
        : event.key === 'ArrowLeft'
          ? order[(index + order.length - 1) % order.length]
          : event.key === 'Home'
            ? order[0]
            : event.key === 'End'
              ? order[order.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label="Filter by status" className={classes.tabs} data-tabs={order.length}>
      {order.map((tab) => {
        const selected = tab === value;
        const count = counts?.[tab];
        return (
          <button
            key={tab}
            ref={(node) => {
              refs.current[tab] = node;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={classes.tab}
            data-active={selected || undefined}
            onClick={() => onChange(tab)}
            onKeyDown={(event) => onKeyDown(event, tab)}
          >
            <span>{names[tab]}</span> <span className={classes.tabCount}>{count ?? '…'}</span>
          </button>
        );
      })}
    </div>
  );
}

export function tabId(idPrefix: string, tab: Tab): string {
  return `${idPrefix}-tab-${tab}`;
}
