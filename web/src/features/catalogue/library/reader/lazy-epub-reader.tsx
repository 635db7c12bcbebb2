import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { ReadingDirection } from './turn-keys';

// epub.js and its zip reader load when a book opens, never with the home page.
const EpubReader = lazy(async () => ({ default: (await import('./epub-reader')).EpubReader }));

export function LazyEpubReader(props: { url: string; title: string; direction: ReadingDirection }) {
  return (
    <Suspense fallback={<Spin />}>
      <EpubReader {...props} />
    </Suspense>
  );
}
