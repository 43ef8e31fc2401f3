/**
 * Which announcements this phone has shown: the `sentAt` of the newest one the list showed, per
 * account, in local storage. The server's own time, so a phone's wrong clock neither hides a new
 * one nor counts an old one again. No react-admin here: the app bar reads it at every start.
 */
import { readSession } from '../providers/session';

const PREFIX = 'partner.announcementsSeen:';
/** Fired on window when the mark moves (the list was opened), so the app bar's count follows. */
export const SEEN_EVENT = 'partner-announcements-seen';

function keyOf(): string | null {
  const session = readSession();
  return session ? `${PREFIX}${session.role}:${session.id}` : null;
}

/** The newest announcement's time this phone has shown; null before the list was first opened. */
export function lastSeen(): string | null {
  const key = keyOf();
  return key ? localStorage.getItem(key) : null;
}

/** The list showed announcements up to `sentAt`: later ones alone count as new. Never moves back. */
export function markSeen(sentAt: string): void {
  const key = keyOf();
  if (!key || Number.isNaN(Date.parse(sentAt))) return;
  const current = localStorage.getItem(key);
  if (current && Date.parse(current) >= Date.parse(sentAt)) return;
  localStorage.setItem(key, sentAt);
  window.dispatchEvent(new Event(SEEN_EVENT));
}

/** Whether an announcement went out after the mark `seen` (everything is new before the first visit). */
export const isNew = (sentAt: string, seen: string | null): boolean =>
  seen === null || Date.parse(sentAt) > Date.parse(seen);
