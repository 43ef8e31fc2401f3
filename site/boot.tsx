import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { embeddedMenu, pageBuildDate, pagePack } from './pageData';

const root = document.getElementById('root')!;
const buildDate = pageBuildDate(root);
const menu = embeddedMenu();
void pagePack().then((language) => {
  const path = window.location.pathname;
  // Built pages arrive rendered and are hydrated; in `npm run dev` the page is empty and rendered here.
  // As a transition, hydration works in short slices: a phone's main thread is never held long (Total Blocking Time).
  if (menu && root.firstElementChild)
    startTransition(
      () => void hydrateRoot(root, <App path={path} buildDate={buildDate} menu={menu} pack={language} />),
    );
  else
    void import('../shared/menuSeed').then(({ menuFromContent }) =>
      createRoot(root).render(
        <App path={path} buildDate={buildDate} menu={menu ?? menuFromContent()} pack={language} />,
      ),
    );
});
