import { PAGE_SIZES } from '@atrium/contract/enums';
import { LearnTypeOfPage, PageTexts, type LearnPageType, type Page, type PageMetaBody } from '@atrium/contract/pages';
import { stripMarkup } from '@atrium/contract/text';
import { Badge } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { EditableRows } from '~/admin-kit/editable-rows';
import { useQueryErrorToast } from '~/admin-kit/feedback';
import { FormPanel } from '~/admin-kit/form-panel';
import { useSiteLocales } from '~/admin-kit/use-site-locales';
import { GroupCard } from '~/admin-kit/group-card';
import { ListFooter } from '~/admin-kit/pager';
import { Thumbnail } from '~/admin-kit/thumbnail';
import type { ResourceColumn } from '~/admin-kit/types';
import { useListFocus } from '~/admin-kit/use-list-focus';
import kit from '~/admin-kit/resource-list.module.css';
import { isVideoType } from '~/learn-kit/learn-media';
import { VideoPreview } from '~/learn-kit/learn-preview';
import { PageMetaForm, PageSlots } from './pages-meta-form';
import { publicPath } from './pages-paths';
import { PageFormActions, PageTranslation } from './pages-translation';
import classes from './pages.module.css';

const nouns: Record<LearnPageType, readonly [string, string]> = {
  blogs: ['blog', 'blogs'],
  articles: ['article', 'articles'],
  videos: ['video', 'videos'],
  podcasts: ['podcast', 'podcasts'],
};

const descriptions: Record<LearnPageType, string> = {
  blogs: 'Each blog post’s address and what search engines and social posts show for it.',
  articles: 'Each article’s address and what search engines and social posts show for it.',
  videos: 'Each video’s address and what search engines and social posts show for it.',
  podcasts: 'Each podcast episode’s address and what search engines and social posts show for it.',
};

const itemTitle = (page: Page) => stripMarkup(page.title);

/** A stored file plays in a video player; a link in its host's embedded player. */
const isStoredFile = (url: string) => url.startsWith('/media/');

function previewColumn(group: LearnPageType): ResourceColumn<Page> {
  if (!isVideoType(LearnTypeOfPage[group])) {
    return { header: 'Image', width: '104px', role: 'preview', render: (page) => <Thumbnail path={page.image} /> };
  }
  return {
    header: 'Preview',
    width: '184px',
    role: 'preview',
    wide: true,
    render: (page) =>
      page.image || !page.videoUrl ? (
        <Thumbnail path={page.image} />
      ) : (
        <VideoPreview
          type={isStoredFile(page.videoUrl) ? 1 : 0}
          url={page.videoUrl}
          file={page.videoUrl}
          title={itemTitle(page)}
        />
      ),
  };
}

/** The meta title, or the item's own title marked as having none; Draft for an unpublished item. */
const titleColumn: ResourceColumn<Page> = {
  header: 'Meta title',
  role: 'title',
  render: (page) => (
    <>
      <div className={kit.titleText}>
        {page.metaTitle ? page.metaTitle : <span className={classes.unset}>{itemTitle(page)}</span>}
      </div>
      <div className={classes.badges}>
        {page.metaTitle ? null : (
          <Badge size="sm" radius="sm" tt="none" color="orange" variant="light" c="#8a3a00">
            Meta not set
          </Badge>
        )}
        {page.status === 0 ? (
          <Badge size="sm" radius="sm" tt="none" color="gray" variant="light" c="gray.8">
            Draft
          </Badge>
        ) : null}
      </div>
      <div className={kit.subText}>{publicPath(page.pageType, page.customUrl)}</div>
    </>
  ),
};

/**
 * One learn group of the pages screen (requirements 3 §2, §4): Expand/Collapse with the group's count,
 * its items a page at a time, each with Edit, which opens the item's meta form under it.
 */
export function LearnGroup({
  group,
  expanded,
  list,
  count,
  page,
  pageSize,
  openItemId,
  submitting,
  serverErrors,
  onToggle,
  onOpen,
  onClose,
  onSubmit,
  onPage,
  onPageSize,
}: {
  group: LearnPageType;
  expanded: boolean;
  list: UseQueryResult<Page[]>;
  count: UseQueryResult<number>;
  page: number;
  pageSize: number;
  openItemId: number | null;
  submitting: boolean;
  serverErrors: Record<string, string>;
  onToggle: () => void;
  onOpen: (itemId: number) => void;
  onClose: () => void;
  /** Resolves true once saved. */
  onSubmit: (page: Page, body: PageMetaBody, opened: Page) => Promise<boolean>;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const id = useId().replace(/:/g, '');
  const label = PageTexts.groups[group];
  const rootRef = useRef<HTMLDivElement>(null);
  /** Raised by each restore of a revision: the form starts afresh from the restored page. */
  const [restores, setRestores] = useState(0);
  const focus = useListFocus(rootRef, list.isFetching);
  const columns = [previewColumn(group), titleColumn];
  const rows = list.data ?? [];
  const total = count.isPlaceholderData ? undefined : count.data;
  const singular = nouns[group][0];
  useQueryErrorToast([list, count], PageTexts.fetchToast(group));

  // Decision 101: the open item's page meta in another language; another item opens in the default one.
  const languages = useSiteLocales();
  const [editLanguage, setEditLanguage] = useState<{ itemId: number | null; code: string }>({ itemId: null, code: '' });
  const translating = editLanguage.itemId === openItemId ? languages.find(editLanguage.code) : undefined;

  const rowId = (item: Page) => item.itemId ?? item.id;
  function close(item: Page) {
    setEditLanguage({ itemId: null, code: '' });
    onClose();
    focus.toRow(rowId(item));
  }

  return (
    <GroupCard
      label={label}
      count={count.data}
      countFailed={count.isError}
      countNoun={nouns[group]}
      description={descriptions[group]}
      expanded={expanded}
      onToggle={onToggle}
      toggleWords={{ expand: PageTexts.expand, collapse: PageTexts.collapse }}
      groupKey={group}
    >
      <EditableRows
        panelRef={rootRef}
        query={list}
        rows={rows}
        columns={columns}
        listLabel={label}
        failedText={PageTexts.fetchInline(group)}
        rowLabel={(item) => `the ${singular} ${itemTitle(item)}`}
        rowId={rowId}
        editingId={openItemId}
        onEdit={(item, editing) => (editing ? close(item) : onOpen(rowId(item)))}
        editForm={(item) => (
          <FormPanel
            heading={`Edit the ${singular} ${itemTitle(item)}`}
            level={3}
            actions={
              <PageFormActions
                page={item}
                languages={languages}
                translating={translating}
                slots={[PageSlots.itemMeta]}
                onLanguage={(code) => setEditLanguage({ itemId: rowId(item), code })}
                onRestored={() => setRestores((n) => n + 1)}
              />
            }
          >
            {translating ? (
              <PageTranslation
                key={`${restores}-${translating.code}`}
                page={item}
                language={translating}
                defaultLanguage={languages.defaultLanguage}
                onSaved={() => close(item)}
                onCancel={() => close(item)}
              />
            ) : (
              <PageMetaForm
                key={restores}
                page={item}
                submitting={submitting}
                serverErrors={serverErrors}
                onSubmit={(body, opened) => onSubmit(item, body, opened).then((saved) => saved && close(item))}
                onCancel={() => close(item)}
              />
            )}
          </FormPanel>
        )}
      />
      {/* Paging shows once there is more than the smallest page. */}
      {total !== undefined && total > PAGE_SIZES[0] ? (
        <ListFooter
          page={page}
          pageSize={pageSize}
          total={total}
          rowsOnPage={rows.length}
          onPage={onPage}
          onPageSize={onPageSize}
          idPrefix={id}
          listName={label}
        />
      ) : null}
    </GroupCard>
  );
}
