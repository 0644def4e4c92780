import { useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '../api/client.ts';
import { Dialog } from './dialog.tsx';
import { Field } from './field.tsx';

type ParentalGateDialogProps = {
  open: boolean;
  onClose: () => void;
  /**
   * Runs with the account password. Resolve when done (the caller navigates or closes);
   * reject to keep the gate open: the error's message is shown in the dialog.
   */
  onConfirm: (password: string) => Promise<void>;
  title: string;
  confirmLabel: string;
  /** What the adult is agreeing to, e.g. the price; shown under the explanation. */
  children?: ReactNode;
};

export const parentalGateExplanation =
  'Bitte hol einen Erwachsenen: Zum Bezahlen brauchen wir das Passwort deines Kontos.';

/** Children cannot contract: anything that costs money asks for the account password first. */
export function ParentalGateDialog({ open, onClose, onConfirm, title, confirmLabel, children }: ParentalGateDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={parentalGateExplanation} className="parental-gate">
      <GateForm onConfirm={onConfirm} onCancel={onClose} confirmLabel={confirmLabel}>
        {children}
      </GateForm>
    </Dialog>
  );
}

type GateFormProps = {
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
  confirmLabel: string;
  children?: ReactNode;
};

function GateForm({ onConfirm, onCancel, confirmLabel, children }: GateFormProps) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError('Bitte gib das Passwort ein.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      await onConfirm(password);
    } catch (cause) {
      setError(errorMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      {children}
      <Field label="Passwort des Kontos" type="password" autoComplete="current-password" value={password} onChange={setPassword} required />
      <p className="form__error" role="alert">
        {error}
      </p>
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Abbrechen
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Bitte warten...' : confirmLabel}
        </button>
      </div>
    </form>
  );
}
