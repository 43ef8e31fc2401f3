import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { todayISO } from './lib';
import { asMenuData, type MenuData } from './menu';
import { englishPack, type LanguagePack } from './i18n/context';
import { langOfPath } from './i18n/lang';

const root = document.getElementById('root')!;
// The page records its build date and the menu it was rendered with, so the first client render matches it exactly.
const buildDate = root.dataset.buildDate ?? todayISO();

function embeddedMenu(): MenuData | null {
  try {
    return asMenuData(JSON.parse(document.getElementById('menu-data')?.textContent ?? 'null'));
  } catch {
    return null;
  }
}

// A Hindi page brings its texts as a chunk of their own, so the English pages never load them.
const pack: Promise<LanguagePack> = langOfPath(window.location.pathname) === 'hi' ? import('./i18n/hiBundle').then((m) => m.hindiPack) : Promise.resolve(englishPack);

const menu = embeddedMenu();
void pack.then((language) => {
  const path = window.location.pathname;
  // Built pages arrive rendered and are hydrated; in `npm run dev` the page is empty and rendered here.
  // As a transition, hydration works in short slices: a phone's main thread is never held long (Total Blocking Time).
  if (menu && root.firstElementChild) startTransition(() => void hydrateRoot(root, <App path={path} buildDate={buildDate} menu={menu} pack={language} />));
  else
    void import('./menuSeed').then(({ menuFromContent }) =>
      createRoot(root).render(<App path={path} buildDate={buildDate} menu={menu ?? menuFromContent()} pack={language} />),
    );
});
