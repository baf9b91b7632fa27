import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IconX } from '@tabler/icons-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n';
import { Snackbar } from './snackbar';
import { snackbar } from './snackbar-store';

function renderSnackbar() {
  return render(
    <MantineProvider env="test">
      <Snackbar />
    </MantineProvider>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const show = (fn: () => void) => act(fn);
const swipe = (element: HTMLElement, dx: number) => {
  fireEvent.touchStart(element, { touches: [{ clientX: 100, clientY: 100 }] });
  fireEvent.touchMove(element, { touches: [{ clientX: 100 + dx, clientY: 100 }] });
  fireEvent.touchEnd(element, { changedTouches: [{ clientX: 100 + dx, clientY: 100 }] });
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Snackbar', () => {
  it.each([
    ['error', 5000, 'alert'],
    ['warning', 4000, 'alert'],
    ['info', 4000, 'status'],
    ['success', 3000, 'status'],
  ] as const)('shows a %s notice as role=%s until its %i ms timeout', (kind, timeout, role) => {
    renderSnackbar();
    show(() => snackbar[kind]('Humidity is above 70 %'));
    expect(screen.getByRole(role)).toHaveTextContent('Humidity is above 70 %');
    advance(timeout - 1);
    expect(screen.getByRole(role)).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole(role)).not.toBeInTheDocument();
  });

  it('pauses the countdown while the pointer is over it and resumes after', () => {
    renderSnackbar();
    show(() => snackbar.success('Saved'));
    advance(2000);
    fireEvent.pointerEnter(screen.getByRole('status'));
    advance(10_000);
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByRole('status'));
    advance(999);
    expect(screen.getByRole('status')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes with its action button, labelled "Close" by default', () => {
    renderSnackbar();
    show(() => snackbar.error('Network error'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('labels the action button in German when German is chosen', async () => {
    vi.useRealTimers();
    await changeLanguage('de');
    renderSnackbar();
    show(() => snackbar.info('Hinweis'));
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('uses the given action text, or an icon with an accessible name', () => {
    renderSnackbar();
    show(() => snackbar.info('Plant watered', { actionText: 'Got it' }));
    expect(screen.getByRole('button', { name: 'Got it' })).toBeInTheDocument();
    show(() => snackbar.info('Plant watered', { actionIcon: <IconX /> }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is dismissed by a swipe of more than 50 px, not by a shorter one', () => {
    renderSnackbar();
    show(() => snackbar.warning('pH out of range'));
    swipe(screen.getByRole('alert'), 40);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    swipe(screen.getByRole('alert'), 50);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    swipe(screen.getByRole('alert'), -51);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can be closed from the keyboard', () => {
    renderSnackbar();
    show(() => snackbar.error('Server error'));
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Escape' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not time out while focused (keyboard users get time to act)', () => {
    renderSnackbar();
    show(() => snackbar.error('Server error'));
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    advance(20_000);
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('restarts the countdown when a new notice replaces the current one', () => {
    renderSnackbar();
    show(() => snackbar.success('First'));
    advance(2500);
    show(() => snackbar.success('Second'));
    advance(2500);
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    advance(500);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('hides on hide() and returns to the initial state on reset()', () => {
    renderSnackbar();
    show(() => snackbar.error('x', { location: 'top' }));
    show(() => snackbar.hide());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    show(() => snackbar.error('x', { location: 'top', timeout: 100 }));
    show(() => snackbar.reset());
    expect(snackbar.getState()).toMatchObject({ show: false, message: '', location: 'bottom' });
  });
});
