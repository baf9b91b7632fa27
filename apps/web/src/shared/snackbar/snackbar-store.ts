import { snackbarTimeouts, type SnackbarKind } from '@maryjane/contract/constants';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { statusColors } from '../theme';

export type SnackbarLocation = 'top' | 'bottom';

/** The one snackbar of the app (spec §3): a new notice replaces the current one. */
export interface SnackbarState {
  show: boolean;
  kind: SnackbarKind;
  message: string;
  color: string;
  timeout: number;
  location: SnackbarLocation;
  actionText?: string;
  actionIcon?: ReactNode;
  /** What the action button does besides closing the notice (e.g. undo). */
  onAction?: () => void;
  /** Changes with every notice so the same message shown twice restarts its timer. */
  id: number;
}

export interface SnackbarOptions {
  timeout?: number;
  location?: SnackbarLocation;
  actionText?: string;
  actionIcon?: ReactNode;
  onAction?: () => void;
}

const initialState: SnackbarState = {
  show: false,
  kind: 'info',
  message: '',
  color: statusColors.info,
  timeout: snackbarTimeouts.info,
  location: 'bottom',
  id: 0,
};

let state = initialState;
const listeners = new Set<() => void>();

function setState(next: SnackbarState): void {
  state = next;
  for (const listener of listeners) listener();
}

function open(kind: SnackbarKind, message: string, options: SnackbarOptions = {}): void {
  setState({
    show: true,
    kind,
    message,
    color: statusColors[kind],
    timeout: options.timeout ?? snackbarTimeouts[kind],
    location: options.location ?? 'bottom',
    actionText: options.actionText,
    actionIcon: options.actionIcon,
    onAction: options.onAction,
    id: state.id + 1,
  });
}

/** Messages are translated by the caller: `snackbar.success(t('account:saved'))`. */
export const snackbar = {
  error: (message: string, options?: SnackbarOptions) => open('error', message, options),
  success: (message: string, options?: SnackbarOptions) => open('success', message, options),
  info: (message: string, options?: SnackbarOptions) => open('info', message, options),
  warning: (message: string, options?: SnackbarOptions) => open('warning', message, options),
  hide: () => {
    if (state.show) setState({ ...state, show: false });
  },
  reset: () => setState({ ...initialState, id: state.id + 1 }),
  getState: () => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Pages rendered on the server, and their hydration, show no notice: the store is one per
 * process there, and a notice raised in the browser before hydration ends would not match the
 * server's markup. It shows right after.
 */
const serverState = () => initialState;

export function useSnackbarState(): SnackbarState {
  return useSyncExternalStore(snackbar.subscribe, snackbar.getState, serverState);
}
