import { Link } from 'react-router';
import { pages } from 'virtual:ferdy-site';
import { Ferdy } from './ferdy.tsx';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p className="site-footer__brand">
          <Ferdy size={40} />
          <span>Ferdy – Lernspiele für Kinder. Werbefrei und sicher.</span>
        </p>
        <nav aria-label="Spielbereiche">
          <ul className="site-footer__links">
            {pages.map((page) => (
              <li key={page.id}>
                <Link to={page.route}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Rechtliches" className="site-footer__legal">
          <ul className="site-footer__links">
            <li>
              <Link to="/impressum">Impressum</Link>
            </li>
            <li>
              <Link to="/datenschutz">Datenschutz</Link>
            </li>
            <li>
              <Link to="/kuendigen">Verträge hier kündigen</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
