import { useEffect, useState, type MouseEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../api/client.ts';
import { authToasts } from '../session/auth-actions.ts';
import { useSession, type SessionUser } from '../session/session.tsx';
import { Ferdy } from './ferdy.tsx';
import { notify } from './notify.ts';
import { scrollToSection } from './scroll-to-section.ts';
import { SoundToggle } from './sound-toggle.tsx';

const sections = [
  { id: 'games', label: 'Spiele' },
  { id: 'about', label: 'Über Ferdy' },
  { id: 'parents', label: 'Für Eltern' },
  { id: 'testimonials', label: 'Feedback' },
] as const;

/** The greeting's name: the chosen display name, else the e-mail before the @ (docs/product-rules.md). */
export function greetingName(user: SessionUser): string {
  return user.displayName.trim() || user.email.split('@')[0] || 'Nutzer';
}

export function SiteHeader() {
  const { status, user, logout } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();

  // A new page closes the mobile menu (adjusting state during render, as React recommends).
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  function goToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
    event.preventDefault();
    setMenuOpen(false);
    if (location.pathname === '/') {
      scrollToSection(id);
      history.replaceState(history.state, '', `#${id}`);
      return;
    }
    // From another page: go home first, then scroll once the sections exist (docs/product-rules.md: after 100 ms).
    void Promise.resolve(navigate('/')).then(() => {
      window.setTimeout(() => {
        if (!scrollToSection(id)) window.setTimeout(() => scrollToSection(id), 300);
      }, 100);
    });
  }

  async function handleLogout() {
    setLoggingOut(true);
    try {
      await logout();
      notify.success(authToasts.signedOut);
      void navigate('/');
    } catch (cause) {
      notify.error(errorMessage(cause));
    } finally {
      setLoggingOut(false);
    }
  }

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="brand" aria-label="Ferdy – zur Startseite">
          <Ferdy size={44} />
          <span aria-hidden="true">Ferdy</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">{menuOpen ? 'Menü schließen' : 'Menü öffnen'}</span>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              d={menuOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <div id="site-menu" className="site-header__panel" data-open={menuOpen}>
          <nav className="site-nav" aria-label="Hauptnavigation">
            <ul className="site-nav__list">
              <li>
                <NavLink to="/" end className="site-nav__link">
                  Startseite
                </NavLink>
              </li>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`/#${section.id}`} className="site-nav__link" onClick={(event) => goToSection(event, section.id)}>
                    {section.label}
                  </a>
                </li>
              ))}
              {user && (
                <li>
                  <NavLink to="/profile" className="site-nav__link">
                    Mein Profil
                  </NavLink>
                </li>
              )}
            </ul>
          </nav>
          <div className="site-header__account">
            <SoundToggle />
            {status === 'loading' ? null : user ? (
              <>
                <span className="site-header__greeting">Willkommen, {greetingName(user)}</span>
                <button type="button" className="button button--ghost" onClick={handleLogout} disabled={loggingOut}>
                  Logout
                </button>
              </>
            ) : (
              <>
                <Link to="/auth?mode=register" className="button button--secondary">
                  Registrieren
                </Link>
                <Link to="/auth" className="button button--primary">
                  Login
                </Link>
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
