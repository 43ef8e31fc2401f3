import { describe, expect, it } from 'vitest';
import { deliveryPersonLabel } from '../../admin/orders/labels';
import { statusLabel, badgeColor, ORDER_STATUS_COLORS } from '../../admin/common';
import { i18nProvider } from '../../admin/i18n';

describe('order labels', () => {
  it('status badges show underscores as spaces, unknown values grey', () => {
    expect(statusLabel('out_for_delivery')).toBe('out for delivery');
    expect(badgeColor('placed', ORDER_STATUS_COLORS)).toEqual(ORDER_STATUS_COLORS.placed);
    expect(badgeColor('lost', ORDER_STATUS_COLORS).bg).toBe('#e5e7eb');
  });
  it('delivery person: the name, "(removed)", or Unassigned', () => {
    const t = i18nProvider.translate;
    expect(deliveryPersonLabel({ deliveryPerson: { name: 'Anil' } }, t)).toBe('Anil');
    expect(deliveryPersonLabel({ deliveryPerson: { name: 'Anil', removed: true } }, t)).toBe('Anil (removed)');
    expect(deliveryPersonLabel({ deliveryPerson: null }, t)).toBe('Unassigned');
  });
});
