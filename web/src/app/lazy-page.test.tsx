import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { act, useContext } from 'react';
import { ConfigProvider } from 'antd';
import { initI18n } from './i18n';
import { LazyPage, type PageLoader } from './lazy-page';

beforeAll(async () => {
  initI18n('en');
  // Fetched with the first antd page; loaded once up front so tests wait for pages, not transforms.
  await import('./antd-scope');
}, 60_000);

const page = { default: () => <h1>Loaded page</h1> };

/** Says which direction antd's providers around it set, if any. */
function DirectionPage() {
  const { direction } = useContext(ConfigProvider.ConfigContext);
  return <h1>Page facing {direction ?? 'nothing set'}</h1>;
}

describe('LazyPage', () => {
  it('shows the new page when the route swaps the loader in place', async () => {
    const first: PageLoader = async () => ({ default: () => <h1>First page</h1> });
    const second: PageLoader = async () => ({ default: () => <h1>Second page</h1> });
    const { rerender } = render(<LazyPage load={first} />);
    expect(await screen.findByRole('heading', { name: 'First page' })).toBeTruthy();
    rerender(<LazyPage load={second} />);
    expect(await screen.findByRole('heading', { name: 'Second page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'First page' })).toBeNull();
  });

  it('shows the load error when the import fails, and Retry imports again', async () => {
    const load = vi
      .fn<PageLoader>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(page);
    render(<LazyPage load={load} />);

    expect(
      await screen.findByRole('heading', { name: 'The page could not be loaded' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));

    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up on an import that does not answer within the timeout', async () => {
    vi.useFakeTimers();
    const load = vi.fn<PageLoader>(() => new Promise(() => undefined));
    render(<LazyPage load={load} timeoutMs={120_000} />);
    expect(screen.getByRole('status').textContent).toContain('Loading page');

    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(screen.getByRole('heading', { name: 'The page could not be loaded' })).toBeTruthy();
    vi.useRealTimers();
  });

  it('renders a page already loaded at once, without a loading state', async () => {
    const load = vi.fn<PageLoader>().mockResolvedValue(page);
    const first = render(<LazyPage load={load} />);
    await screen.findByRole('heading', { name: 'Loaded page' });
    first.unmount();

    render(<LazyPage load={load} />);
    expect(screen.getByRole('heading', { name: 'Loaded page' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders an antd page inside antd providers, in the direction of the language', async () => {
    const antdPage: PageLoader = async () => ({ default: DirectionPage });
    render(<LazyPage load={antdPage} />);
    expect(await screen.findByRole('heading', { name: 'Page facing ltr' })).toBeTruthy();
  });

  it('renders a page drawn without antd outside antd providers', async () => {
    const plainPage: PageLoader = async () => ({ default: DirectionPage });
    render(<LazyPage load={plainPage} antd={false} />);
    expect(await screen.findByRole('heading', { name: 'Page facing nothing set' })).toBeTruthy();
  });
});
