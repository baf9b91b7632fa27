import { pagePaths } from '@maryjane/contract/page-paths';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberRedirect, useSession } from '../shared/session';
import type { Access } from './routes';

/**
 * Where a route's access flag sends a reader (spec §2), or null when the page is theirs:
 * `signedIn` now, `arrivedSignedIn` when they opened the page (see RouteGuard).
 */
export function accessRedirect(
  access: Access,
  signedIn: boolean,
  arrivedSignedIn = signedIn,
): '/login' | '/' | null {
  if (access === 'authenticatedOnly' && !signedIn) return pagePaths.login;
  if (access === 'unauthenticatedOnly' && arrivedSignedIn) return '/';
  return null;
}

/**
 * Applies a route's access flag (spec §2).
 * - authenticatedOnly: a visitor goes to /login and the address is remembered. This also
 *   reacts to the token disappearing (logout in another tab, session invalid).
 * - unauthenticatedOnly: someone who *arrives* signed in goes to /. Signing in on the page
 *   itself is left to the page, which sends the user back to the remembered target; reacting
 *   here as well would race that navigation.
 */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const { isAuthenticated } = useSession();
  const [arrivedAuthenticated] = useState(isAuthenticated);
  const location = useLocation();
  const navigate = useNavigate();

  const redirect = accessRedirect(access, isAuthenticated, arrivedAuthenticated);
  const target = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    if (redirect === pagePaths.login) rememberRedirect(target);
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, target, navigate]);

  return redirect ? null : children;
}
