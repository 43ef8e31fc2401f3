/**
 * The party requests asked for on this phone (their private links), in local storage, so the
 * customer finds the quote again after closing its page. Nothing leaves the phone.
 */
export const PARTIES_KEY = 'gaon-rasoi-parties';
const KEPT = 5;

export interface KnownParty {
  id: number;
  /** The private page with its secret: `/party/12?t=…`. */
  url: string;
  date: string;
  guests: number;
}

export function knownParties(): KnownParty[] {
  try {
    const list = JSON.parse(window.localStorage.getItem(PARTIES_KEY) ?? '[]') as KnownParty[];
    return Array.isArray(list) ? list.filter((p) => typeof p?.url === 'string' && p.url.startsWith('/party/')) : [];
  } catch {
    return [];
  }
}

export function rememberParty(party: KnownParty): void {
  try {
    const list = [party, ...knownParties().filter((p) => p.id !== party.id)].slice(0, KEPT);
    window.localStorage.setItem(PARTIES_KEY, JSON.stringify(list));
  } catch {
    // private mode: nothing is remembered
  }
}
