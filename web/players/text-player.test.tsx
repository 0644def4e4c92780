// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TextGame } from '../../engine/game-schema.ts';
import type { TextItem } from '../../engine/items.ts';
import { safetyMessage } from '../../engine/safety.ts';
import { game } from '../../tests/games/catalog.ts';
import { SessionProvider } from '../session/session.tsx';
import { loadMachine } from './game-machine.ts';
import TextPlayer from './text-player.tsx';

// The writing player for a visitor: the game's own rules answer before anything is sent, the
// checker's verdict decides, and a hurtful answer is refused without being repeated.

const iMessages = game('ich-botschaften') as TextGame;
const sentence = 'Du machst immer alles kaputt!';
const items: TextItem[] = [{ prompt: sentence, raw: { sentence }, model: 'Ich bin traurig, wenn mein Turm umfällt.' }];
const tooShort = iMessages.validate.find((r) => r.rule === 'min-chars')!;

let requests: { url: string; body: unknown }[] = [];
let verdict: { isIMessage: boolean; feedback: string } = { isIMessage: true, feedback: 'Prima!' };

// The game route loads the machine of the player's kind before it renders the player; the later
// parts (feedback, finish, dialogs) are fetched on the first start, here before the tests.
beforeAll(() =>
  Promise.all([
    loadMachine('text'),
    import('./feedback-card.tsx'),
    import('./game-finish.tsx'),
    import('./why-note.tsx'),
    import('./model-answer.tsx'),
    import('../components/dialog.tsx'),
  ]),
);
beforeEach(() => {
  localStorage.clear();
  requests = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    requests.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const body =
      url === '/api/auth/me'
        ? { user: null }
        : url === '/api/plays'
          ? { playId: null, items, recorded: false }
          : url === '/api/checks'
            ? verdict
            : null;
    return new Response(JSON.stringify(body), {
      status: url === '/api/plays' ? 201 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function startWriting() {
  render(
    <MemoryRouter initialEntries={[iMessages.route]}>
      <SessionProvider>
        <TextPlayer game={iMessages} />
      </SessionProvider>
    </MemoryRouter>,
  );
  fireEvent.click(await screen.findByRole('button', { name: iMessages.texts.start }));
  expect(await screen.findByText(`„${sentence}“`)).toBeTruthy();
}

function write(text: string) {
  fireEvent.change(screen.getByLabelText(iMessages.fields[0]!.label), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: iMessages.texts.submit }));
}

const checks = () => requests.filter((r) => r.url === '/api/checks');

describe('the writing player', () => {
  it('answers a too short text with the game’s own rule, without asking the checker', async () => {
    await startWriting();
    write('Ich bin');
    expect(await screen.findByText(tooShort.message as string)).toBeTruthy();
    expect(checks()).toEqual([]);
  });

  it('refuses a hurtful answer calmly, never repeating it and never sending it', async () => {
    await startWriting();
    write('Ich finde dich scheiße, du Idiot');
    const refusal = await screen.findByText(safetyMessage);
    expect(refusal.closest('dialog')?.textContent).not.toMatch(/Idiot|scheiße/);
    expect(checks()).toEqual([]);
  });

  it('sends a proper answer to the checker and shows its verdict', async () => {
    verdict = { isIMessage: false, feedback: 'Sag noch, was du dir wünschst.' };
    await startWriting();
    write('Ich bin traurig, wenn du das machst.');
    expect(await screen.findByText('Sag noch, was du dir wünschst.')).toBeTruthy();
    expect(checks().map((r) => r.body)).toEqual([
      {
        checker: 'check-ichbotschaft',
        input: { original: sentence, rewrite: 'Ich bin traurig, wenn du das machst.' },
        gameId: iMessages.id,
      },
    ]);

    verdict = { isIMessage: true, feedback: 'Super, du sagst, was du fühlst.' };
    fireEvent.click(screen.getAllByRole('button', { name: iMessages.texts.close! }).at(-1)!);
    write('Ich bin traurig, wenn du das machst. Bitte frag mich vorher.');
    await waitFor(() => expect(checks()).toHaveLength(2));
    expect(await screen.findByText('Super, du sagst, was du fühlst.', { exact: false })).toBeTruthy();
    // The play is over: the result shows and the form is gone.
    expect(screen.queryByRole('button', { name: iMessages.texts.submit })).toBeNull();
  });
});
