import { useEffect, useState } from 'react';
import { answer, client, errorMessage, isAbort, withSignal } from '../api/client.ts';
import { notify } from './notify.ts';

type AgeBand = '6-8' | '9-12';

const bands: { value: AgeBand; label: string; hint: string }[] = [
  { value: '6-8', label: '6–8 Jahre', hint: 'kurze Texte, einfache Wörter' },
  { value: '9-12', label: '9–12 Jahre', hint: 'längere Geschichten und Aufgaben' },
];

/** For the family: which age band Ferdy picks tasks for (9–12 until chosen). */
export function AgeBandCard() {
  const [band, setBand] = useState<AgeBand | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    answer(client.profile['age-band'].$get(undefined, withSignal(controller.signal)))
      .then((chosen) => setBand(chosen.ageBand))
      .catch((error: unknown) => {
        if (!isAbort(error)) setBand('9-12');
      });
    return () => controller.abort();
  }, []);

  async function choose(next: AgeBand) {
    if (next === band || busy) return;
    const before = band;
    setBand(next);
    setBusy(true);
    try {
      await answer(client.profile['age-band'].$put({ json: { ageBand: next } }));
      notify.success('Altersstufe gespeichert');
    } catch (error) {
      setBand(before);
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card profile-card age-band-card" aria-labelledby="age-band-title">
      <h2 id="age-band-title">Für Eltern: Altersstufe</h2>
      <p id="age-band-text">
        Wählen Sie, wie alt Ihr Kind ist. Ferdy sucht dann Aufgaben in passender Länge und mit passenden Wörtern aus.
      </p>
      <div className="age-band-card__options" role="radiogroup" aria-labelledby="age-band-title" aria-describedby="age-band-text">
        {bands.map((b) => (
          <label key={b.value} className={`age-band-option ${band === b.value ? 'age-band-option--chosen' : ''}`}>
            <input
              type="radio"
              name="age-band"
              value={b.value}
              checked={band === b.value}
              disabled={band === null || busy}
              onChange={() => void choose(b.value)}
            />
            <span className="age-band-option__label">{b.label}</span>
            <span className="age-band-option__hint">{b.hint}</span>
          </label>
        ))}
      </div>
    </section>
  );
}
