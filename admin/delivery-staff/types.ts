/** A delivery person as GET /api/admin/users?role=delivery answers it: the API's own user type. */
import type { User } from '../../shared/api/users';
export type Staff = User;

export { STAFF_STATUSES } from '../../shared/statuses';
export type StaffStatus = NonNullable<Staff['status']>;

/** The staff list is fetched 100 at a time; skeletons are 5 rows or 8 cards. */
export const STAFF_FETCH_SIZE = 100;
export const SKELETON_ROWS = 5;
export const SKELETON_CARDS = 8;
/** The green banner after a delete stays 3000 ms. */
export const DELETE_BANNER_MS = 3000;

export const STAFF_STATUS_COLORS = {
  active: { bg: '#dcfce7', fg: '#166534' },
  on_delivery: { bg: '#dbeafe', fg: '#1e40af' },
  on_leave: { bg: '#ffedd5', fg: '#9a3412' },
  waiting: { bg: '#fef3c7', fg: '#92400e' },
};

/** What the status column says: "waiting" for a rider who signed up and is not approved yet (never Active), the stored status otherwise. */
export type ShownStaffStatus = StaffStatus | typeof STAFF_WAITING;
/** The status filter's value for them (the data provider turns it into approved=false). */
export const STAFF_WAITING = 'waiting';

/** A missing status counts as active; a rider waiting for approval is "waiting", whatever is stored. */
export function staffStatus(staff: Pick<Staff, 'status' | 'approved'>): ShownStaffStatus {
  if (staff.approved === false) return STAFF_WAITING;
  return staff.status ?? 'active';
}

export function vehicleNumber(staff: Pick<Staff, 'vehicleNumber' | 'vehicleDetails'>): string {
  return staff.vehicleNumber || staff.vehicleDetails?.number || '';
}

/** The four tiles over the (filtered) list: Total Staff, Active, On Delivery, On Leave; riders waiting for approval count in none of the three. */
export function staffTotals(list: Staff[], total?: number) {
  const counts = { active: 0, on_delivery: 0, on_leave: 0 };
  for (const staff of list) {
    const status = staffStatus(staff);
    if (status !== STAFF_WAITING) counts[status] += 1;
  }
  return { total: total ?? list.length, ...counts };
}

/** Avatar initials: first letters of up to two words, uppercase (the "Delivery Staff Management" screen). */
export function initials(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
