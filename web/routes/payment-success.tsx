import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { categories } from 'virtual:ferdy-catalog';
import { answer, client, isAbort, withSignal } from '../api/client.ts';
import { Ferdy } from '../components/ferdy.tsx';
import { notify } from '../components/notify.ts';
import '../styles/payment.css';

type State = { kind: 'checking' } | { kind: 'pending' } | { kind: 'paid'; premium: boolean; category: string; plays: number };

const premiumCategory = 'premium_subscription';

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = params.get('session_id');
  const queryCategory = params.get('category') ?? '';
  const queryPlays = Number(params.get('plays') ?? '0') || 0;
  const [state, setState] = useState<State>(sessionId ? { kind: 'checking' } : { kind: 'pending' });
  const inFlight = useRef<AbortController | null>(null);

  const verify = useCallback(async () => {
    if (!sessionId) return setState({ kind: 'pending' });
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ kind: 'checking' });
    try {
      const verified = await answer(client.payments.verify.$post({ json: { sessionId } }, withSignal(controller.signal)));
      if (verified.success) {
        const category = verified.category ?? queryCategory;
        setState({
          kind: 'paid',
          premium: verified.kind === 'premium' || category === premiumCategory,
          category,
          plays: verified.plays ?? queryPlays,
        });
        notify.success('Zahlung erfolgreich! Zusätzliche Spiele wurden hinzugefügt.');
      } else {
        setState({ kind: 'pending' });
        notify.error('Zahlung konnte nicht verifiziert werden.');
      }
    } catch (cause) {
      if (isAbort(cause)) return;
      console.error('Zahlungsverifikation fehlgeschlagen', cause);
      notify.error('Fehler bei der Zahlungsverifikation');
      setState({ kind: 'pending' });
    }
  }, [sessionId, queryCategory, queryPlays]);

  useEffect(() => {
    void verify();
    return () => inFlight.current?.abort();
  }, [verify]);

  const checking = state.kind === 'checking';
  return (
    <div className="container payment">
      <title>Zahlung – Ferdy</title>
      <section className="payment-card" aria-live="polite" aria-busy={checking}>
        <Ferdy mood={state.kind === 'paid' ? 'cheering' : state.kind === 'pending' ? 'thinking' : 'happy'} size={170} />
        {checking && (
          <>
            <div className="spinner" aria-hidden="true" />
            <h1>Zahlung wird überprüft...</h1>
          </>
        )}
        {state.kind === 'paid' && (
          <>
            <h1>Zahlung erfolgreich!</h1>
            <p>
              {state.premium
                ? 'Ferdi Premium ist jetzt aktiv: Alle Spiele sind freigeschaltet, ohne tägliches Limit.'
                : `Du hast ${state.plays} ${state.plays === 1 ? 'zusätzliches Spiel' : 'zusätzliche Spiele'} für die Kategorie ${categories[state.category] ?? state.category} gekauft. Viel Spaß!`}
            </p>
          </>
        )}
        {state.kind === 'pending' && (
          <>
            <h1>Zahlung ausstehend</h1>
            <p>Deine Zahlung wird noch verarbeitet. Bitte prüfe den Status in ein paar Minuten erneut.</p>
          </>
        )}
        <div className="button-row payment-card__actions">
          {state.kind === 'pending' && (
            <button type="button" className="button button--secondary" onClick={() => void verify()}>
              Status erneut prüfen
            </button>
          )}
          <button type="button" className="button button--primary" disabled={checking} onClick={() => navigate('/')}>
            Zurück zu den Spielen
          </button>
        </div>
      </section>
    </div>
  );
}
