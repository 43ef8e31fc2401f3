import type { ReactNode } from 'react';
import { BackToTop } from './BackToTop';
import { useT } from '../i18n/context';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Layout shared by the three policy pages: heading, intro, contents list, sections, Back to Top. */
export function LegalPage({
  title,
  intro,
  sections,
  children,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <article className="legal container" aria-labelledby="top">
      <h1 id="top" tabIndex={-1}>
        {title}
      </h1>
      {children}
      <div className="legal-intro">{intro}</div>
      <nav className="toc" aria-label={t.legal.onThisPage}>
        <h2 className="toc-title">{t.legal.onThisPage}</h2>
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
