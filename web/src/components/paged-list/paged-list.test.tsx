import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@qiao/contracts/limits';
import { initI18n } from '../../app/i18n';
import { PagedList } from './paged-list';

beforeAll(() => {
  initI18n('ar');
});

type Page = { list: string[]; total: number };

/** Renders a list whose page comes from `load`, as a learner's own list would fetch it. */
function renderList(load: () => Promise<Page>, browse = true) {
  function List() {
    const query = useQuery({ queryKey: ['paged-list-test'], queryFn: load, retry: false });
    return (
      <PagedList
        query={query}
        page={1}
        onPage={() => undefined}
        empty={{
          text: 'لا شيء هنا بعد.',
          browse: browse ? { to: '/pages/index/course_list', label: 'تصفّح الدروس' } : undefined,
        }}
      >
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </PagedList>
    );
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <List />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PagedList', () => {
  it('shows a failed load as a failure, not as an empty list, and loads again on retry', async () => {
    let calls = 0;
    renderList(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { list: ['الدرس الأول'], total: 1 };
    });
    expect(await screen.findByText('تعذّر تحميل القائمة')).toBeTruthy();
    expect(screen.queryByText('لا شيء هنا بعد.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByText('الدرس الأول')).toBeTruthy();
  });

  it('leads an empty list to where things are found', async () => {
    renderList(async () => ({ list: [], total: 0 }));
    expect(await screen.findByText('لا شيء هنا بعد.')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/pages/index/course_list');
  });

  it('keeps the way to where things are found once the list has items', async () => {
    renderList(async () => ({ list: ['الدرس الأول'], total: 1 }));
    expect(await screen.findByText('الدرس الأول')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تصفّح الدروس' }).getAttribute('href')).toBe(
      '/pages/index/course_list',
    );
  });

  it('has no link when there is nowhere to browse', async () => {
    renderList(async () => ({ list: [], total: 0 }), false);
    expect(await screen.findByText('لا شيء هنا بعد.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the page and a pager only when there is more than one page', async () => {
    const many = Array.from({ length: LIMITS.defaultPageSize }, (_, i) => `عنصر ${i + 1}`);
    renderList(async () => ({ list: many, total: LIMITS.defaultPageSize + 1 }));
    expect(await screen.findByText('عنصر 1')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: '2' })).toBeTruthy();
  });

  it('hides the pager on a single page', async () => {
    renderList(async () => ({ list: ['وحيد'], total: 1 }));
    expect(await screen.findByText('وحيد')).toBeTruthy();
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });
});
