/**
 * A full disk: SQLite's SQLITE_FULL on a write, or the system's ENOSPC on a file. Nothing is
 * written then (SQLite rolls the transaction back), so the answer is "not now, try again", never
 * a 500; and the health check says so while it lasts.
 */

/** How long a client is told to wait before trying again (Retry-After, seconds). */
export const DISK_FULL_RETRY_AFTER_S = 60;

/** The words a full disk shows up in: an error's code or its message. */
const DISK_FULL = /ENOSPC|no space left|disk is full|SQLITE_FULL/i;

export function isDiskFull(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return DISK_FULL.test(String(code ?? '')) || DISK_FULL.test(String(message ?? ''));
}

/**
 * Whether writes are being refused for a full disk: since the last refusal, until a write goes
 * through again or Retry-After has passed with none refused.
 */
export class DiskFullWatch {
  private refusedAt: number | null = null;

  refused(now = Date.now()): void {
    this.refusedAt = now;
  }

  wrote(): void {
    this.refusedAt = null;
  }

  isFull(now = Date.now()): boolean {
    return this.refusedAt !== null && now - this.refusedAt < DISK_FULL_RETRY_AFTER_S * 1000;
  }
}
