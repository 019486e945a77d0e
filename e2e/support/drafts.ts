import type { Page } from '@playwright/test';

/** The kept drafts of this browser whose values carry `text` (read in the page: IndexedDB is the browser's). */
export function draftsWith(page: Page, text: string): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const open = indexedDB.open('atrium-drafts', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('drafts');
    open.onsuccess = () => {
      const all = open.result.transaction('drafts').objectStore('drafts').getAll();
      all.onsuccess = () => {
        resolve(all.result.filter((d) => JSON.stringify(d.values).includes(${JSON.stringify(text)})).length);
        open.result.close();
      };
    };
  })`);
}
