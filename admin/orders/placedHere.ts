/**
 * Orders this browser tab placed itself (the phone-order form). The person who just typed the
 * order in knows it is there: it must not ring on their screen as "New order waiting". Other
 * admins' screens, and the kitchen, still ring. Kept for the tab's life only; a tab places a
 * handful of orders a day.
 */
const placedHere = new Set<number>();

export const rememberPlacedHere = (id: number): void => void placedHere.add(id);
export const wasPlacedHere = (id: number): boolean => placedHere.has(id);
