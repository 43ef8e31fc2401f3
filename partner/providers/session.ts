import type { PartnerRole } from './types';

/**
 * The partner session in local storage, under its own keys so it never mixes with an admin
 * session open in the same browser (the admin uses adminToken etc.).
 */
const KEYS = {
  token: 'partnerToken',
  role: 'partnerRole',
  name: 'partnerName',
  id: 'partnerId',
  riderStatus: 'partnerRiderStatus',
  waiting: 'partnerWaitingForApproval',
} as const;

export interface PartnerSession {
  token: string;
  role: PartnerRole;
  name: string;
  id: number;
  /** Delivery accounts: their last known status (active, on_delivery, on_leave). */
  riderStatus?: string;
  /** Signed up by themselves and not approved yet: the app shows only that it is waiting. */
  waitingForApproval?: boolean;
}

export function readSession(): PartnerSession | null {
  const token = localStorage.getItem(KEYS.token);
  const role = localStorage.getItem(KEYS.role);
  if (!token || (role !== 'vendor' && role !== 'delivery')) return null;
  return {
    token,
    role,
    name: localStorage.getItem(KEYS.name) ?? '',
    id: Number(localStorage.getItem(KEYS.id) ?? 0),
    riderStatus: localStorage.getItem(KEYS.riderStatus) ?? undefined,
    waitingForApproval: localStorage.getItem(KEYS.waiting) === '1',
  };
}

export function getToken(): string | null {
  return localStorage.getItem(KEYS.token);
}

export function saveSession(session: PartnerSession): void {
  localStorage.setItem(KEYS.token, session.token);
  localStorage.setItem(KEYS.role, session.role);
  localStorage.setItem(KEYS.name, session.name);
  localStorage.setItem(KEYS.id, String(session.id));
  if (session.riderStatus) localStorage.setItem(KEYS.riderStatus, session.riderStatus);
  else localStorage.removeItem(KEYS.riderStatus);
  saveWaitingForApproval(session.waitingForApproval === true);
}

export function saveWaitingForApproval(waiting: boolean): void {
  if (waiting) localStorage.setItem(KEYS.waiting, '1');
  else localStorage.removeItem(KEYS.waiting);
}

export function saveRiderStatus(status: string): void {
  localStorage.setItem(KEYS.riderStatus, status);
}

export function clearSession(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
}

/** Whose phone data this is: kept lists and queued taps never cross accounts. */
export const accountKey = (): string => {
  const session = readSession();
  return session ? `${session.role}:${session.id}` : '';
};
