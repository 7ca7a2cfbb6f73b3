import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

/** A cache of its own for one test: no retries, so a failure shows at once. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** A wrapper with what a page needs (cache, router at `path`, antd App), for component tests. */
export function providers(path = '/', client = testQueryClient()) {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <App>{children}</App>
        </MemoryRouter>
      </QueryClientProvider>
    );
  };
}

export const renderWithProviders = (ui: ReactNode, path = '/', client = testQueryClient()) =>
  render(ui, { wrapper: providers(path, client) });

/** Shows the router's current location (path and query), for tests to read. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** jsdom has no ResizeObserver, which antd's tables and typography use: `vi.stubGlobal('ResizeObserver', NoopResizeObserver)`. */
export class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
