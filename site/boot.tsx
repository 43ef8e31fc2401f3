import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { todayISO } from './lib';
import { asMenuData, type MenuData } from './menu';

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

const menu = embeddedMenu();
// Built pages arrive rendered and are hydrated; in `npm run dev` the page is empty and rendered here.
if (menu && root.firstElementChild) hydrateRoot(root, <App path={window.location.pathname} buildDate={buildDate} menu={menu} />);
else
  void import('./menuSeed').then(({ menuFromContent }) =>
    createRoot(root).render(<App path={window.location.pathname} buildDate={buildDate} menu={menu ?? menuFromContent()} />),
  );
