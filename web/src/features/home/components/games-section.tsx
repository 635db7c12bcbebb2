import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GAME_IDS } from '@qiao/contracts/games';
import { GAME_NAMES, GAMES_PAGE, gamePageRoute } from '@qiao/contracts/games-names';
import { useLanguage } from '../../../hooks/use-language';
import { HomeSection } from './home-section';
import styles from './games-section.module.css';

/** The home's way to the six games (spec learning area §2: games/games under home and discovery). */
export function GamesSection() {
  const { t } = useTranslation('home');
  const { language } = useLanguage();
  return (
    <HomeSection id="home-games" title={t('games.title')} moreTo={GAMES_PAGE}>
      <ul className={styles.list}>
        {GAME_IDS.map((game) => (
          <li key={game}>
            <Link to={gamePageRoute(game)} className={styles.game}>
              <strong className={styles.name}>{GAME_NAMES[game].name[language]}</strong>
              <span className={styles.text}>{GAME_NAMES[game].description[language]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
