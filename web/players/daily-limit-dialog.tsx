import { useState } from 'react';
import { startCheckout } from '../api/checkout.ts';
import { errorMessage } from '../api/client.ts';
import { Dialog } from '../components/dialog.tsx';
import { notify } from '../components/notify.ts';
import { ParentalGateDialog } from '../components/parental-gate-dialog.tsx';

type Props = { open: boolean; onClose: () => void; category: string; categoryLabel: string; returnTo: string };

/**
 * 'Tägliches Limit erreicht': the free game comes back tomorrow; an adult may buy an extra play
 * behind the parental gate (the account password), which leads to the checkout page.
 */
export function DailyLimitDialog({ open, onClose, category, categoryLabel, returnTo }: Props) {
  const [gate, setGate] = useState(false);

  async function buy(password: string) {
    try {
      const { url } = await startCheckout({ gameCategory: category, additionalPlays: 1, returnTo }, password);
      window.location.assign(url);
    } catch (error) {
      notify.error('Fehler beim Kaufprozess', errorMessage(error));
      throw error;
    }
  }

  return (
    <>
      <Dialog open={open && !gate} onClose={onClose} title="Tägliches Limit erreicht" className="daily-limit">
        <p>
          Dein kostenloses Spiel im Bereich <strong>{categoryLabel}</strong> hast du heute schon gespielt. Morgen ist wieder ein kostenloses
          Spiel verfügbar!
        </p>
        <p>Wenn du heute noch einmal spielen möchtest, kann ein Erwachsener ein zusätzliches Spiel für 2,99 € kaufen.</p>
        <div className="game-actions">
          <button type="button" className="game-button game-button--primary" onClick={() => setGate(true)}>
            Zusätzliches Spiel kaufen
          </button>
          <button type="button" className="game-button" onClick={onClose}>
            Morgen wiederkommen
          </button>
        </div>
      </Dialog>
      <ParentalGateDialog
        open={open && gate}
        onClose={() => setGate(false)}
        onConfirm={buy}
        title="Zusätzliches Spiel kaufen"
        order={{ what: `1 zusätzliches Spiel im Bereich ${categoryLabel}`, price: '2,99 € (inkl. MwSt.)', subscription: false }}
      />
    </>
  );
}
