import { Hero } from '../components/Hero';
import { About } from '../components/About';
import { MenuSection } from '../components/MenuSection';
import { Gallery } from '../components/Gallery';
import { Contact } from '../components/Contact';
import { Island } from '../components/Island';
import { PartyBanner } from '../components/PartyBanner';

export function HomePage() {
  return (
    <>
      <Island name="hero">
        <Hero />
      </Island>
      <About />
      <Island name="menu">
        <MenuSection />
      </Island>
      <PartyBanner />
      <Island name="gallery">
        <Gallery />
      </Island>
      <Island name="contact">
        <Contact />
      </Island>
    </>
  );
}
