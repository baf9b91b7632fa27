import type { DehydratedState } from '@tanstack/react-query';

/**
 * Names shared by the server's rendering (./render-page.tsx), the client's start (./main.tsx)
 * and public/boot.js, which repeats the attribute (a unit test keeps them equal).
 */

/** The `<script type="application/json">` holding the data a page was rendered from. */
export const PAGE_STATE_ID = 'page-state';

/** On `<html>`: the path and query the markup in #root was rendered for. */
export const RENDERED_PATH_ATTRIBUTE = 'data-rendered-path';

/**
 * On `<html>`: whom the markup was rendered for, `visitor` (public pages) or `member` (a
 * member's page without its data, see AppRoute.memberShell).
 */
export const RENDERED_SESSION_ATTRIBUTE = 'data-rendered-session';
export type RenderedSession = 'visitor' | 'member';

/**
 * A page the server rendered carries its code inert, and public/boot.js fetches it once the
 * page is painted: a `<link>` to preload holds its rel in the first attribute, the entry
 * script its address in the second, in a script of the third type, which the browser neither
 * fetches nor runs.
 */
export const AFTER_PAINT_REL_ATTRIBUTE = 'data-after-paint-rel';
export const AFTER_PAINT_SRC_ATTRIBUTE = 'data-after-paint-src';
export const AFTER_PAINT_SCRIPT_TYPE = 'maryjane/after-paint';

/** What a server-rendered page was rendered from; the client hydrates from the same. */
export interface PageState {
  /** The query cache. */
  queries: DehydratedState;
  /** The lazy parts (pages, menus) in the markup, by name (see ../shared/lazy-page.ts). */
  parts: string[];
}

/**
 * The server's answers as fresh as of `now`. The server renders public content only, which
 * changes with a deployment (that also empties its page cache), and keeps a rendered page until
 * then: counted from when the page was first rendered, its answers would be stale an hour later,
 * and hydration would ask for them all again at once.
 */
export function freshAsOf(state: DehydratedState, now: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'success'
        ? { ...query, state: { ...query.state, dataUpdatedAt: now } }
        : query,
    ),
  };
}
