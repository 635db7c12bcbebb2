import { AudienceSection } from './audience-section';
import { FeatureGrid } from './feature-grid';
import { HomeHero } from './home-hero';

/** The new home (`/` and `/pages/new-home/new-home`): what Qiao is and what it offers. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <FeatureGrid />
      <AudienceSection />
    </>
  );
}
