import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { CodeEditorProps } from './code-editor';

// CodeMirror, its language modes and themes stay out of the main bundle until an editor opens.
const CodeEditor = lazy(async () => ({ default: (await import('./code-editor')).CodeEditor }));

export function LazyCodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <CodeEditor {...props} />
    </Suspense>
  );
}
