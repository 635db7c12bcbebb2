import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContentCard as Card } from '@qiao/contracts/catalogue-home';
import { CoverImage } from './cover-image';
import styles from './content-card.module.css';

/** The first letter of a title, drawn large when the content has no cover. */
function coverGlyph(title: string): string {
  const han = title.match(/\p{Script=Han}/u);
  return han?.[0] ?? [...title.trim()][0] ?? '桥';
}

/** One piece of content as a card that opens its page; used by the home and the search results. */
export function ContentCard({
  card,
  headingLevel = 3,
  layout = 'tile',
}: {
  card: Card;
  headingLevel?: 2 | 3;
  layout?: 'tile' | 'row';
}) {
  const { t } = useTranslation('search');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Link to={card.route} className={styles.card} data-layout={layout} data-kind={card.kind}>
      <span className={styles.cover} aria-hidden="true">
        <CoverImage
          src={card.cover}
          className={styles.image}
          fallback={<span className={styles.glyph}>{coverGlyph(card.title)}</span>}
        />
      </span>
      <span className={styles.body}>
        <span className={styles.kind}>{t(`kind.${card.kind}`)}</span>
        <Heading className={styles.title} dir="auto">
          {card.title}
        </Heading>
        {card.summary && (
          <span className={styles.summary} dir="auto">
            {card.summary}
          </span>
        )}
      </span>
    </Link>
  );
}
