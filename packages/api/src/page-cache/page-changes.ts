import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a write changes on cached pages, done once it has answered (its transaction
 * committed): done earlier, a page rendered in between would be stored with the old data as
 * if it were new. The web server's write hook (forgetPagesOnWrite) runs the write inside
 * `collectingPageChanges`; a write that states its own changes (a checkout,
 * pagesDroppedByWrite) then drops only those, not every page.
 */
type Task = () => Promise<void>;
const pending = new AsyncLocalStorage<Task[]>();

/** Runs a write and hands back the page changes it noted, to run once it has succeeded. */
export async function collectingPageChanges(write: () => Promise<void>): Promise<Task[]> {
  const tasks: Task[] = [];
  await pending.run(tasks, write);
  return tasks;
}

/**
 * Notes a change of cached pages to make once this write has succeeded. Outside the write
 * hook (a background job, the page cache off) nothing is noted: pages then expire on their own.
 */
export function afterThisWrite(task: Task): void {
  pending.getStore()?.push(task);
}
