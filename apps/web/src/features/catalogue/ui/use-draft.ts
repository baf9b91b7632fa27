import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

export const DRAFT_DELAY_MS = 300;

/**
 * What the reader types, handed on once they pause for 300 ms. The URL stays the source of
 * truth: when `value` changes from outside (reset, back button) the draft follows it and a
 * pending hand-over is dropped.
 */
export function useDraft(value: string, commit: (next: string) => void) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const [committed, setCommitted] = useState(value);
  const debounced = useDebouncedCallback((next: string) => {
    setCommitted(next);
    commit(next);
  }, DRAFT_DELAY_MS);

  if (value !== seen) {
    setSeen(value);
    if (value !== committed) {
      debounced.cancel();
      setCommitted(value);
      setDraft(value);
    }
  }

  const change = (next: string) => {
    setDraft(next);
    debounced(next);
  };
  return [draft, change] as const;
}
