import type { ReactNode } from 'react';
import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import type { LibraryCard } from '@qiao/contracts/catalogue-library';
import { useRecordOpening } from '../../../learning/use-record-opening';
import { ItemProgress } from '../../../learning/item-progress';
import { MediaPlayer } from './media-player';
import { RelatedList } from './related-list';
import styles from './library.module.css';

interface MediaDetailProps {
  item: { id: string; title: string; summary?: string | null };
  /** The way back: the list, then the item's group when it has one. */
  crumbs: { to: string; title: ReactNode }[];
  related: { title: string; items: LibraryCard[]; route: string; currentId?: string };
}

/**
 * One video with its words and the others beside it: a micro-lesson or a discover video. A
 * signed-in learner's watching is recorded, resumed and shown as progress.
 */
export function MediaDetail({ item, crumbs, related }: MediaDetailProps) {
  const signedIn = useRecordOpening(item.id);
  return (
    <>
      <Breadcrumb
        className={styles.breadcrumb}
        items={crumbs.map(({ to, title }) => ({ title: <Link to={to}>{title}</Link> }))}
      />
      <div className={styles.detail}>
        <article>
          <MediaPlayer id={item.id} title={item.title} recorded={signedIn} />
          <h1 className={styles.title} dir="auto">
            {item.title}
          </h1>
          {signedIn && <ItemProgress itemId={item.id} />}
          {item.summary && <p dir="auto">{item.summary}</p>}
        </article>
        <RelatedList {...related} />
      </div>
    </>
  );
}
