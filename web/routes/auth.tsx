import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { answer, ApiError, client, errorMessage } from '../api/client.ts';
import { ConsentCheckbox, ParentConsentLabel, parentConsentMissing } from '../components/consent-checkbox.tsx';
import { Ferdy, type FerdyMood } from '../components/ferdy.tsx';
import { Field } from '../components/field.tsx';
import { notify } from '../components/notify.ts';
import { PageLoading } from '../components/page-loading.tsx';
import {
  authToasts,
  confirmEmailChange,
  requestPasswordReset,
  resetPassword,
  signIn,
  signUp,
  undoEmailChange,
  verifyEmail,
} from '../session/auth-actions.ts';
import { safeReturnPath } from '../session/return-to.ts';
import { useSession } from '../session/session.tsx';
import '../styles/auth.css';

type Mode = 'login' | 'register' | 'reset';

const headings: Record<Mode, string> = {
  login: 'Willkommen zurück!',
  register: 'Jetzt registrieren!',
  reset: 'Passwort zurücksetzen',
};
const submitLabels: Record<Mode, string> = { login: 'Anmelden', register: 'Registrieren', reset: 'E-Mail senden' };
const moods: Record<Mode, FerdyMood> = { login: 'happy', register: 'cheering', reset: 'thinking' };

const passwordHint =
  'Mindestens 8 Zeichen und nicht leicht zu erraten – zum Beispiel drei Wörter wie „Tasse-Wolke-Fahrrad“. Die Bestätigungs-E-Mail geht an diese Adresse – sie ist für deine Eltern.';

// Links from e-mails carry single-use tokens; React's development double effects must not spend one twice.
const spentTokens = new Set<string>();

export function Component() {
  const [params] = useSearchParams();
  const { status, user } = useSession();
  const verify = params.get('verify');
  const reset = params.get('reset');
  const emailChange = params.get('email-change');
  const undoEmail = params.get('undo-email');

  if (verify) return <TokenStep key={verify} kind="verify" token={verify} />;
  if (emailChange) return <TokenStep key={emailChange} kind="email-change" token={emailChange} />;
  if (undoEmail) return <TokenStep key={undoEmail} kind="undo-email" token={undoEmail} />;
  if (reset) return <NewPasswordForm token={reset} />;
  if (status === 'loading') return <PageLoading />;
  const next = safeReturnPath(params.get('next')) ?? '/';
  if (user) return <Navigate to={next} replace />;
  return <AuthForm initialMode={params.get('mode') === 'register' ? 'register' : 'login'} returnTo={next} />;
}

function AuthShell({ mood, children }: { mood: FerdyMood; children: ReactNode }) {
  return (
    <div className="auth-page container">
      <div className="auth-card">
        <aside className="auth-card__side" aria-hidden="true">
          <Ferdy mood={mood} size={200} />
          <p className="auth-card__bubble">Schön, dass du da bist! Gemeinsam sammeln wir Punkte.</p>
        </aside>
        <div className="auth-card__main">{children}</div>
      </div>
    </div>
  );
}

function AuthForm({ initialMode, returnTo }: { initialMode: Mode; returnTo: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [parentConsent, setParentConsent] = useState(false);
  const [consentError, setConsentError] = useState('');

  function switchTo(next: Mode) {
    setMode(next);
    setPassword('');
    setParentConsent(false);
    setConsentError('');
    setNotice('');
    setUnconfirmed(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (mode === 'register' && !parentConsent) {
      setConsentError(parentConsentMissing);
      return;
    }
    setConsentError('');
    setBusy(true);
    setNotice('');
    setUnconfirmed(false);
    try {
      if (mode === 'login') {
        const { user } = await signIn(email, password);
        session.setUser(user);
        notify.success(authToasts.signedIn);
        void navigate(returnTo, { replace: true });
        return;
      }
      if (mode === 'register') {
        await signUp(email, password, parentConsent);
        notify.success(authToasts.signedUp);
        switchTo('login');
        setNotice(`Wir haben eine E-Mail an ${email} geschickt. Bitte öffne den Link darin, dann kannst du dich anmelden.`);
      } else {
        await requestPasswordReset(email);
        notify.success(authToasts.resetSent);
        switchTo('login');
        setNotice('Schau in dein E-Mail-Postfach: Mit dem Link darin wählst du ein neues Passwort.');
      }
    } catch (cause) {
      if (cause instanceof ApiError && cause.code === 'email_not_confirmed') setUnconfirmed(true);
      notify.error(errorMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  async function resendConfirmation() {
    try {
      const { message } = await answer(client.auth['resend-verification'].$post({ json: { email } }));
      notify.success(message);
    } catch (cause) {
      notify.error(errorMessage(cause));
    }
  }

  return (
    <AuthShell mood={moods[mode]}>
      <title>{`${headings[mode]} – Ferdy`}</title>
      <h1 className="auth-card__title">{headings[mode]}</h1>
      <p className="auth-card__lead">
        {mode === 'login' && 'Melde dich an und spiel weiter, wo du aufgehört hast.'}
        {mode === 'register' && 'Lege gemeinsam mit einem Erwachsenen dein kostenloses Konto an.'}
        {mode === 'reset' && 'Gib deine E-Mail-Adresse ein. Wir schicken dir einen Link für ein neues Passwort.'}
      </p>
      {notice && (
        <p className="form__note" role="status">
          {notice}
        </p>
      )}
      <form className="form" onSubmit={submit}>
        <Field label="E-Mail-Adresse" type="email" autoComplete="email" value={email} onChange={setEmail} required />
        {mode !== 'reset' && (
          <Field
            label="Passwort"
            type="password"
            autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
            value={password}
            onChange={setPassword}
            required
            hint={mode === 'register' ? passwordHint : undefined}
          />
        )}
        {mode === 'register' && (
          <ConsentCheckbox checked={parentConsent} onChange={setParentConsent} error={consentError || undefined}>
            <ParentConsentLabel />
          </ConsentCheckbox>
        )}
        {unconfirmed && (
          <button type="button" className="link-button" onClick={resendConfirmation}>
            Bestätigungs-E-Mail erneut senden
          </button>
        )}
        <button type="submit" className="button button--primary button--block button--large" disabled={busy}>
          {busy ? 'Bitte warten...' : submitLabels[mode]}
        </button>
      </form>
      <div className="auth-card__switch">
        {mode === 'login' && (
          <>
            <p>
              Noch kein Konto?{' '}
              <button type="button" className="link-button" onClick={() => switchTo('register')}>
                Jetzt registrieren
              </button>
            </p>
            <p>
              <button type="button" className="link-button" onClick={() => switchTo('reset')}>
                Passwort vergessen?
              </button>
            </p>
          </>
        )}
        {mode === 'register' && (
          <p>
            Bereits ein Konto?{' '}
            <button type="button" className="link-button" onClick={() => switchTo('login')}>
              Jetzt anmelden
            </button>
          </p>
        )}
        {mode === 'reset' && (
          <p>
            <button type="button" className="link-button" onClick={() => switchTo('login')}>
              Zurück zur Anmeldung
            </button>
          </p>
        )}
      </div>
    </AuthShell>
  );
}

const tokenStepLabels = {
  verify: 'E-Mail-Adresse wird bestätigt...',
  'email-change': 'Neue E-Mail-Adresse wird bestätigt...',
  'undo-email': 'Die Änderung wird rückgängig gemacht...',
} as const;

/**
 * Completes the link from an account e-mail: sign-up (signs in), a new e-mail address, or the
 * undo of an e-mail change (signs everyone out and goes on to a new password).
 */
function TokenStep({ kind, token }: { kind: keyof typeof tokenStepLabels; token: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const [failed, setFailed] = useState('');

  useEffect(() => {
    if (spentTokens.has(token)) return;
    spentTokens.add(token);
    void (async () => {
      try {
        if (kind === 'verify') {
          const result = await verifyEmail(token);
          session.setUser(result.user);
          notify.success(result.message);
          void navigate('/', { replace: true });
        } else if (kind === 'undo-email') {
          const result = await undoEmailChange(token);
          notify.success(result.message);
          session.setUser(null);
          void navigate(`/auth?reset=${encodeURIComponent(result.resetToken)}`, { replace: true });
        } else {
          const result = await confirmEmailChange(token);
          notify.success(result.message);
          await session.refresh();
          void navigate('/profile', { replace: true });
        }
      } catch (cause) {
        const message = errorMessage(cause);
        notify.error(message);
        setFailed(message);
      }
    })();
  }, [kind, token, session, navigate]);

  if (!failed) return <PageLoading label={tokenStepLabels[kind]} />;
  return (
    <AuthShell mood="sad">
      <h1 className="auth-card__title">Das hat nicht geklappt</h1>
      <p role="alert">{failed}</p>
      <button type="button" className="button button--primary" onClick={() => navigate('/auth', { replace: true })}>
        Zur Anmeldung
      </button>
    </AuthShell>
  );
}

/** The page behind the password-reset link. */
function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const session = useSession();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submitted = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password !== confirm) {
      setError('Passwörter stimmen nicht überein');
      return;
    }
    if (submitted.current) return;
    submitted.current = true;
    setBusy(true);
    setError('');
    try {
      const { message } = await resetPassword(token, password);
      notify.success(message);
      // Every session ended with the reset; the header must show that too.
      session.setUser(null);
      void navigate('/auth', { replace: true });
    } catch (cause) {
      setError(errorMessage(cause));
      notify.error(errorMessage(cause));
    } finally {
      submitted.current = false;
      setBusy(false);
    }
  }

  return (
    <AuthShell mood="thinking">
      <title>Neues Passwort – Ferdy</title>
      <h1 className="auth-card__title">Neues Passwort wählen</h1>
      <p className="auth-card__lead">
        Wählen Sie ein neues Passwort: mindestens 8 Zeichen und nicht leicht zu erraten, zum Beispiel drei Wörter wie „Tasse-Wolke-Fahrrad“.
      </p>
      <form className="form" onSubmit={submit}>
        <Field label="Neues Passwort" type="password" autoComplete="new-password" value={password} onChange={setPassword} required />
        <Field label="Passwort bestätigen" type="password" autoComplete="new-password" value={confirm} onChange={setConfirm} required />
        <p className="form__error" role="alert">
          {error}
        </p>
        <button type="submit" className="button button--primary button--block button--large" disabled={busy}>
          {busy ? 'Bitte warten...' : 'Passwort speichern'}
        </button>
      </form>
      <div className="auth-card__switch">
        <p>
          <button type="button" className="link-button" onClick={() => navigate('/auth', { replace: true })}>
            Zurück zur Anmeldung
          </button>
        </p>
      </div>
    </AuthShell>
  );
}
