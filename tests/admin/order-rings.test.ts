import { describe, expect, it } from 'vitest';
import { groupRings } from '../../admin/orders/OrderRings';
import type { Ring } from '../../shared/api/rings';

const ring = (over: Partial<Ring>): Ring => ({
  id: 1,
  at: '2026-11-27T13:32:00.000Z',
  role: 'vendor',
  accountId: 5,
  name: 'Ramesh',
  device: 11,
  type: 'order.new',
  result: 'delivered',
  status: 201,
  ...over,
});

describe('groupRings (the admin order page\'s "Rung" line)', () => {
  it('one entry per device, kitchen before rider before admins, each with its times in order; a second phone of the same account is numbered', () => {
    const groups = groupRings([
      ring({ id: 1, at: '2026-11-27T13:32:00.000Z', device: 11 }),
      ring({ id: 2, at: '2026-11-27T13:32:01.000Z', device: 12 }),
      ring({ id: 3, at: '2026-11-27T13:33:00.000Z', device: 11, result: 'refused', status: 500 }),
      ring({
        id: 4,
        at: '2026-11-27T13:35:00.000Z',
        role: 'admin',
        accountId: 1,
        name: 'Owner',
        device: 20,
        type: 'order.unaccepted',
      }),
      ring({
        id: 5,
        at: '2026-11-27T13:40:00.000Z',
        role: 'delivery',
        accountId: 9,
        name: 'Suresh',
        device: 30,
        type: 'order.assigned',
      }),
    ]);
    expect(groups.map((g) => [g.role, g.name, g.phone, g.times.length])).toEqual([
      ['vendor', 'Ramesh', 1, 2],
      ['vendor', 'Ramesh', 2, 1],
      ['delivery', 'Suresh', null, 1],
      ['admin', 'Owner', null, 1],
    ]);
    expect(groups[0]!.times.map((t) => t.ok)).toEqual([true, false]);
  });

  it('nothing rung: no groups', () => {
    expect(groupRings([])).toEqual([]);
  });
});
