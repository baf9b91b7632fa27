import { startTransition, useEffect, useState } from 'react';
import { useIsHydrating } from '../hydration';

function matchesNow(query: string): boolean {
  return typeof window !== 'undefined' && window.matchMedia(query).matches;
}

/**
 * Whether a CSS media query matches, from the first render on. While server markup is being
 * hydrated it is false, like on the server, also in a part React hydrates after the first
 * commit (a lazy page's boundary); the real answer then follows as a transition, which React
 * renders in slices between frames (on a phone, the shell turning narrow is a large render that
 * would otherwise block the first taps).
 */
export function useMediaMatch(query: string): boolean {
  const hydrating = useIsHydrating();
  const [matches, setMatches] = useState(() => !hydrating && matchesNow(query));
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
