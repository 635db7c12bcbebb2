import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Select, Spin } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import ePub, { type Book, type Rendition } from 'epubjs';
import { sideOf, turnForKey, type ReadingDirection, type Turn } from './turn-keys';
import styles from './epub-reader.module.css';

interface TocEntry {
  href: string;
  label: string;
}

interface Place {
  href: string;
  page: number;
  pages: number;
  atStart: boolean;
  atEnd: boolean;
}

type ReaderState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; direction: ReadingDirection; toc: TocEntry[]; place?: Place };

/** The table of contents flattened, with chapter paths as the spine names them. */
function flatten(items: { href: string; label: string; subitems?: unknown[] }[]): TocEntry[] {
  return items.flatMap((item) => [
    { href: item.href, label: item.label.trim() },
    ...flatten((item.subitems ?? []) as typeof items),
  ]);
}

const samePath = (a: string, b: string) => a.split('#')[0] === b.split('#')[0];

/**
 * An EPUB read with epub.js, one page at a time. The book's own reading direction (its spine's
 * page-progression-direction, else the catalogue's) decides everything that points: in a
 * right-to-left book pages turn towards the left, "next" sits on the left and ArrowLeft goes
 * forward. The book is fetched once from its signed address and read from memory after that.
 */
export function EpubReader({
  url,
  title,
  direction: catalogueDirection,
}: {
  url: string;
  title: string;
  direction: ReadingDirection;
}) {
  const { t } = useTranslation('library');
  const viewRef = useRef<HTMLDivElement>(null);
  const renditionRef = useRef<Rendition | null>(null);
  const [state, setState] = useState<ReaderState>({ status: 'loading' });

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    let cancelled = false;
    let book: Book | undefined;
    void (async () => {
      try {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`book answered ${response.status}`);
        const bytes = await response.arrayBuffer();
        if (cancelled) return;
        book = ePub(bytes);
        await book.ready;
        // epub.js reads the spine's page-progression-direction; its typings leave it out.
        const declared = (book.packaging.metadata as { direction?: string }).direction;
        const direction: ReadingDirection =
          declared === 'rtl' || declared === 'ltr' ? declared : catalogueDirection;
        const rendition = book.renderTo(view, {
          width: '100%',
          height: '100%',
          flow: 'paginated',
          spread: 'none',
          defaultDirection: direction,
          // The reader's own listeners (keys, clicks, resizes) only run in a frame that allows
          // scripts. The book's scripts still cannot: the frame inherits Qiao's content policy,
          // whose script-src allows neither inline code nor blob: URLs (decision 019).
          allowScriptedContent: true,
        });
        renditionRef.current = rendition;
        const navigation = await book.loaded.navigation;
        const toc = flatten(navigation.toc);
        rendition.on(
          'relocated',
          (location: {
            start: { href: string; displayed: { page: number; total: number } };
            atStart: boolean;
            atEnd: boolean;
          }) => {
            if (cancelled) return;
            setState((current) =>
              current.status === 'ready'
                ? {
                    ...current,
                    place: {
                      href: location.start.href,
                      page: location.start.displayed.page,
                      pages: location.start.displayed.total,
                      atStart: location.atStart,
                      atEnd: location.atEnd,
                    },
                  }
                : current,
            );
          },
        );
        // Arrow keys pressed while the page (inside its frame) has focus.
        rendition.on('keyup', (event: KeyboardEvent) => {
          const turn = turnForKey(event.key, direction);
          if (turn === 'next') void rendition.next();
          if (turn === 'previous') void rendition.prev();
        });
        if (cancelled) return;
        setState({ status: 'ready', direction, toc });
        await rendition.display();
      } catch {
        if (!cancelled) setState({ status: 'failed' });
      }
    })();
    return () => {
      cancelled = true;
      renditionRef.current = null;
      book?.destroy();
    };
  }, [url, catalogueDirection]);

  const turn = useCallback((which: Turn) => {
    const rendition = renditionRef.current;
    if (!rendition) return;
    void (which === 'next' ? rendition.next() : rendition.prev());
  }, []);

  if (state.status === 'failed') return <Alert type="error" title={t('ebook.failed')} />;
  const ready = state.status === 'ready' ? state : undefined;
  const direction = ready?.direction ?? catalogueDirection;
  const place = ready?.place;
  const chapter = place && ready.toc.find((entry) => samePath(entry.href, place.href));

  const button = (which: Turn) => {
    const side = sideOf(which, direction);
    const label = t(which === 'next' ? 'ebook.next' : 'ebook.previous');
    return (
      <Button
        className={styles.turn}
        aria-label={label}
        title={label}
        icon={side === 'left' ? <LeftOutlined aria-hidden /> : <RightOutlined aria-hidden />}
        disabled={!place || (which === 'next' ? place.atEnd : place.atStart)}
        onClick={() => turn(which)}
        data-testid={`ebook-${which}`}
      />
    );
  };

  return (
    <section
      className={styles.reader}
      aria-label={title}
      data-direction={direction}
      tabIndex={-1}
      onKeyUp={(event) => {
        const which = turnForKey(event.key, direction);
        if (which && !(event.target instanceof HTMLInputElement)) turn(which);
      }}
    >
      <div className={styles.toolbar}>
        <Select
          className={styles.toc}
          aria-label={t('ebook.toc')}
          placeholder={t('ebook.toc')}
          disabled={!ready || ready.toc.length === 0}
          value={chapter?.href}
          options={(ready?.toc ?? []).map((entry) => ({
            value: entry.href,
            label: <bdi>{entry.label}</bdi>,
          }))}
          onChange={(href: string) => void renditionRef.current?.display(href)}
        />
        <span className={styles.place} aria-live="polite" data-testid="ebook-place">
          {place
            ? t('ebook.place', {
                // First-strong isolates: a Chinese title keeps its order inside an Arabic sentence.
                chapter: chapter ? `\u2068${chapter.label}\u2069` : '',
                page: place.page,
                pages: place.pages,
              })
            : t('ebook.loading')}
        </span>
      </div>
      {/* Laid out in the book's direction: "next" lands on the side the pages move towards. */}
      <div className={styles.stage} dir={direction}>
        {button('previous')}
        <div className={styles.view} ref={viewRef} data-testid="ebook-view">
          {!place && <Spin className={styles.spinner} />}
        </div>
        {button('next')}
      </div>
    </section>
  );
}
