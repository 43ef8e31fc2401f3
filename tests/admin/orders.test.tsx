import { describe, expect, it } from 'vitest';
import { deliveryPersonLabel } from '../../admin/orders/labels';
import { statusLabel } from '../../admin/common';
import { i18nProvider } from '../../admin/i18n';

describe('order labels', () => {
  it('status badges show underscores as spaces', () => {
    expect(statusLabel('out_for_delivery')).toBe('out for delivery');
  });
  it('delivery person: the name, "(removed)", or Unassigned', () => {
    const t = i18nProvider.translate;
    expect(deliveryPersonLabel({ deliveryPerson: { name: 'Anil' } }, t)).toBe('Anil');
    expect(deliveryPersonLabel({ deliveryPerson: { name: 'Anil', removed: true } }, t)).toBe('Anil (removed)');
    expect(deliveryPersonLabel({ deliveryPerson: null }, t)).toBe('Unassigned');
  });
});
