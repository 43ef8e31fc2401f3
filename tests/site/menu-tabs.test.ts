/**
 * The menu's tabs: the site's categories that have dishes, in order, then "More" for the dishes
 * of the owner's own categories (drinks, snacks); the page's structured data lists them too.
 */
import { describe, expect, it } from 'vitest';
import { menuFromContent } from '../../shared/menuSeed';
import { menuTabs } from '../../site/menu';
import { restaurantJsonLd } from '../../site/seo';
import { hi } from '../../site/i18n/hi';

const seed = menuFromContent();
const lassi = { ...seed.dishes[0], id: 9001, name: 'Sweet Lassi', nameHi: 'मीठी लस्सी', category: 'drinks' };
const samosa = { ...seed.dishes[0], id: 9002, name: 'Samosa', nameHi: null, category: 'snacks' };

describe('menu tabs', () => {
  it('has no More tab while every dish is in one of the six', () => {
    const tabs = menuTabs(seed, 'More');
    expect(tabs.map((t) => t.id)).toEqual(
      seed.categories.map((c) => c.id).filter((id) => tabs.some((t) => t.id === id)),
    );
    expect(tabs.some((t) => t.id === 'more')).toBe(false);
  });

  it('puts dishes of other categories under More, last, in menu order', () => {
    const menu = { ...seed, dishes: [lassi, ...seed.dishes, samosa] };
    const tabs = menuTabs(menu, hi.menu.more);
    const more = tabs[tabs.length - 1];
    expect(more).toMatchObject({ id: 'more', name: 'और भी' });
    expect(more.dishes.map((d) => d.name)).toEqual(['Sweet Lassi', 'Samosa']);
    expect(tabs.slice(0, -1).flatMap((t) => t.dishes)).toHaveLength(seed.dishes.length);

    const ld = restaurantJsonLd(menu) as { hasMenu: { hasMenuSection: { name: string; hasMenuItem: unknown[] }[] } };
    const section = ld.hasMenu.hasMenuSection.find((s) => s.name === 'More');
    expect(section?.hasMenuItem).toHaveLength(2);
  });
});
