import { nextTask } from '../shared/next-task';

/** A chunk that ran longer than this is followed by a task boundary. */
export const CHUNK_BUDGET_MS = 4;

/**
 * Runs the code of a rendered page one chunk at a time, each after the chunks it imports (the
 * server names them so, as modulepreload links: build/parts-manifest.ts), and lets the browser
 * in after any that took a while. Run at once, a page's chunks made one long task: the
 * contract's zod schemas are built as their modules run, and the first to run compiles zod
 * (~150 ms of the setup wizard's main thread at 4x, 60 ms in its catalogue chunk alone). Stops
 * at the first chunk that fails to load: the page's own loading reports it.
 */
export async function runChunksInTurn(
  hrefs: Iterable<string>,
  load: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href),
  yieldToBrowser: () => Promise<void> = nextTask,
): Promise<void> {
  for (const href of hrefs) {
    const started = performance.now();
    try {
      await load(href);
    } catch {
      return;
    }
    if (performance.now() - started > CHUNK_BUDGET_MS) await yieldToBrowser();
  }
}
