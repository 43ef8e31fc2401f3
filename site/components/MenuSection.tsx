import { useRef, useState, type KeyboardEvent } from 'react';
import { defaultCategory } from '../content';
import { wrapIndex } from '../lib';
import { menuTabs } from '../menu';
import { useLang } from '../i18n/context';
import { useRouter } from '../router';
import { useMenu } from '../store';
import { laterWords, orderAheadAt } from '../later';
import { DishCard } from './DishCard';
import { Icon, type IconKey } from './Icon';

const categoryIcons = new Set<string>(['thali', 'roti', 'sabji', 'dal', 'rice', 'dessert']);
const iconOf = (id: string): IconKey => (categoryIcons.has(id) ? (id as IconKey) : 'thali');

/**
 * "Closed now — opens at 11:00 AM", "Not taking orders until …", the busy wait, or nothing while
 * the kitchen is open as usual. Closed or paused, it offers an order for the kitchen's first
 * free time ("Order now for 11:00 AM"), once the page runs its script (the time depends on the clock).
 */
export function ClosedNotice() {
  const { kitchen } = useMenu();
  const { openStatus, t, lang } = useLang();
  const { enhanced } = useRouter();
  if (kitchen.isOpen && !kitchen.busyMinutes) return null;
  const now = Date.now();
  const ahead = enhanced ? orderAheadAt(kitchen, now) : null;
  return (
    <p className="closed-notice" role="status">
      <Icon name="clock" /> {openStatus(kitchen)}
      {ahead !== null && (
        <span className="order-ahead" data-testid="order-ahead">
          {t.orderAhead(laterWords(ahead, now, lang))}
        </span>
      )}
    </p>
  );
}

/**
 * Menu with one tab per category (thali first; dishes of the owner's own categories under "More"). Without JavaScript every category is shown one
 * after the other with its own heading; once hydrated it becomes an ARIA tab set.
 */
export function MenuSection() {
  const { enhanced } = useRouter();
  const menu = useMenu();
  const { t } = useLang();
  const categories = menuTabs(menu, t.menu.more);
  const [selected, setSelected] = useState<string>(defaultCategory);
  const current = categories.some((c) => c.id === selected) ? selected : (categories[0]?.id ?? defaultCategory);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const index = categories.findIndex((c) => c.id === current);
    let next: number | null = null;
    if (e.key === 'ArrowRight') next = wrapIndex(index + 1, categories.length);
    else if (e.key === 'ArrowLeft') next = wrapIndex(index - 1, categories.length);
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = categories.length - 1;
    if (next === null) return;
    e.preventDefault();
    setSelected(categories[next].id);
    tabRefs.current[next]?.focus();
  };

  return (
    <section
      id="menu"
      className="section section-alt"
      tabIndex={-1}
      aria-labelledby="menu-title"
      data-enhanced={enhanced ? '' : undefined}
    >
      <div className="container">
        <h2 id="menu-title">{t.menu.title}</h2>
        <p className="section-intro">{t.menu.intro}</p>
        <ClosedNotice />
        <div className="tabs" role="tablist" aria-label={t.menu.categories} onKeyDown={onKeyDown}>
          {categories.map((c, i) => (
            <button
              key={c.id}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${c.id}`}
              aria-selected={current === c.id}
              aria-controls={`panel-${c.id}`}
              tabIndex={current === c.id ? 0 : -1}
              className="tab"
              onClick={() => setSelected(c.id)}
            >
              <Icon name={iconOf(c.id)} />
              {c.name}
            </button>
          ))}
        </div>
        {categories.map((c) => (
          <div
            key={c.id}
            id={`panel-${c.id}`}
            className="tab-panel"
            role={enhanced ? 'tabpanel' : undefined}
            aria-labelledby={enhanced ? `tab-${c.id}` : undefined}
            hidden={enhanced && current !== c.id}
          >
            <h3 className={enhanced ? 'visually-hidden' : 'panel-heading'}>{c.name}</h3>
            <div className="card-grid">
              {c.dishes.map((d) => (
                <DishCard key={d.id} dish={d} heading="h4" />
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
