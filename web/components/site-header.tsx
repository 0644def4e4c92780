import { Link } from 'react-router';

export function SiteHeader() {
  return (
    <header className="site-header">
      <Link to="/" className="brand">
        <img src="/ferdy-icon.svg" alt="" width="36" height="36" />
        <span>Ferdy</span>
      </Link>
      <nav aria-label="Hauptnavigation">
        <Link to="/">Startseite</Link>
      </nav>
    </header>
  );
}
