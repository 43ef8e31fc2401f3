import { aboutClaims, brand, coFounder, founder, team, type Person } from '../content';
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
  return (
    <section id="about" className="section" tabIndex={-1} aria-labelledby="about-title">
      <div className="container">
        <h2 id="about-title">About Us</h2>
        <div className="about-grid">
          <div>
            <p className="lead">
              {brand.name} began in a village kitchen in Janghai. Today our home cooks prepare the food they grew up with, and we bring it to
              food lovers in towns and cities, fresh and free of preservatives.
            </p>
            <ul className="claims">
              {aboutClaims.map((c, i) => (
                <li key={c}>
                  <Icon name={claimIcons[i % claimIcons.length]} />
                  {c}
                </li>
              ))}
            </ul>
          </div>
          <div className="stat">
            <span className="stat-number">{brand.yearsOfExperience}+</span>
            <span className="stat-label">years of experience cooking village food</span>
          </div>
        </div>
        <h3>Our founders</h3>
        <ul className="people people-founders">
          <PersonCard person={founder} lead />
          <PersonCard person={coFounder} lead />
        </ul>
        <h3>Our founding team</h3>
        <ul className="people">
          {team.map((p) => (
            <PersonCard key={p.name} person={p} />
          ))}
        </ul>
      </div>
    </section>
  );
}
