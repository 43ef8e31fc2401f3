import { useRef, useState, type KeyboardEvent } from 'react';
import { categories, defaultCategory, menu, type CategoryId } from '../content';
import { wrapIndex } from '../lib';
import { useRouter } from '../router';
import { DishCard } from './DishCard';
import { Icon } from './Icon';

/**
 * Menu with six category tabs (thali first). Without JavaScript every category is shown one
 * after the other with its own heading; once hydrated it becomes an ARIA tab set.
 */
export function MenuSection() {
  const { enhanced } = useRouter();
  const [selected, setSelected] = useState<CategoryId>(defaultCategory);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const current = categories.findIndex((c) => c.id === selected);
    let next: number | null = null;
    if (e.key === 'ArrowRight') next = wrapIndex(current + 1, categories.length);
    else if (e.key === 'ArrowLeft') next = wrapIndex(current - 1, categories.length);
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = categories.length - 1;
    if (next === null) return;
    e.preventDefault();
    setSelected(categories[next].id);
    tabRefs.current[next]?.focus();
  };

  return (
    <section id="menu" className="section section-alt" tabIndex={-1} aria-labelledby="menu-title" data-enhanced={enhanced ? '' : undefined}>
      <div className="container">
        <h2 id="menu-title">Our Menu</h2>
        <p className="section-intro">Vegetarian village cooking, priced for every day. Every dish is cooked to order.</p>
        <div className="tabs" role="tablist" aria-label="Menu categories" onKeyDown={onKeyDown}>
          {categories.map((c, i) => (
            <button
              key={c.id}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${c.id}`}
              aria-selected={selected === c.id}
              aria-controls={`panel-${c.id}`}
              tabIndex={selected === c.id ? 0 : -1}
              className="tab"
              onClick={() => setSelected(c.id)}
            >
              <Icon name={c.icon} />
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
            hidden={enhanced && selected !== c.id}
          >
            <h3 className={enhanced ? 'visually-hidden' : 'panel-heading'}>{c.name}</h3>
            <div className="card-grid">
              {menu[c.id].map((d) => (
                <DishCard key={d.name} dish={d} heading="h4" />
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
