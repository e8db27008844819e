import type { Page } from '@playwright/test';

/**
 * A tool's state as IndexedDB holds it now (see src/state/tool-state.ts). A tool writes its state
 * after the render that changed it, and the write lands a little later: a test that reloads right
 * after typing waits for it first, as a person reloading a moment later would find it saved.
 */
export function storedToolState(page: Page, toolId: string): Promise<unknown> {
  return page.evaluate(
    (key) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('toolshed');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('keyval', 'readonly').objectStore('keyval').get(key);
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            db.close();
            resolve(read.result);
          };
        };
      }),
    `tool:${toolId}`,
  );
}
