/** What a built page carries for the browser: its build date, the menu it was rendered with, its language's texts. */
import { todayISO } from './lib';
import { asMenuData, type MenuData } from './menu';
import { englishPack, type LanguagePack } from './i18n/context';
import { langOfPath } from './i18n/lang';

/** The page records its build date and the menu it was rendered with, so the first client render matches it exactly. */
export function pageBuildDate(root: HTMLElement): string {
  return root.dataset.buildDate ?? todayISO();
}

export function embeddedMenu(): MenuData | null {
  try {
    return asMenuData(JSON.parse(document.getElementById('menu-data')?.textContent ?? 'null'));
  } catch {
    return null;
  }
}

/** A Hindi page brings its texts as a chunk of their own, so the English pages never load them. */
export function pagePack(): Promise<LanguagePack> {
  return langOfPath(window.location.pathname) === 'hi'
    ? import('./i18n/hiBundle').then((m) => m.hindiPack)
    : Promise.resolve(englishPack);
}
