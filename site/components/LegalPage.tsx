import type { ReactNode } from 'react';
import { BackToTop } from './BackToTop';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Layout shared by the three policy pages: heading, intro, contents list, sections, Back to Top. */
export function LegalPage({ title, intro, sections, children }: { title: string; intro: ReactNode; sections: LegalSection[]; children?: ReactNode }) {
  return (
    <article className="legal container" aria-labelledby="top">
      <h1 id="top" tabIndex={-1}>
        {title}
      </h1>
      {children}
      <div className="legal-intro">{intro}</div>
      <nav className="toc" aria-label="On this page">
        <h2 className="toc-title">On this page</h2>
        <ol>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
          <h2 id={`${s.id}-title`}>
            {i + 1}. {s.title}
          </h2>
          {s.body}
        </section>
      ))}
      <BackToTop />
    </article>
  );
}
