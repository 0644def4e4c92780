import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { answer, client, errorMessage } from '../api/client.ts';
import { useSession } from '../session/session.tsx';
import { Dialog } from './dialog.tsx';
import { Field } from './field.tsx';
import { Icon } from './icon.tsx';
import { notify } from './notify.ts';

/** For the parent: take the data along (GDPR Art. 20) or delete the account for good (Art. 17). */
export function AccountDataCard() {
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="card profile-card account-card" aria-labelledby="account-title">
      <h2 id="account-title">Für Eltern: Daten &amp; Konto</h2>
      <p>Alle gespeicherten Daten als Datei herunterladen oder das Konto mit allen Daten löschen.</p>
      <div className="account-card__actions">
        <a className="button button--secondary" href="/api/account/export" download>
          <Icon name="download" size={20} /> Daten exportieren
        </a>
        <button type="button" className="button button--ghost account-card__delete" onClick={() => setConfirming(true)}>
          <Icon name="trash" size={20} /> Konto löschen
        </button>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Konto wirklich löschen?"
        description="Alle Punkte, Spiele und Käufe gehen unwiderruflich verloren. Zum Bestätigen gib bitte das Passwort des Kontos ein."
      >
        <p className="account-card__delete-note">
          Ein laufendes Premium-Abo wird dabei sofort beendet: Es wird nichts mehr abgebucht. Nur die Zahlungsbelege, die wir gesetzlich
          aufbewahren müssen, bleiben zehn Jahre gespeichert – getrennt vom Konto und ohne die Spiele des Kindes.
        </p>
        <DeleteForm onCancel={() => setConfirming(false)} />
      </Dialog>
    </section>
  );
}

function DeleteForm({ onCancel }: { onCancel: () => void }) {
  const session = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError('Bitte gib dein Passwort ein.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const { message } = await answer(client.account.delete.$post({ json: { password } }));
      session.setUser(null);
      notify.success(message);
      void navigate('/', { replace: true });
    } catch (cause) {
      setError(errorMessage(cause));
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <Field label="Passwort" type="password" autoComplete="current-password" value={password} onChange={setPassword} />
      <p className="form__error" role="alert">
        {error}
      </p>
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Abbrechen
        </button>
        <button type="submit" className="button button--danger" disabled={busy}>
          {busy ? 'Bitte warten...' : 'Endgültig löschen'}
        </button>
      </div>
    </form>
  );
}
