/**
 * The page numbers the all-learn pager shows (spec 3 §2, §9): a window of at most `size` numbers
 * around the current page, then, when the last page is not in it, an ellipsis (when pages are
 * skipped) and the last page's number.
 */
export function pagerWindow(current: number, total: number, size: number) {
  const page = Math.min(Math.max(current, 1), Math.max(total, 1));
  const start = Math.max(1, Math.min(page - Math.floor((size - 1) / 2), total - size + 1));
  const end = Math.min(total, start + size - 1);
  const numbers = Array.from({ length: Math.max(end - start + 1, 0) }, (_, i) => start + i);
  return { numbers, ellipsis: end < total - 1, last: end < total ? total : null };
}
