import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Ferdy } from '../components/ferdy.tsx';

export function Component() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <title>404 – Ferdy</title>
      <Ferdy mood="sad" size={180} title="Ferdy schaut traurig" />
      <h1 id="not-found-title" className="not-found__code">
        404
      </h1>
      <p className="not-found__text">Oops! Page not found</p>
      <p>Ferdy hat überall gesucht, aber diese Seite gibt es nicht.</p>
      <Link to="/" className="button button--primary button--large">
        Return to Home
      </Link>
    </section>
  );
}
