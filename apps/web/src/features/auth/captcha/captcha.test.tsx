import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, sampleUser } from '../../../test/api-mock';
import { field } from '../../../test/fields';
import { findPageHeading, renderApp } from '../../../test/render-app';
import { loadRecaptcha, recaptchaErrors, resetRecaptchaForTests } from './recaptcha';

// The real widget needs Web Crypto workers; the element itself is what the form talks to.
vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/de', () => ({}));

afterEach(() => {
  resetRecaptchaForTests();
  document.head.querySelectorAll('script[src*="recaptcha"]').forEach((script) => script.remove());
});

const loggedIn = () => ok({ user: sampleUser, token: 'token-123' });

async function submitLogin() {
  const user = userEvent.setup();
  await user.type(field('E-mail address'), 'mary@example.org');
  await user.type(field('Password'), 'Grow-Tent-2026');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

/** The login page with altcha configured, once its widget is in the form. */
async function openLoginWithAltcha() {
  const api = mockApi({
    'GET /config': () =>
      ok({ captcha: { provider: 'altcha', challengeUrl: '/api/captcha/challenge' } }),
    'POST /user/login': loggedIn,
  });
  renderApp('/login');
  await findPageHeading('Log in');
  const widget = await waitFor(() => {
    const element = document.querySelector('altcha-widget');
    if (!element) throw new Error('no widget yet');
    return element as HTMLElement & { verify?: unknown; reset?: unknown };
  });
  return { api, widget };
}

describe('captcha', () => {
  it('is asked for only when a protected form is shown', async () => {
    const api = mockApi({});
    const visit = renderApp('/setup-wizard');
    await findPageHeading('Setup wizard');
    expect(api.callsTo('GET /config')).toHaveLength(0);
    visit.unmount();
    renderApp('/login');
    await findPageHeading('Log in');
    await waitFor(() => expect(api.callsTo('GET /config')).toHaveLength(1));
  });

  it('altcha: shows the widget and sends its payload in the recaptcha header', async () => {
    const { api, widget } = await openLoginWithAltcha();
    expect(widget).toHaveAttribute('challenge', '/api/captcha/challenge');
    widget.reset = vi.fn();
    widget.dispatchEvent(
      new CustomEvent('statechange', { detail: { state: 'verified', payload: 'altcha-payload' } }),
    );
    await submitLogin();
    await waitFor(() => expect(api.callsTo('POST /user/login')).toHaveLength(1));
    expect(api.callsTo('POST /user/login')[0]?.headers.get('recaptcha')).toBe('altcha-payload');
    // Payloads are single use: the widget starts over.
    expect(widget.reset).toHaveBeenCalled();
  });

  it('altcha: solves on submit when the box was not ticked', async () => {
    const { api, widget } = await openLoginWithAltcha();
    widget.verify = vi.fn(async () => ({ payload: 'solved-on-submit' }));
    widget.reset = vi.fn();
    await submitLogin();
    await waitFor(() => expect(api.callsTo('POST /user/login')).toHaveLength(1));
    expect(api.callsTo('POST /user/login')[0]?.headers.get('recaptcha')).toBe('solved-on-submit');
  });

  it('recaptcha: loads Google’s script with the site key and sends a token for the action', async () => {
    const execute = vi.fn(async () => 'recaptcha-token');
    const api = mockApi({
      'GET /config': () => ok({ captcha: { provider: 'recaptcha', siteKey: 'site-key-1' } }),
      'POST /user/login': loggedIn,
    });
    renderApp('/login');
    await findPageHeading('Log in');
    const script = await waitFor(() => {
      const element = document.head.querySelector<HTMLScriptElement>('script[src*="recaptcha"]');
      if (!element) throw new Error('no script yet');
      return element;
    });
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key-1');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    script.dispatchEvent(new Event('load'));

    await submitLogin();
    await waitFor(() => expect(api.callsTo('POST /user/login')).toHaveLength(1));
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'login' });
    expect(api.callsTo('POST /user/login')[0]?.headers.get('recaptcha')).toBe('recaptcha-token');
  });

  it('recaptcha: refuses a second site key, as the original loader did', async () => {
    void loadRecaptcha('site-key-1').catch(() => undefined);
    await expect(loadRecaptcha('site-key-2')).rejects.toThrow(recaptchaErrors.otherSiteKey);
  });
});
