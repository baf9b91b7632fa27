import { describe, expect, it, vi } from 'vitest';
import { nextTask } from '../shared/next-task';
import { CHUNK_BUDGET_MS, runChunksInTurn } from './run-in-turn';

/** A loader that records what ran, taking `cost` ms of the clock per chunk. */
function chunks(cost: Record<string, number>, failing?: string) {
  const ran: string[] = [];
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  const load = async (href: string) => {
    if (href === failing) throw new Error(`${href} failed to load`);
    ran.push(href);
    now += cost[href] ?? 0;
  };
  return { ran, load };
}

describe('runChunksInTurn', () => {
  it('runs each chunk after the one before it, in the order given', async () => {
    const { ran, load } = chunks({});
    let loading = 0;
    let overlapped = false;
    const one = async (href: string) => {
      loading++;
      if (loading > 1) overlapped = true;
      await new Promise((resolve) => setTimeout(resolve, 1));
      await load(href);
      loading--;
    };
    await runChunksInTurn(['/a.js', '/b.js', '/c.js'], one, async () => undefined);
    expect(ran).toEqual(['/a.js', '/b.js', '/c.js']);
    expect(overlapped).toBe(false);
  });

  it('lets the browser in after a chunk that took longer than the budget', async () => {
    const { ran, load } = chunks({ '/zod.js': CHUNK_BUDGET_MS + 20, '/small.js': 1 });
    const breaks: string[] = [];
    await runChunksInTurn(['/small.js', '/zod.js', '/small-2.js'], load, async () => {
      breaks.push(ran.at(-1) ?? '');
    });
    expect(breaks).toEqual(['/zod.js']);
  });

  it('stops at a chunk that fails to load, without throwing', async () => {
    const { ran, load } = chunks({}, '/b.js');
    await expect(
      runChunksInTurn(['/a.js', '/b.js', '/c.js'], load, async () => undefined),
    ).resolves.toBeUndefined();
    expect(ran).toEqual(['/a.js']);
  });

  it('nextTask resolves in a task of its own, after the microtasks queued with it', async () => {
    const order: string[] = [];
    const next = nextTask().then(() => order.push('next task'));
    void Promise.resolve()
      .then(() => order.push('microtask'))
      .then(() => order.push('its follow-up'));
    await next;
    expect(order).toEqual(['microtask', 'its follow-up', 'next task']);
  });
});
