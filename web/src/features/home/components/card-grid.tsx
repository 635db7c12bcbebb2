import type { ContentCard as Card } from '@qiao/contracts/catalogue-home';
import { ContentCard } from '../../catalogue/search';
import styles from './home-section.module.css';

export function CardGrid({ cards }: { cards: readonly Card[] }) {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.id}>
          <ContentCard card={card} />
        </li>
      ))}
    </ul>
  );
}
