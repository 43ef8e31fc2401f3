import type { TranslateFunction } from 'react-admin';

/** The delivery person's name, "name (removed)" when that person was deleted, else "Unassigned". */
export function deliveryPersonLabel(order: { deliveryPerson?: { name?: string; removed?: boolean } | null }, translate: TranslateFunction): string {
  const person = order.deliveryPerson;
  if (!person?.name) return translate('gaon.orders.unassigned');
  return person.removed ? translate('gaon.orders.removed', { name: person.name }) : person.name;
}
