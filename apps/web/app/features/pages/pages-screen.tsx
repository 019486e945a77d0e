import { PageTexts } from '@atrium/contract/pages';
import { Text, Title, VisuallyHidden } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { useQueryErrorToast } from '~/admin-kit/feedback';
import { guarded } from '~/admin-kit/unsaved-changes';
import kit from '~/admin-kit/resource-list.module.css';
import { defaultPagesOptions, learnPagesOptions, pagesCountOptions } from './pages-api';
import { DefaultPages } from './pages-default-list';
import { LearnGroup } from './pages-learn-group';
import { MetaSaving, PageSlots } from './pages-meta-form';
import { useMetaSave } from './pages-meta-save';
import { initialPagesState, LearnGroups, openItemOf, pagesReducer, skipOfGroup } from './pages-state';
import classes from './pages.module.css';

/**
 * The Pages screen (requirements 3 §2): the number of pages, the four default pages with their meta and
 * folds, then the Blogs, Articles, Videos and Podcasts groups with each item's meta. The rules
 * of what is open live in pages-state.ts, the folds' in pages-fold-rules.ts.
 */
export default function PagesScreen() {
  const [state, dispatch] = useReducer(pagesReducer, initialPagesState);
  const defaults = useQuery(defaultPagesOptions());
  const all = useQuery(pagesCountOptions());
  useQueryErrorToast([defaults, all], PageTexts.fetchToast('pages'));

  const lists = useQueries({
    queries: LearnGroups.map((group) => ({
      ...learnPagesOptions({ pageType: group, limit: state.pageSizes[group], skip: skipOfGroup(state, group) }),
      // A collapsed group loads nothing until it is opened.
      enabled: state.expanded[group],
    })),
  });
  const counts = useQueries({ queries: LearnGroups.map((group) => pagesCountOptions(group)) });
  const totals = counts.map((query) => (query.isPlaceholderData ? undefined : query.data));
  // Counts changed (a slug moved, another administrator): keep each group's page in range.
  useEffect(() => {
    LearnGroups.forEach((group, index) => {
      const total = totals[index];
      if (total !== undefined) dispatch({ type: 'clamp', group, total });
    });
  }, [totals.join()]);

  const itemMeta = useMetaSave();
  /** A group's toggle, page or page size closes its open item: ask first if it is changed (decision 027). */
  const closingItemOf = (group: (typeof LearnGroups)[number], action: () => void) =>
    state.openItem?.group === group ? guarded([PageSlots.itemMeta], action) : action();

  return (
    <div className={kit.page}>
      <header className={kit.header}>
        <div className={kit.headerText}>
          <div className={classes.titleRow}>
            <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.2}>
              {PageTexts.heading}
            </Title>
            <p className={classes.allCount}>
              {PageTexts.allLabel} <span className={classes.allNumber}>{all.isError ? '–' : (all.data ?? '…')}</span>
              <VisuallyHidden> pages</VisuallyHidden>
            </p>
          </div>
          <Text c="dimmed" size="sm" mt={4}>
            How each page of the site appears in search results and social posts, and the sections of the four main
            pages.
          </Text>
        </div>
      </header>

      <DefaultPages
        query={defaults}
        openPage={state.openPage}
        onOpen={(page) => guarded([PageSlots.defaultMeta, PageSlots.folds], () => dispatch({ type: 'openPage', page }))}
        onClose={() => dispatch({ type: 'closePage' })}
      />

      {LearnGroups.map((group, index) => (
        <LearnGroup
          key={group}
          group={group}
          expanded={state.expanded[group]}
          list={lists[index]!}
          count={counts[index]!}
          page={state.pages[group]}
          pageSize={state.pageSizes[group]}
          openItemId={openItemOf(state, group)}
          submitting={itemMeta.submitting}
          serverErrors={itemMeta.feedback.serverErrors}
          onToggle={() => closingItemOf(group, () => dispatch({ type: 'toggle', group }))}
          onOpen={(itemId) =>
            // Opening another page or item closes the one open, with its forms (decision 027).
            guarded([PageSlots.itemMeta], () => {
              itemMeta.feedback.clear();
              dispatch({ type: 'openItem', group, itemId });
            })
          }
          onClose={() => dispatch({ type: 'closeItem' })}
          onSubmit={(page, body, opened) => itemMeta.submit(page, body, opened)}
          onPage={(page) => closingItemOf(group, () => dispatch({ type: 'page', group, page }))}
          onPageSize={(pageSize) => closingItemOf(group, () => dispatch({ type: 'pageSize', group, pageSize }))}
        />
      ))}

      <MetaSaving opened={itemMeta.submitting} />
    </div>
  );
}
