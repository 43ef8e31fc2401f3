import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { todayISO } from './lib';

const root = document.getElementById('root')!;
// The prerendered page records its build date so the first client render matches it exactly.
const buildDate = root.dataset.buildDate ?? todayISO();
const app = <App path={window.location.pathname} buildDate={buildDate} />;

// Built pages arrive prerendered and are hydrated; in `npm run dev` the page is empty and rendered here.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
