import { PAGE_SIZES } from '@atrium/contract/enums';
import { Button, Group, NativeSelect, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '~/components/icons';
import { pagerWindow, totalPages } from './list-state';
import classes from './resource-list.module.css';

/**
 * The list's footer: which rows are shown, the page-size select (10, 20, 50, 100) and the pager
 * with previous, next and up to 5 page numbers, shown only when there is more than one page.
 */
export function ListFooter({
  page,
  pageSize,
  total,
  rowsOnPage,
  onPage,
  onPageSize,
  idPrefix,
  listName,
}: {
  page: number;
  pageSize: number;
  total: number;
  rowsOnPage: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  idPrefix: string;
  /** The list's name, on a screen with several lists: its pager and page-size select say whose they are. */
  listName?: string;
}) {
  const pages = totalPages(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = total === 0 ? 0 : Math.min(total, first + Math.max(rowsOnPage, 1) - 1);
  const window = pagerWindow(page, pages);

  return (
    <div className={classes.footer}>
      <Group gap="sm" wrap="nowrap" className={classes.footerInfo}>
        <NativeSelect
          id={`${idPrefix}-page-size`}
          size="xs"
          label="Entries per page"
          aria-label={listName ? `${listName}: entries per page` : undefined}
          data={PAGE_SIZES.map(String)}
          value={String(pageSize)}
          onChange={(event) => onPageSize(Number(event.currentTarget.value))}
          classNames={{ root: classes.pageSize, label: classes.pageSizeLabel }}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {total === 0 ? 'No entries' : `${first}–${last} of ${total}`}
        </Text>
      </Group>
      {pages > 1 ? (
        <nav aria-label={listName ? `${listName}: pages` : 'Pagination'} className={classes.pager}>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconChevronLeft size={14} />}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            aria-label="Previous page"
          >
            <span className={classes.pagerWord}>Previous</span>
          </Button>
          <ul className={classes.pageNumbers}>
            {window.map((n) => (
              <li key={n}>
                <UnstyledButton
                  className={classes.pageNumber}
                  data-active={n === page || undefined}
                  aria-current={n === page ? 'page' : undefined}
                  aria-label={`Page ${n}`}
                  onClick={() => onPage(n)}
                >
                  {n}
                </UnstyledButton>
              </li>
            ))}
          </ul>
          <Button
            variant="default"
            size="xs"
            rightSection={<IconChevronRight size={14} />}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
            aria-label="Next page"
          >
            <span className={classes.pagerWord}>Next</span>
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
