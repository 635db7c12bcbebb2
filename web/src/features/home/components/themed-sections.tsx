import { useTranslation } from 'react-i18next';
import { CATALOGUE_PAGES } from '@qiao/contracts/catalogue-pages';
import { THEMED_SECTIONS, type IndexContent } from '@qiao/contracts/catalogue-home';
import { CardGrid } from './card-grid';
import { HomeSection } from './home-section';

const SECTION_PAGES = {
  rainbow: CATALOGUE_PAGES.rainbowIndex,
  silkRoad: CATALOGUE_PAGES.silkRoad,
  explore: CATALOGUE_PAGES.exploreChina,
  ebooks: CATALOGUE_PAGES.ebookList,
} as const;

/** Rainbow dragon, the silk road, explore China and e-books: each section that has content. */
export function ThemedSections({ themed }: { themed: IndexContent['themed'] }) {
  const { t } = useTranslation('home');
  return THEMED_SECTIONS.filter((key) => themed[key].length > 0).map((key) => (
    <HomeSection
      key={key}
      id={`home-themed-${key}`}
      title={t(`themed.${key}`)}
      moreTo={SECTION_PAGES[key]}
    >
      <CardGrid cards={themed[key]} />
    </HomeSection>
  ));
}
