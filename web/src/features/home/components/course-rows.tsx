import { useTranslation } from 'react-i18next';
import { CATALOGUE_PAGES } from '@qiao/contracts/catalogue-pages';
import type { CourseRow } from '@qiao/contracts/catalogue-home';
import { CardGrid } from './card-grid';
import { HomeSection } from './home-section';

/** One row of courses per audience (children, teenagers, adults, teachers) that has any. */
export function CourseRows({ rows }: { rows: readonly CourseRow[] }) {
  const { t } = useTranslation('home');
  return rows.map((row) => (
    <HomeSection
      key={row.audience}
      id={`home-courses-${row.audience}`}
      title={t(`courses.${row.audience}`)}
      moreTo={CATALOGUE_PAGES.moocList}
    >
      <CardGrid cards={row.list} />
    </HomeSection>
  ));
}
