import type { ResourceTexts } from './messages.ts';

/**
 * The texts of a list screen that follow the spec's pattern ('Blog Created Successfully!',
 * 'Failed to Delete Blog', ...). Resources whose texts differ override single entries.
 */
export function standardTexts(singular: string, plural: string, overrides: Partial<ResourceTexts> = {}): ResourceTexts {
  const lowerOne = singular.toLowerCase();
  const lowerMany = plural.toLowerCase();
  return {
    singular,
    plural,
    creating: `Creating ${singular}...`,
    created: `${singular} Created Successfully!`,
    updated: `${singular} Updated Successfully!`,
    deleted: `${singular} Deleted Successfully!`,
    bulkDeleted: `Selected ${plural} Deleted Successfully!`,
    published: `${singular} Published Successfully!`,
    unpublished: `${singular} Unpublished Successfully!`,
    countsToast: `Unable to fetch ${lowerOne} counts. Please check your connection or login status.`,
    countsInline: 'Failed to fetch counts. Please try again.',
    listToast: `Unable to fetch ${lowerMany}. Please check your connection or login status.`,
    listInline: `Failed to fetch ${lowerMany}. Please try again.`,
    createFailed: 'An error occurred while submitting the form.',
    updateFailed: `An error occurred while updating the ${lowerOne}.`,
    deleteFailedTitle: `Failed to Delete ${singular}`,
    deleteFailed: `An error occurred while deleting the ${lowerOne}.`,
    bulkDeleteFailedTitle: `Failed to Delete Selected ${plural}`,
    bulkDeleteFailed: `An error occurred while deleting the ${lowerMany}.`,
    statusFailedTitle: `Failed to Update ${singular} Status`,
    statusFailed: 'An error occurred while updating the status.',
    searchPlaceholder: `Search ${singular}`,
    addLabel: `Add ${singular}`,
    ...overrides,
  };
}
