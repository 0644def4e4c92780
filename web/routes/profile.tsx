import { useCallback, useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { ApiError, isAbort } from '../api/client.ts';
import { displayLevel, germanDateTime, levelLabel, loadProfile, type GameSession, type ProfileAnswer } from '../api/profile.ts';
import { AccountDataCard } from '../components/account-data-card.tsx';
import { AgeBandCard } from '../components/age-band-card.tsx';
import { Ferdy } from '../components/ferdy.tsx';
import { Icon } from '../components/icon.tsx';
import { notify } from '../components/notify.ts';
import { PageLoading } from '../components/page-loading.tsx';
import { PointsChart } from '../components/points-chart.tsx';
import { PremiumCard } from '../components/premium-card.tsx';
import { ProfileInfoCard } from '../components/profile-info-card.tsx';
import { authPathFrom } from '../session/return-to.ts';
import { useSession } from '../session/session.tsx';
import '../styles/profile.css';

type State =
  { kind: 'loading' } | { kind: 'ready'; data: ProfileAnswer } | { kind: 'missing' } | { kind: 'signed-out' } | { kind: 'error' };

export function Component() {
  const { status, user } = useSession();
  // Arriving signed out means "log in first"; signing out (or deleting the account) here means "done".
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user && !wasSignedIn) setWasSignedIn(true);
  if (status === 'loading') return <PageLoading label="Lädt..." />;
  if (!user) return <Navigate to={wasSignedIn ? '/' : authPathFrom('/profile')} replace />;
  return <ProfileScreen key={user.id} pendingEmail={user.pendingEmail} />;
}

function ProfileScreen({ pendingEmail }: { pendingEmail: string | null }) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      setState({ kind: 'ready', data: await loadProfile(signal) });
    } catch (cause) {
      if (isAbort(cause)) return;
      if (cause instanceof ApiError && cause.status === 404) return setState({ kind: 'missing' });
      if (cause instanceof ApiError && cause.status === 401) return setState({ kind: 'signed-out' });
      console.error('Profil konnte nicht geladen werden', cause);
      notify.error('Fehler beim Laden des Profils');
      setState({ kind: 'error' });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  if (state.kind === 'loading') return <PageLoading label="Lädt..." />;
  if (state.kind === 'signed-out') return <Navigate to={authPathFrom('/profile')} replace />;
  if (state.kind === 'missing' || state.kind === 'error') {
    return (
      <div className="container profile-problem">
        <Ferdy mood="sad" size={160} />
        <h1>{state.kind === 'missing' ? 'Profil nicht gefunden' : 'Fehler beim Laden des Profils'}</h1>
        <div className="button-row">
          {state.kind === 'error' && (
            <button type="button" className="button button--secondary" onClick={() => void load()}>
              Erneut versuchen
            </button>
          )}
          <Link to="/" className="button button--primary">
            Zurück zu den Spielen
          </Link>
        </div>
      </div>
    );
  }

  const { profile, sessions, weekly } = state.data;
  const level = displayLevel(profile);
  const label = levelLabel(profile.status);
  const percent = Math.round(Math.min(1, Math.max(0, level.progress)) * 100);

  return (
    <div className="container profile">
      <title>Mein Profil – Ferdy</title>
      <header className="profile__head">
        <h1>Mein Profil</h1>
        <p>Verfolge deinen Lernfortschritt und deine Erfolge</p>
      </header>

      <div className="profile__grid">
        <div className="profile__main">
          <ProfileInfoCard
            displayName={profile.displayName}
            email={profile.email}
            pendingEmail={pendingEmail}
            onChanged={() => void load()}
          />

          <section className="card profile-card chart-card" aria-labelledby="chart-title">
            <h2 id="chart-title">
              <Icon name="chart" /> Punkte der letzten Wochen
            </h2>
            <PointsChart weekly={weekly} />
          </section>

          <section className="card profile-card recent-card" aria-labelledby="recent-title">
            <h2 id="recent-title">
              <Icon name="clock" /> Letzte Spiele
            </h2>
            {sessions.length === 0 ? (
              <p className="profile-empty">Noch keine Spiele gespielt. Starte dein erstes Abenteuer!</p>
            ) : (
              <ol className="recent-list">
                {sessions.map((s) => (
                  <RecentGame key={s.id} session={s} />
                ))}
              </ol>
            )}
          </section>
        </div>

        <div className="profile__side">
          <section className="card profile-card partner-card" aria-labelledby="partner-title">
            <h2 id="partner-title">Dein Lernpartner</h2>
            <Ferdy mood={profile.totalPoints >= 1000 ? 'cheering' : 'happy'} size={150} />
            <p>
              {sessions.length === 0
                ? 'Ich freue mich auf unser erstes Spiel!'
                : `Super, ${profile.displayName.trim() || 'du'}! Wir haben schon ${profile.totalPoints} Punkte gesammelt.`}
            </p>
          </section>

          <section className={`card profile-card level-card level-card--${label.toLowerCase()}`} aria-labelledby="level-title">
            <h2 id="level-title">Dein Status</h2>
            <div className="level-card__row">
              <span className="level-card__medal" aria-hidden="true">
                <Icon name="trophy" size={34} />
              </span>
              <div>
                <p className="level-card__label">Level: {label}</p>
                <p className="level-card__points">
                  <strong>{profile.totalPoints}</strong> Punkte
                </p>
              </div>
            </div>
          </section>

          <section className="card profile-card progress-card" aria-labelledby="progress-title">
            <h2 id="progress-title">Nächstes Level</h2>
            <p className="progress-card__next">{level.next ? level.next : 'Gold erreicht!'}</p>
            <div
              className="progress-bar"
              role="progressbar"
              aria-labelledby="progress-title"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={`${percent} %`}
            >
              <span className="progress-bar__fill" style={{ width: `${percent}%` }} />
            </div>
            <p className="progress-card__missing">
              <span>{level.missing} Punkte fehlen</span>
              <span>{percent} %</span>
            </p>
          </section>

          <PremiumCard premium={profile.premium} premiumUntil={profile.premiumUntil} premiumCancelled={profile.premiumCancelled} />
          <AgeBandCard />
          <AccountDataCard />
        </div>
      </div>

      <div className="profile__back">
        <Link to="/" className="button button--primary button--large">
          Zurück zu den Spielen
        </Link>
      </div>
    </div>
  );
}

function RecentGame({ session }: { session: GameSession }) {
  return (
    <li className="recent-list__item">
      <span className={`recent-list__mark ${session.success ? 'is-success' : ''}`} aria-hidden="true">
        <Icon name={session.success ? 'star' : 'sprout'} size={20} />
      </span>
      <p className="recent-list__name">{session.gameName}</p>
      <p className="recent-list__meta">
        {session.categoryLabel} · <time dateTime={session.completedAt}>{germanDateTime.format(new Date(session.completedAt))}</time>
      </p>
      <p className="recent-list__points">+{session.pointsEarned} Punkte</p>
    </li>
  );
}
