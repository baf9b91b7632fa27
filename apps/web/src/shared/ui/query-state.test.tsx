import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { QueryState, type QueryView } from './query-state';

function view<T>(state: Partial<QueryView<T>>): QueryView<T> {
  return {
    data: undefined,
    isError: false,
    error: null,
    isRefetching: false,
    refetch: vi.fn(),
    ...state,
  };
}

function show(node: ReactNode) {
  return render(<MantineProvider env="test">{node}</MantineProvider>);
}

const list = (names: string[]) => (
  <ul>
    {names.map((name) => (
      <li key={name}>{name}</li>
    ))}
  </ul>
);

describe('QueryState', () => {
  it('shows the loading outline until the first data arrive', () => {
    show(
      <QueryState query={view<string[]>({})} loading="Loading plants">
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Loading plants')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('hands the data to its children', () => {
    show(
      <QueryState query={view({ data: ['Amnesia'] })} loading="Loading" empty="No plants yet">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Amnesia');
    expect(screen.queryByText('No plants yet')).not.toBeInTheDocument();
  });

  it('shows the empty state for an empty array, or what isEmpty calls empty', () => {
    const { unmount } = show(
      <QueryState query={view<string[]>({ data: [] })} loading="Loading" empty="No plants yet">
        {list}
      </QueryState>,
    );
    expect(screen.getByText('No plants yet')).toBeInTheDocument();
    unmount();
    show(
      <QueryState
        query={view({ data: { total: 0 } })}
        loading="Loading"
        empty="Nothing found"
        isEmpty={(page) => page.total === 0}
      >
        {(page) => `${page.total} found`}
      </QueryState>,
    );
    expect(screen.getByText('Nothing found')).toBeInTheDocument();
  });

  it('keeps the data on screen when a refetch fails', () => {
    show(
      <QueryState query={view({ data: ['Amnesia'], isError: true })} loading="Loading">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Amnesia');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failure with a retry, and its reason when the query is silent', async () => {
    const refetch = vi.fn();
    const error = new ApiError({
      kind: 'bad_request',
      status: 400,
      message: 'HTTP 400',
      serverMessage: 'No such garden.',
    });
    const { unmount } = show(
      <QueryState query={view<string[]>({ isError: true, error, refetch })} loading="Loading">
        {list}
      </QueryState>,
    );
    expect(screen.getByText('This could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No such garden.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
    unmount();
    show(
      <QueryState query={view<string[]>({ isError: true, error })} loading="Loading" showReason>
        {list}
      </QueryState>,
    );
    expect(screen.getByText('No such garden.')).toBeInTheDocument();
  });

  it('shows the given failure instead of the standard one', () => {
    show(
      <QueryState query={view<string[]>({ isError: true })} loading="Loading" error="No list today">
        {list}
      </QueryState>,
    );
    expect(screen.getByText('No list today')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('draws the first data to arrive in a render of its own, and later changes at once', () => {
    const rendered: string[] = [];
    const Loading = () => {
      rendered.push('loading');
      return 'Loading';
    };
    const names = (data: string[]) => {
      rendered.push(data.join());
      return list(data);
    };
    const { rerender } = show(
      <QueryState query={view<string[]>({})} loading={<Loading />}>
        {names}
      </QueryState>,
    );
    const again = (data: string[]) =>
      rerender(
        <MantineProvider env="test">
          <QueryState query={view({ data })} loading={<Loading />}>
            {names}
          </QueryState>
        </MantineProvider>,
      );
    again(['Amnesia']);
    // The answer's own render keeps the outline; the list follows in a deferred one.
    expect(rendered).toEqual(['loading', 'loading', 'Amnesia']);
    again(['Amnesia', 'Gorilla Glue']);
    expect(rendered.at(-1)).toBe('Amnesia,Gorilla Glue');
    expect(rendered).toHaveLength(4);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
