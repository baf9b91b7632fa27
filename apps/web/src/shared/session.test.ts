import { storageKeys } from '@maryjane/contract/constants';
import { describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  completeLogin,
  getRememberedRedirect,
  getToken,
  onSessionChange,
  rememberRedirect,
} from './session';

describe('session', () => {
  it('completeLogin stores the token and returns the remembered target once', () => {
    rememberRedirect('/my/plants?sort=age#top');
    expect(completeLogin('token-1')).toBe('/my/plants?sort=age#top');
    expect(getToken()).toBe('token-1');
    expect(localStorage.getItem(storageKeys.redirectTo)).toBeNull();
    expect(completeLogin('token-2')).toBe('/');
    // Registration lands on the dashboard when nothing was remembered.
    expect(completeLogin('token-3', '/dashboard')).toBe('/dashboard');
    rememberRedirect('/my/environments');
    expect(completeLogin('token-4', '/dashboard')).toBe('/my/environments');
  });

  it('never remembers another site or the sign-in pages themselves', () => {
    for (const target of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil',
      '/logout',
      '/login?x=1',
    ]) {
      rememberRedirect(target);
      expect(getRememberedRedirect()).toBeNull();
    }
    localStorage.setItem(storageKeys.redirectTo, '//evil.example');
    expect(completeLogin('t')).toBe('/');
  });

  it('tells subscribers about changes here and in other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = onSessionChange(listener);
    completeLogin('t');
    clearSession();
    expect(listener).toHaveBeenCalledTimes(2);

    localStorage.setItem(storageKeys.authToken, 'from-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.authToken }));
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.language }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });
});
