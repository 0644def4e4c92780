import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { pages } from 'virtual:ferdy-site';
import { categoryTheme } from '../components/category-theme.ts';
import { Ferdy } from '../components/ferdy.tsx';
import { Icon } from '../components/icon.tsx';
import { scrollToSection } from '../components/scroll-to-section.ts';
import { greetingName } from '../components/site-header.tsx';
import { useSession } from '../session/session.tsx';
import '../styles/home.css';

const parentPoints = [
  {
    icon: 'book',
    title: 'Pädagogisch fundiert',
    text: 'Die Spiele beruhen auf bewährten Ideen aus Pädagogik und Psychologie: Lösungsorientierung, Growth Mindset, gewaltfreie Kommunikation und emotionale Intelligenz.',
  },
  {
    icon: 'no-ads',
    title: 'Werbefrei',
    text: 'Keine Werbung, keine Lockangebote, keine versteckten Kosten. Ihr Kind konzentriert sich aufs Lernen.',
  },
  {
    icon: 'shield',
    title: 'Sicher',
    text: 'Kein Chat mit Fremden, sparsame Daten, Käufe nur mit Ihrem Passwort. Ihre Daten können Sie jederzeit exportieren oder löschen.',
  },
  {
    icon: 'family',
    title: 'Gemeinsam lernen',
    text: 'Viele Spiele laden zum Gespräch ein: Spielen Sie eine Runde mit und reden Sie über Gefühle, Streit und gute Ideen.',
  },
  {
    icon: 'chart',
    title: 'Fortschritt verfolgen',
    text: 'Im Profil sehen Sie Punkte, Level und die letzten Spiele Ihres Kindes – auf einen Blick.',
  },
];

const testimonials = [
  {
    name: 'Sabine, Mutter von Lena (8)',
    quote: 'Lena erklärt mir jetzt beim Abendessen, was ein Growth Mindset ist. Die Gefühlsampel spielt sie jeden Tag.',
  },
  {
    name: 'Murat, Vater von Emir (10)',
    quote: 'Endlich Lernspiele ohne Werbung. Die Streitschlichter-Aufgaben haben bei uns zu Hause wirklich etwas verändert.',
  },
  {
    name: 'Frau Keller, Grundschullehrerin',
    quote: 'Ferdy holt die Kinder genau da ab, wo sie stehen. Kurze Spiele, klare Sprache, freundliches Feedback.',
  },
];

export function Component() {
  const { status, user } = useSession();
  const location = useLocation();

  // Arriving at /#parents (a shared link or a reload) should land on that section.
  useEffect(() => {
    const id = location.hash.slice(1);
    if (id) window.setTimeout(() => scrollToSection(id), 100);
  }, [location.hash]);

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__text">
            <p className="eyebrow">Lernspiele für Kinder von 6 bis 12</p>
            <h1 id="hero-title">Mit Ferdy spielend stark fürs Leben</h1>
            <p className="hero__lead">
              Lösungen finden, an dich glauben, Streit friedlich lösen und Gefühle verstehen – in kurzen Spielen mit Ferdy dem Fuchs.
            </p>
            <div className="hero__actions">
              <Link to="/loesungsorientierung" className="button button--primary button--large">
                Jetzt loslegen!
              </Link>
            </div>
            <p className="hero__status" aria-live="polite">
              {status === 'loading' ? (
                <span className="inline-loading">
                  <span className="spinner spinner--small" aria-hidden="true" /> Lade...
                </span>
              ) : user ? (
                <>Schön, dass du wieder da bist, {greetingName(user)}!</>
              ) : (
                <>Kostenlos ausprobieren – mit einem Konto sammelst du Punkte.</>
              )}
            </p>
          </div>
          <div className="hero__art">
            <div className="hero__blob" aria-hidden="true" />
            <Ferdy mood="cheering" size={300} className="hero__ferdy" />
          </div>
        </div>
      </section>

      <section id="about" className="section about" aria-labelledby="about-title">
        <div className="container about__inner">
          <div className="about__art">
            <Ferdy mood="happy" size={220} />
          </div>
          <div>
            <p className="eyebrow">Über Ferdy</p>
            <h2 id="about-title">Hallo, ich bin Ferdy!</h2>
            <p>
              Ich bin ein neugieriger Fuchs und liebe knifflige Aufgaben. Gemeinsam mit dir finde ich heraus, wie man Probleme löst, nicht
              so schnell aufgibt, sich nach einem Streit wieder verträgt und Gefühle versteht.
            </p>
            <ul className="about__points">
              <li>
                <Icon name="clock" /> Kurze Spiele, die in jede Pause passen
              </li>
              <li>
                <Icon name="trophy" /> Punkte sammeln und vom Bronze- zum Gold-Level aufsteigen
              </li>
              <li>
                <Icon name="sparkle" /> Freundliche Tipps von mir nach jeder Antwort
              </li>
            </ul>
          </div>
        </div>
      </section>

      <section id="games" className="section games" aria-labelledby="games-title">
        <div className="container">
          <div className="section__head">
            <p className="eyebrow">Spiele</p>
            <h2 id="games-title">Entdecke Ferdys Spielwelten</h2>
            <p>Vier Welten, viele Spiele – such dir aus, womit du anfangen möchtest.</p>
          </div>
          <ul className="world-grid">
            {pages.map((page, index) => {
              const theme = categoryTheme(page.id, index);
              return (
                <li key={page.id} className={`world-card tone-${theme.tone}`}>
                  <span className="world-card__icon">
                    <Icon name={theme.icon} size={34} />
                  </span>
                  <h3>{page.title}</h3>
                  <p>{page.summary}</p>
                  <Link to={page.route} className="button button--secondary">
                    Entdecken<span className="visually-hidden">: {page.title}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section id="parents" className="section parents" aria-labelledby="parents-title">
        <div className="container">
          <div className="section__head">
            <p className="eyebrow">Für Eltern</p>
            <h2 id="parents-title">Gut für Ihr Kind – und für Sie</h2>
            <p>Ferdy ist ein ruhiger Ort zum Lernen. Darauf können Sie sich verlassen:</p>
          </div>
          <ul className="parent-grid">
            {parentPoints.map((point) => (
              <li key={point.title} className="parent-card">
                <span className="parent-card__icon">
                  <Icon name={point.icon} size={28} />
                </span>
                <h3>{point.title}</h3>
                <p>{point.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="testimonials" className="section testimonials" aria-labelledby="testimonials-title">
        <div className="container">
          <div className="section__head">
            <p className="eyebrow">Feedback</p>
            <h2 id="testimonials-title">Das sagen Familien</h2>
          </div>
          <ul className="testimonial-grid">
            {testimonials.map((t) => (
              <li key={t.name}>
                <figure className="testimonial">
                  <blockquote>„{t.quote}“</blockquote>
                  <figcaption>{t.name}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section cta" aria-labelledby="cta-title">
        <div className="container cta__inner">
          <Ferdy mood="happy" size={140} className="cta__ferdy" />
          <div>
            <h2 id="cta-title">Bereit für dein erstes Abenteuer?</h2>
            <p>Lege mit deinen Eltern ein kostenloses Konto an und sammle Punkte mit Ferdy.</p>
          </div>
          <Link to={user ? '/loesungsorientierung' : '/auth?mode=register'} className="button button--primary button--large">
            Jetzt kostenlos starten
          </Link>
        </div>
      </section>
    </>
  );
}
