import type { ReactNode } from 'react';

/**
 * A part of the landing page that the browser hydrates on its own (site/islands.tsx): the rest
 * of the page stays the server's HTML and costs no JavaScript. `display: contents` (styles.css)
 * keeps the wrapper out of the layout.
 */
export function Island({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="island" data-island={name}>
      {children}
    </div>
  );
}
