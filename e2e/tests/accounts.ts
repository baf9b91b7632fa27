import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { storageKeys } from './helpers';
import { codeIn, mailsTo, waitForMail } from './mail';

/** Tests share one server: every test gets an address of its own. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.org`;
}

export const PASSWORD = 'Grow-Tent-2026';

export interface Account {
  email: string;
  password: string;
  username: string;
  token: string;
}

/** Registers through the API (code read from the outbox), for journeys that start signed up. */
export async function createAccount(
  request: APIRequestContext,
  label: string,
  password = PASSWORD,
): Promise<Account> {
  const email = uniqueEmail(label);
  const username = `Grower ${label}`;
  const before = mailsTo(email).length;
  const sent = await request.post('/api/user/verify-email', { data: { email, lang: 'en' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = codeIn(await waitForMail(email, before + 1));
  const registered = await request.post('/api/user/register', {
    data: { email, username, password, emailVerificationCode: code },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { data } = (await registered.json()) as { data: { token: string } };
  return { email, password, username, token: data.token };
}

/**
 * Puts the token where the app keeps it, once (unlike an init script, logout can remove it),
 * from a public page, then opens `path`.
 */
export async function signInWithToken(page: Page, token: string, path = '/setup-wizard') {
  await page.goto('/setup-wizard');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    storageKeys.authToken,
    token,
  ] as const);
  await page.goto(path);
}
