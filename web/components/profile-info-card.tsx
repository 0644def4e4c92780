import { useState, type FormEvent } from 'react';
import { answer, client, errorMessage } from '../api/client.ts';
import { useSession } from '../session/session.tsx';
import { Field } from './field.tsx';
import { Icon } from './icon.tsx';
import { notify } from './notify.ts';

type ProfileInfoCardProps = {
  displayName: string;
  email: string;
  pendingEmail: string | null;
  /** After a change, so the page reloads what it shows. */
  onChanged: () => void;
};

/** Info card with Bearbeiten/Abbrechen; edit mode with name, e-mail and the password section (docs/product-rules.md). */
export function ProfileInfoCard({ displayName, email, pendingEmail, onChanged }: ProfileInfoCardProps) {
  const [editing, setEditing] = useState(false);
  return (
    <section className="card profile-card profile-info" aria-labelledby="profile-info-title">
      <div className="profile-card__head">
        <h2 id="profile-info-title">
          <Icon name="user" /> Profil-Informationen
        </h2>
        <button type="button" className="button button--ghost" aria-expanded={editing} onClick={() => setEditing((e) => !e)}>
          {editing ? 'Abbrechen' : 'Bearbeiten'}
        </button>
      </div>
      {editing ? (
        <ProfileEditForm
          displayName={displayName}
          email={email}
          onDone={() => {
            setEditing(false);
            onChanged();
          }}
        />
      ) : (
        <dl className="profile-info__list">
          <div>
            <dt>Name</dt>
            <dd>{displayName.trim() || 'Nicht gesetzt'}</dd>
          </div>
          <div>
            <dt>E-Mail</dt>
            <dd className="profile-info__email">{email}</dd>
          </div>
        </dl>
      )}
      {pendingEmail && (
        <p className="form__note">
          Die neue Adresse <strong>{pendingEmail}</strong> wartet noch auf ihre Bestätigung. Bitte öffne den Link in der E-Mail, die wir
          dorthin geschickt haben.
        </p>
      )}
    </section>
  );
}

function ProfileEditForm({ displayName, email, onDone }: { displayName: string; email: string; onDone: () => void }) {
  const session = useSession();
  const [name, setName] = useState(displayName);
  const [newEmail, setNewEmail] = useState(email);
  const [currentPassword, setCurrentPassword] = useState('');
  // Shown under the password field, where the parent is looking (the toast may be out of view).
  const [emailError, setEmailError] = useState('');
  const [busy, setBusy] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const emailChanged = newEmail.trim().toLowerCase() !== email.toLowerCase();

  async function save(event: FormEvent) {
    event.preventDefault();
    const nameChanged = name.trim() !== displayName.trim();
    if (!nameChanged && !emailChanged) {
      onDone();
      return;
    }
    setBusy(true);
    let ok = true;
    if (nameChanged) {
      try {
        const { user } = await answer(client.auth.me.$patch({ json: { displayName: name } }));
        session.setUser(user);
        notify.success('Profil erfolgreich aktualisiert');
      } catch (cause) {
        ok = false;
        console.error('Profil konnte nicht gespeichert werden', cause);
        notify.error('Fehler beim Aktualisieren des Profils', errorMessage(cause));
      }
    }
    if (emailChanged) {
      try {
        setEmailError('');
        await answer(client.auth['change-email'].$post({ json: { email: newEmail, currentPassword } }));
        setCurrentPassword('');
        notify.success('Bestätigungs-E-Mail gesendet. Bitte überprüfe dein E-Mail-Postfach.');
        await session.refresh();
      } catch (cause) {
        ok = false;
        console.error('E-Mail-Änderung fehlgeschlagen', cause);
        setEmailError(errorMessage(cause));
        notify.error('Fehler beim Aktualisieren des Profils', errorMessage(cause));
      }
    }
    setBusy(false);
    if (ok) onDone();
  }

  return (
    <div className="profile-edit">
      <form className="form" onSubmit={save}>
        <Field label="Name" value={name} onChange={setName} autoComplete="nickname" maxLength={40} required />
        <Field
          label="E-Mail"
          type="email"
          value={newEmail}
          onChange={setNewEmail}
          autoComplete="email"
          required
          hint="Eine neue Adresse gilt erst, wenn du den Link in der Bestätigungs-E-Mail öffnest."
        />
        {emailChanged && (
          <Field
            label="Aktuelles Passwort"
            type="password"
            value={currentPassword}
            onChange={setCurrentPassword}
            autoComplete="current-password"
            required
            error={emailError || undefined}
            hint="Nur Erwachsene dürfen die E-Mail-Adresse ändern: Bitte geben Sie dazu das Passwort des Kontos ein."
          />
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Bitte warten...' : 'Änderungen speichern'}
        </button>
      </form>
      <div className="profile-edit__password">
        <button
          type="button"
          className="profile-edit__toggle"
          aria-expanded={passwordOpen}
          aria-controls="password-section"
          onClick={() => setPasswordOpen((o) => !o)}
        >
          <Icon name="lock" size={20} /> Passwort ändern
          <span className="profile-edit__chevron" aria-hidden="true">
            {passwordOpen ? '▲' : '▼'}
          </span>
        </button>
        {passwordOpen && (
          <div id="password-section">
            <PasswordForm onChanged={() => setPasswordOpen(false)} />
          </div>
        )}
      </div>
    </div>
  );
}

export const passwordMismatch = 'Passwörter stimmen nicht überein';
export const passwordTooShort = 'Das Passwort muss mindestens 8 Zeichen lang sein.';

function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password !== confirm) {
      setError(passwordMismatch);
      return;
    }
    if ([...password].length < 8) {
      setError(passwordTooShort);
      return;
    }
    setError('');
    setBusy(true);
    try {
      await answer(
        client.auth['change-password'].$post({ json: { currentPassword: current, newPassword: password, confirmPassword: confirm } }),
      );
      notify.success('Passwort erfolgreich geändert');
      setCurrent('');
      setPassword('');
      setConfirm('');
      onChanged();
    } catch (cause) {
      console.error('Passwort konnte nicht geändert werden', cause);
      setError(errorMessage(cause));
      notify.error('Fehler beim Ändern des Passworts', errorMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form profile-edit__password-form" onSubmit={submit} noValidate>
      <Field label="Aktuelles Passwort" type="password" autoComplete="current-password" value={current} onChange={setCurrent} />
      <Field
        label="Neues Passwort"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        hint="Mindestens 8 Zeichen und nicht leicht zu erraten, zum Beispiel drei Wörter wie „Tasse-Wolke-Fahrrad“."
      />
      <Field label="Passwort bestätigen" type="password" autoComplete="new-password" value={confirm} onChange={setConfirm} />
      <p className="form__error" role="alert">
        {error}
      </p>
      <button type="submit" className="button button--secondary" disabled={busy || !current || !password || !confirm}>
        {busy ? 'Bitte warten...' : 'Passwort ändern'}
      </button>
    </form>
  );
}
