import { pagePaths } from '@maryjane/contract/page-paths';
import { storageKeys } from '@maryjane/contract/constants';
import { useSyncExternalStore } from 'react';
import { readStored, removeStored, writeStored } from './storage';
import { isSitePath } from './site-path';

/**
 * The session is "a token is stored" (spec §6). localStorage is the single source of truth;
 * this tiny store only tells React when it changed, in this tab or in another one.
 */
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function onStorage(event: StorageEvent): void {
  // key is null when another tab called localStorage.clear().
  if (event.key === null || event.key === storageKeys.authToken) emit();
}

export function getToken(): string | null {
  return readStored(storageKeys.authToken) || null;
}

export function setToken(token: string): void {
  writeStored(storageKeys.authToken, token);
  emit();
}

/** Logout, account deletion and an invalid session (code 2005) all end here (spec §4). */
export function clearSession(): void {
  removeStored(storageKeys.authToken);
  emit();
}

/**
 * The session where none can be read: while a member's page is rendered on the server (a
 * placeholder that is never sent anywhere), and while the browser hydrates that markup (the
 * stored token). Otherwise null, as for a visitor.
 */
let assumedToken: string | null = null;

export function assumeSession(token: string | null): void {
  assumedToken = token;
}

const serverSnapshot = () => assumedToken;

export function useSession(): { token: string | null; isAuthenticated: boolean } {
  const token = useSyncExternalStore(subscribe, getToken, serverSnapshot);
  return { token, isAuthenticated: token !== null };
}

/** Subscribe outside React (e.g. to drop cached personal data on logout). */
export function onSessionChange(listener: () => void): () => void {
  return subscribe(listener);
}

// Pages that make no sense to come back to after signing in. Only a path on this site is
// remembered, so a crafted value cannot send the reader to another site.
const notRememberable: readonly string[] = [
  pagePaths.login,
  pagePaths.logout,
  pagePaths.register,
  pagePaths.forgotPassword,
  pagePaths.passwordReset,
];

export function rememberRedirect(target: string): void {
  const pathname = target.split(/[?#]/)[0] ?? '';
  if (!isSitePath(target) || notRememberable.includes(pathname)) return;
  writeStored(storageKeys.redirectTo, target);
}

export function getRememberedRedirect(): string | null {
  const target = readStored(storageKeys.redirectTo);
  return target && isSitePath(target) ? target : null;
}

/**
 * Called by login and register once the API returned a token: stores it and hands back where
 * the user wanted to go before being sent to /login (spec §2), forgetting that target.
 * Without one, `fallback` (login: `/`, which leads on to the dashboard; register: `/dashboard`).
 */
export function completeLogin(token: string, fallback = '/'): string {
  const target = getRememberedRedirect() ?? fallback;
  removeStored(storageKeys.redirectTo);
  setToken(token);
  return target;
}
