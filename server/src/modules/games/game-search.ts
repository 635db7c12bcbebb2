import type { Language } from '@qiao/contracts/languages';
import { GAME_IDS } from '@qiao/contracts/games';
import { GAME_NAMES, GAME_WORDS, gamePageRoute } from '@qiao/contracts/games-names';
import { nameBasedId } from '../../platform/ids/name-based-id';
import type { FoundGame } from '../catalogue';

/**
 * The search's "games" tab, from the games module: every game for a word that means "games"
 * ("ألعاب", "游戏"), otherwise the games whose name or description in any language holds the
 * keyword ("نغمة", "声调", "pinyin"), each opening the games page at that game.
 */
export function searchGames(
  _keyword: string,
  words: (texts: readonly string[]) => boolean,
  language: Language,
): FoundGame[] {
  const all = words(GAME_WORDS);
  return GAME_IDS.filter((id) => {
    const { name, description } = GAME_NAMES[id];
    return all || words([...Object.values(name), ...Object.values(description)]);
  }).map((id) => ({
    id: nameBasedId('games', id),
    title: GAME_NAMES[id].name[language],
    summary: GAME_NAMES[id].description[language],
    route: gamePageRoute(id),
  }));
}
