/**
 * The id a section carries on the page, made from its fold name (requirements 3 §2): lower case, spaces
 * to hyphens, every other character dropped. 'Advisory Board All Members' →
 * 'advisory-board-all-members', the target of the advisory board's link.
 */
export function sectionId(name: string): string {
  return name
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/[^a-z0-9-]/g, '');
}
