import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';

// The markdown renderer loads with the editor, not with the file list.
const MarkdownPreview = lazy(async () => ({
  default: (await import('./markdown-preview')).MarkdownPreview,
}));

export function LazyMarkdownPreview(props: { text: string; label: string }) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <MarkdownPreview {...props} />
    </Suspense>
  );
}
