import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { todayISO } from './lib';

const root = document.getElementById('root')!;
// The prerendered page records its build date so the first client render matches it exactly.
const buildDate = root.dataset.buildDate ?? todayISO();

hydrateRoot(root, <App path={window.location.pathname} buildDate={buildDate} />);
