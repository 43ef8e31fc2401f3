import { brand, coFounder, founder, team, type Person } from '../content';
import { useT } from '../i18n/context';
import { Icon, type IconKey } from './Icon';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
}

function PersonCard({ person, lead = false }: { person: Person; lead?: boolean }) {
  return (
    <li className={lead ? 'person person-lead' : 'person'}>
      <span className="avatar" aria-hidden="true">
        {initials(person.name)}
      </span>
      <div>
        <h4>{person.name}</h4>
        <p className="person-role">{person.role}</p>
        <p>{person.bio}</p>
      </div>
    </li>
  );
}

const claimIcons: IconKey[] = ['home', 'leaf', 'heart'];

export function About() {
  const t = useT();
  const a = t.about;
  return (
    <section id="about" className="section" tabIndex={-1} aria-labelledby="about-title">
      <div className="container">
        <h2 id="about-title">{a.title}</h2>
        <div className="about-grid">
          <div>
            <p className="lead">{a.lead}</p>
            <ul className="claims">
              {a.claims.map((c, i) => (
                <li key={c}>
                  <Icon name={claimIcons[i % claimIcons.length]} />
                  {c}
                </li>
              ))}
            </ul>
          </div>
          <div className="stat">
            <span className="stat-number">{brand.yearsOfExperience}+</span>
            <span className="stat-label">{a.years}</span>
          </div>
        </div>
        <h3>{a.founders}</h3>
        <ul className="people people-founders">
          <PersonCard person={{ ...founder, ...a.founder }} lead />
          <PersonCard person={{ ...coFounder, ...a.coFounder }} lead />
        </ul>
        <h3>{a.team}</h3>
        <ul className="people">
          {team.map((p, i) => (
            <PersonCard key={p.name} person={{ ...p, ...a.people[i] }} />
          ))}
        </ul>
      </div>
    </section>
  );
}
