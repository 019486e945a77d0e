import type { Access } from './endpoint.ts';

/**
 * Decision 035: the two roles. An administrator may do everything; an editor the content
 * (learn items, pages and folds, hero sliders, FAQs, categories, industries, individuals,
 * mission-vision-goal, contact details, media, previews) and their own profile, not users, the
 * submission inboxes and their exports, settings or the audit log.
 */
export const USER_ROLES = ['administrator', 'editor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const UserRoleLabels: Record<UserRole, string> = { administrator: 'Administrator', editor: 'Editor' };

/** Whether a user of this role may call an endpoint declared with this access. */
export function roleMayUse(role: UserRole | null, access: Access): boolean {
  if (access === 'public' || access === 'optional') return true;
  if (role === null) return false;
  return access === 'editor' || role === 'administrator';
}
