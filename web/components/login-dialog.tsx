import { useState, type FormEvent } from 'react';
import { notify } from './notify.ts';
import { errorMessage } from '../api/client.ts';
import { authToasts, requestPasswordReset, signIn, signUp } from '../session/auth-actions.ts';
import { useSession } from '../session/session.tsx';
import { ConsentCheckbox, ParentConsentLabel, parentConsentMissing } from './consent-checkbox.tsx';
import { Dialog } from './dialog.tsx';
import { Field } from './field.tsx';

type LoginDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The game the visitor clicked; the title then invites to play it. */
  gameTitle?: string;
  onSignedIn?: () => void;
};

type Mode = 'login' | 'register' | 'reset';

const submitLabels: Record<Mode, string> = { login: 'Anmelden', register: 'Registrieren', reset: 'E-Mail senden' };

/** The sign-in dialog: login ↔ registration, login → reset → login. */
export function LoginDialog({ open, onClose, gameTitle, onSignedIn }: LoginDialogProps) {
  const [mode, setMode] = useState<Mode>('login');
  const title = mode === 'reset' ? 'Passwort zurücksetzen' : gameTitle ? `${gameTitle} spielen` : 'Anmeldung erforderlich';

  function close() {
    setMode('login');
    onClose();
  }

  const description =
    mode === 'reset'
      ? 'Wir schicken dir einen Link, mit dem du ein neues Passwort wählen kannst.'
      : mode === 'register'
        ? 'Lege mit einem Erwachsenen ein Konto an – das geht ganz schnell.'
        : 'Melde dich an, damit Ferdy deine Punkte sammeln kann.';

  return (
    <Dialog open={open} onClose={close} title={title} description={description} className="login-dialog">
      <LoginForm key={mode} mode={mode} onMode={setMode} onDone={close} onSignedIn={onSignedIn} />
    </Dialog>
  );
}

type LoginFormProps = {
  mode: Mode;
  onMode: (mode: Mode) => void;
  onDone: () => void;
  onSignedIn?: () => void;
};

// Keyed by mode: switching modes remounts the form, which clears the fields as the product rules ask.
function LoginForm({ mode, onMode, onDone, onSignedIn }: LoginFormProps) {
  const session = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [parentConsent, setParentConsent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || (mode !== 'reset' && !password)) {
      setError('Bitte alle Felder ausfüllen');
      return;
    }
    if (mode === 'register' && !parentConsent) {
      setError(parentConsentMissing);
      return;
    }
    setError('');
    setBusy(true);
    try {
      if (mode === 'login') {
        const { user } = await signIn(email, password);
        session.setUser(user);
        notify.success(authToasts.signedIn);
        onSignedIn?.();
      } else if (mode === 'register') {
        await signUp(email, password, parentConsent);
        notify.success(authToasts.signedUp);
      } else {
        await requestPasswordReset(email);
        notify.success(authToasts.resetSent);
      }
      onDone();
    } catch (cause) {
      // The dialog stays open so the child can try again; the reason is shown, not only logged.
      console.error('Anmeldung im Dialog fehlgeschlagen', cause);
      setError(errorMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <Field label="E-Mail-Adresse" type="email" autoComplete="email" value={email} onChange={setEmail} required />
      {mode !== 'reset' && (
        <Field
          label="Passwort"
          type="password"
          autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
          value={password}
          onChange={setPassword}
          required
        />
      )}
      {mode === 'register' && (
        <ConsentCheckbox checked={parentConsent} onChange={setParentConsent}>
          <ParentConsentLabel />
        </ConsentCheckbox>
      )}
      <p className="form__error" role="alert">
        {error}
      </p>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? 'Lädt...' : submitLabels[mode]}
      </button>
      <div className="form__links">
        {mode === 'reset' ? (
          <button type="button" className="link-button" onClick={() => onMode('login')}>
            Zurück zur Anmeldung
          </button>
        ) : (
          <>
            <button type="button" className="link-button" onClick={() => onMode(mode === 'login' ? 'register' : 'login')}>
              {mode === 'login' ? 'Noch kein Account? Jetzt registrieren' : 'Bereits registriert? Anmelden'}
            </button>
            {mode === 'login' && (
              <button type="button" className="link-button" onClick={() => onMode('reset')}>
                Passwort vergessen?
              </button>
            )}
          </>
        )}
      </div>
    </form>
  );
}
