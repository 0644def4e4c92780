import { useState } from 'react';
import { Link } from 'react-router';
import { startCheckout as checkout } from '../api/checkout.ts';
import { germanDate } from '../api/profile.ts';
import { Icon } from './icon.tsx';
import { notify } from './notify.ts';
import { ParentalGateDialog } from './parental-gate-dialog.tsx';

const features = ['Alle Spiele freigeschaltet', 'Keine täglichen Limits', 'Erweiterte Statistiken', 'Prioritäts-Support'];

type PremiumCardProps = { premium: boolean; premiumUntil: string | null; premiumCancelled: boolean };

/** The 'Premium Abonnement' card; paying goes through the parental gate first. */
export function PremiumCard({ premium, premiumUntil, premiumCancelled }: PremiumCardProps) {
  const [gateOpen, setGateOpen] = useState(false);

  async function startCheckout(password: string) {
    try {
      const { url } = await checkout({ gameCategory: 'premium_subscription', additionalPlays: 999, returnTo: '/profile' }, password);
      window.location.assign(url);
    } catch (cause) {
      console.error('Abonnement konnte nicht gestartet werden', cause);
      notify.error('Fehler beim Starten des Abonnements');
      throw cause;
    }
  }

  return (
    <section className="card profile-card premium-card" aria-labelledby="premium-title">
      <p className="premium-card__badge">Ferdi Premium</p>
      <h2 id="premium-title">Premium Abonnement</h2>
      <ul className="premium-card__features">
        {features.map((f) => (
          <li key={f}>
            <Icon name="check" size={20} /> {f}
          </li>
        ))}
      </ul>
      {premium && premiumCancelled && premiumUntil ? (
        <>
          <p className="premium-card__active">
            <Icon name="star" size={20} /> Premium endet am {germanDate.format(new Date(premiumUntil))}.
          </p>
          <p className="premium-card__note">Gekündigt: Bis dahin bleibt Premium aktiv, danach wird nichts mehr abgebucht.</p>
        </>
      ) : premium ? (
        <>
          <p className="premium-card__active">
            <Icon name="star" size={20} /> Premium ist aktiv
            {premiumUntil ? ` bis ${germanDate.format(new Date(premiumUntil))}` : ''}.
          </p>
          <p className="premium-card__note">
            Verlängert sich monatlich. <Link to="/kuendigen">Verträge hier kündigen</Link>
          </p>
        </>
      ) : (
        <>
          <p className="premium-card__price">
            <strong>9,99 €</strong> pro Monat
          </p>
          <button type="button" className="button button--primary button--block" onClick={() => setGateOpen(true)}>
            Jetzt upgraden
          </button>
        </>
      )}
      <ParentalGateDialog
        open={gateOpen}
        onClose={() => setGateOpen(false)}
        onConfirm={startCheckout}
        title="Premium freischalten"
        order={{ what: 'Ferdy Premium: alle Spiele ohne Tageslimit', price: '9,99 € pro Monat (inkl. MwSt.)', subscription: true }}
      />
    </section>
  );
}
