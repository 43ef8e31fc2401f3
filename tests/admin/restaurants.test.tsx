import { describe, expect, it } from 'vitest';
import { addressText, menuItemToAdd } from '../../admin/restaurants/types';

describe('restaurant rules', () => {
  it('menu items are ignored unless a name and a non-zero numeric price are given', () => {
    expect(menuItemToAdd('Lassi', '35')).toEqual({ name: 'Lassi', price: 35 });
    expect(menuItemToAdd(' Lassi ', '35.5')).toEqual({ name: 'Lassi', price: 35.5 });
    expect(menuItemToAdd('', '35')).toBeNull();
    expect(menuItemToAdd('Lassi', '0')).toBeNull();
    expect(menuItemToAdd('Lassi', '')).toBeNull();
    expect(menuItemToAdd('Lassi', 'abc')).toBeNull();
  });
  it('addresses read as text or from the object form', () => {
    expect(addressText('Janghai Bazaar')).toBe('Janghai Bazaar');
    expect(addressText({ street: 'Main Rd', city: 'Prayagraj', pincode: '221001' })).toBe('Main Rd, Prayagraj, 221001');
    expect(addressText({ fullAddress: 'Full' })).toBe('Full');
    expect(addressText(null)).toBe('');
  });
});
