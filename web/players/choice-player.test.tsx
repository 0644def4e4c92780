// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor as untilState } from 'xstate';
import { compileGame } from '../../engine/compile.ts';
import type { GameEvent } from '../../engine/events.ts';
import type { ChoiceGame } from '../../engine/game-schema.ts';
import type { ChoiceItem, PlayItem } from '../../engine/items.ts';
import { game } from '../../tests/games/catalog.ts';
import { SessionProvider } from '../session/session.tsx';
import { loadMachine } from './game-machine.ts';
import ChoicePlayer from './choice-player.tsx';

// The quiz player as a child sees it: the machine's states drawn as screens, a play kept on the
// device across a reload, and the daily limit when the server refuses a play.

const quiz = game('streitschlichter') as ChoiceGame;
const items: ChoiceItem[] = Array.from({ length: quiz.rounds }, (_, i) => ({
  prompt: `Streit Nummer ${i + 1}`,
  options: [`Ruhig reden ${i + 1}`, `Weglaufen ${i + 1}`],
  correctIndex: 0,
}));
const storageKey = `ferdy:play:${quiz.id}`;

type Answer = { status: number; body: unknown } | undefined;
type Route = (url: string, init: RequestInit) => Answer | Promise<Answer>;
let requests: { url: string; body: unknown }[] = [];

/** The server, as far as the player talks to it: who is signed in, and `route` for the rest. */
function serve(route: Route, user: unknown = null) {
  requests = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    requests.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = url === '/api/auth/me' ? { status: 200, body: { user } } : await route(url, init);
    if (!answer) return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Nicht gefunden.' } }), { status: 404 });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
}
const startsAPlay: Route = (url) => (url === '/api/plays' ? { status: 201, body: { playId: null, items, recorded: false } } : undefined);

function show() {
  return render(
    <MemoryRouter initialEntries={[quiz.route]}>
      <SessionProvider>
        <ChoicePlayer game={quiz} />
      </SessionProvider>
    </MemoryRouter>,
  );
}

/** A play as the browser saves it, after answering the first `answered` questions right. */
async function savedPlay(answered: number, savedAt = Date.now()) {
  const machine = compileGame(quiz).provide({ actors: { loadItems: fromPromise(async (): Promise<PlayItem[]> => items) } });
  const actor = createActor(machine).start();
  const log: GameEvent[] = [{ type: 'START' }];
  actor.send({ type: 'START' });
  await untilState(actor, (s) => s.matches('question'));
  for (let i = 0; i < answered; i++) {
    for (const event of [{ type: 'SELECT', index: 0 }, { type: 'CONFIRM' }, { type: 'NEXT' }] as const) {
      actor.send(event);
      log.push(event);
    }
  }
  const saved = { v: 1, playId: null, log, snapshot: actor.getPersistedSnapshot(), savedAt };
  actor.stop();
  return JSON.stringify(saved);
}

// The game route loads the machine of the player's kind before it renders the player; the later
// parts (feedback, finish, dialogs) are fetched on the first start, the limit dialog when it is
// needed; here all of them before the tests, so a busy machine does not outwait the queries.
beforeAll(() =>
  Promise.all([
    loadMachine('choice'),
    import('./feedback-card.tsx'),
    import('./game-finish.tsx'),
    import('./why-note.tsx'),
    import('./model-answer.tsx'),
    import('../components/dialog.tsx'),
    import('./daily-limit-dialog.tsx'),
    import('virtual:ferdy-catalog'),
  ]),
);
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the quiz player', () => {
  it('shows the intro, then each question, its feedback and the result', async () => {
    serve(startsAPlay);
    show();
    fireEvent.click(await screen.findByRole('button', { name: quiz.texts.start }));
    expect(await screen.findByText('Streit Nummer 1')).toBeTruthy();
    expect(requests.find((r) => r.url === '/api/plays')?.body).toEqual({ gameId: quiz.id });

    for (let round = 1; round <= quiz.rounds; round++) {
      await screen.findByText(`Streit Nummer ${round}`);
      // The first round right, the others wrong: the result says 1 of 5.
      fireEvent.click(screen.getByRole('button', { name: new RegExp(round === 1 ? `Ruhig reden ${round}` : `Weglaufen ${round}`) }));
      fireEvent.click(screen.getByRole('button', { name: quiz.texts.confirm! }));
      await screen.findByText(round === 1 ? quiz.texts.correct! : quiz.texts.wrong!, { exact: false });
      fireEvent.click(screen.getByRole('button', { name: round === quiz.rounds ? quiz.texts.finish! : quiz.texts.next! }));
    }
    expect(await screen.findByText(`Du hast 1 von ${quiz.rounds} Fragen richtig beantwortet.`)).toBeTruthy();
    expect(screen.getByRole('button', { name: quiz.texts.restart! })).toBeTruthy();
    // A finished play is not resumed.
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it('keeps the running play on the device, with the events the server will replay', async () => {
    serve(startsAPlay);
    show();
    fireEvent.click(await screen.findByRole('button', { name: quiz.texts.start }));
    await screen.findByText('Streit Nummer 1');
    fireEvent.click(screen.getByRole('button', { name: /Ruhig reden 1/ }));
    const saved = JSON.parse(localStorage.getItem(storageKey)!) as { log: unknown[]; snapshot: { value: unknown } };
    expect(saved.log).toEqual([{ type: 'START' }, { type: 'SELECT', index: 0 }]);
    expect(saved.snapshot.value).toBe('question');
  });

  it('continues a saved play after a reload where the child was', async () => {
    serve(startsAPlay);
    localStorage.setItem(storageKey, await savedPlay(2));
    show();
    expect(await screen.findByText('Streit Nummer 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: quiz.texts.start })).toBeNull();
    // No new play was started on the server.
    expect(requests.some((r) => r.url === '/api/plays')).toBe(false);
  });

  it('starts fresh when the saved play is older than half a day or unreadable', async () => {
    serve(startsAPlay);
    localStorage.setItem(storageKey, await savedPlay(2, Date.now() - 13 * 60 * 60 * 1000));
    show();
    expect(await screen.findByRole('button', { name: quiz.texts.start })).toBeTruthy();
    cleanup();

    localStorage.setItem(
      storageKey,
      JSON.stringify({ v: 1, playId: null, log: [], snapshot: { value: 'nowhere', status: 'active' }, savedAt: Date.now() }),
    );
    show();
    expect(await screen.findByRole('button', { name: quiz.texts.start })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(storageKey)).toBeNull());
  });

  it('shows the load problem when the server sends items of another kind, and tries again', async () => {
    let broken = true;
    serve((url) =>
      url === '/api/plays' ? { status: 201, body: { playId: null, items: broken ? [{ tiles: [] }] : items, recorded: false } } : undefined,
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: quiz.texts.start }));
    const loadError = quiz.texts.loadError;
    expect(await screen.findByText(typeof loadError === 'string' ? loadError : loadError.text)).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: /Nochmal versuchen/ }));
    expect(await screen.findByText('Streit Nummer 1')).toBeTruthy();
  });
});

const user = { id: 'u1', email: 'eltern@example.org', displayName: 'Mia', emailVerified: true, pendingEmail: null };

describe('a signed-in child’s play', () => {
  it('shows the result while the play is recorded, and sends the events for the replay', async () => {
    let recorded!: (answer: Answer) => void;
    serve((url) => {
      if (url === '/api/plays') return { status: 201, body: { playId: 'p1', items, recorded: true, consumed: 'free' } };
      if (url === '/api/plays/p1/complete') return new Promise<Answer>((done) => (recorded = done));
      return undefined;
    }, user);
    show();
    fireEvent.click(await screen.findByRole('button', { name: quiz.texts.start }));
    for (let round = 1; round <= quiz.rounds; round++) {
      fireEvent.click(await screen.findByRole('button', { name: new RegExp(`Ruhig reden ${round}`) }));
      fireEvent.click(screen.getByRole('button', { name: quiz.texts.confirm! }));
      fireEvent.click(await screen.findByRole('button', { name: round === quiz.rounds ? quiz.texts.finish! : quiz.texts.next! }));
    }
    // Recording: the result is on screen already, 'Erneut spielen' waits for the server.
    expect(await screen.findByText(`Du hast ${quiz.rounds} von ${quiz.rounds} Fragen richtig beantwortet.`)).toBeTruthy();
    expect((screen.getByRole('button', { name: quiz.texts.restart! }) as HTMLButtonElement).disabled).toBe(true);
    const sent = requests.find((r) => r.url === '/api/plays/p1/complete')?.body as { events: { type: string }[] };
    expect(sent.events).toHaveLength(1 + quiz.rounds * 3);
    expect(sent.events[0]).toEqual({ type: 'START' });

    recorded({
      status: 200,
      body: { pointsEarned: 100, totalPoints: 100, score: 100, success: true, recorded: true, canPlayAgain: true, needsPayment: false },
    });
    await waitFor(() => expect((screen.getByRole('button', { name: quiz.texts.restart! }) as HTMLButtonElement).disabled).toBe(false));
  });
});

describe('the daily limit', () => {
  it('opens the limit dialog when the server refuses the play, and buys an extra play behind the parental gate', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    serve((url) => {
      if (url === '/api/plays')
        return {
          status: 402,
          body: { error: { code: 'needs_payment', message: 'Tägliches Limit erreicht' }, needsPayment: true, category: quiz.category },
        };
      if (url === '/api/payments/checkout') return { status: 200, body: { url: 'https://checkout.example/pay' } };
      if (url.startsWith('/api/limits/'))
        return {
          status: 200,
          body: {
            category: quiz.category,
            playDate: '2026-01-02',
            freePlaysPerDay: 1,
            freePlaysUsed: 1,
            paidPlaysUsed: 0,
            credits: 0,
            premium: false,
            canPlay: false,
          },
        };
      return undefined;
    }, user);
    show();
    fireEvent.click(await screen.findByRole('button', { name: quiz.texts.start }));
    expect(await screen.findByRole('heading', { name: 'Tägliches Limit erreicht' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Zusätzliches Spiel kaufen' }));
    const password = await screen.findByLabelText(/Passwort/);
    // Without the consent to the immediate start nothing is ordered.
    fireEvent.change(password, { target: { value: 'Eltern-Passwort' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await act(async () => {});
    expect(requests.some((r) => r.url === '/api/payments/checkout')).toBe(false);

    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/pay'));
    expect(requests.find((r) => r.url === '/api/payments/checkout')?.body).toEqual({
      gameCategory: quiz.category,
      additionalPlays: 1,
      returnTo: quiz.route,
      password: 'Eltern-Passwort',
      immediateStartConsent: true,
    });
  });
});
