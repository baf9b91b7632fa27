import { startTransition, useEffect, useState } from 'react';
import { isHydrating } from '../hydration';

function matchesNow(query: string): boolean {
  return typeof window !== 'undefined' && !isHydrating() && window.matchMedia(query).matches;
}

/**
 * Whether a CSS media query matches, from the first render on. While server markup is being
 * hydrated it is false, like on the server; the real answer then follows as a transition, which
 * React renders in slices between frames (on a phone, the shell turning narrow is a large render
 * that would otherwise block the first taps).
 */
export function useMediaMatch(query: string): boolean {
  const [matches, setMatches] = useState(() => matchesNow(query));
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
