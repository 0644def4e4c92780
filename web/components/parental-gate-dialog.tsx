import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../api/client.ts';
import { ConsentCheckbox, immediateStartConsentMissing, immediateStartConsentText } from './consent-checkbox.tsx';
import { Dialog } from './dialog.tsx';
import { Field } from './field.tsx';

/** What the adult orders: shown before the password, with price and, for a subscription, renewal and cancelling. */
export type GateOrder = { what: string; price: string; subscription: boolean };

type ParentalGateDialogProps = {
  open: boolean;
  onClose: () => void;
  /**
   * Runs with the account password once the adult has ticked the consent to the immediate start
   * (send `immediateStartConsent: true` with the checkout). Resolve when done (the caller
   * navigates or closes); reject to keep the gate open: the error's message is shown in the dialog.
   */
  onConfirm: (password: string) => Promise<void>;
  title: string;
  order: GateOrder;
};

export const parentalGateExplanation = 'Bitte hol einen Erwachsenen: Zum Bezahlen brauchen wir das Passwort deines Kontos.';

export const orderButtonLabel = 'Zahlungspflichtig bestellen';

/**
 * Children cannot contract: anything that costs money asks for the account password first. The
 * adult sees what is bought and for how much, and agrees to the immediate start (§ 356 (5) BGB).
 */
export function ParentalGateDialog({ open, onClose, onConfirm, title, order }: ParentalGateDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={parentalGateExplanation} className="parental-gate">
      <GateForm onConfirm={onConfirm} onCancel={onClose} order={order} />
    </Dialog>
  );
}

type GateFormProps = {
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
  order: GateOrder;
};

function GateForm({ onConfirm, onCancel, order }: GateFormProps) {
  const [password, setPassword] = useState('');
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setConsentError(consent ? '' : immediateStartConsentMissing);
    if (!password) {
      setError('Bitte gib das Passwort ein.');
      return;
    }
    if (!consent) {
      setError('');
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
      <dl className="parental-gate__order">
        <dt>Sie bestellen</dt>
        <dd>{order.what}</dd>
        <dt>Preis</dt>
        <dd>{order.price}</dd>
        <dt>Laufzeit</dt>
        <dd>
          {order.subscription ? (
            <>
              Verlängert sich jeden Monat automatisch um einen Monat, bis Sie kündigen. Kündigen jederzeit mit zwei Klicks unter{' '}
              <Link to="/kuendigen" target="_blank">
                „Verträge hier kündigen“
              </Link>{' '}
              unten auf jeder Seite; Premium bleibt bis zum Ende des bezahlten Monats aktiv.
            </>
          ) : (
            'Einmaliger Kauf, kein Abo.'
          )}
        </dd>
      </dl>
      <Field label="Passwort des Kontos" type="password" autoComplete="current-password" value={password} onChange={setPassword} required />
      <ConsentCheckbox checked={consent} onChange={setConsent} error={consentError || undefined}>
        {immediateStartConsentText}
      </ConsentCheckbox>
      <p className="form__error" role="alert">
        {error}
      </p>
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Abbrechen
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Bitte warten...' : orderButtonLabel}
        </button>
      </div>
    </form>
  );
}
