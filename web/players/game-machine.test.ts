import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { TextGame } from '../../engine/game-schema.ts';
import type { PlayItem, TextItem } from '../../engine/items.ts';
import type { CheckOutcome } from '../../engine/machines/shared.ts';
import { safetyMessage } from '../../engine/safety.ts';
import { game } from '../../tests/games/catalog.ts';
import { gameMachine, loadAnswerRules, loadMachine } from './game-machine.ts';

// A writing game's machine is drawn before its answer checks arrive; until they are there it
// judges no answer at all, so a hurtful one can never slip through unchecked.

const iMessages = game('ich-botschaften') as TextGame;
const items: TextItem[] = [{ prompt: 'Du machst immer alles kaputt!', raw: { sentence: 'Du machst immer alles kaputt!' } }];

async function submitHurtful() {
  await loadMachine('text');
  const machine = gameMachine(iMessages).provide({
    actors: {
      loadItems: fromPromise(async (): Promise<PlayItem[]> => items),
      checkAnswer: fromPromise(async (): Promise<CheckOutcome> => ({ isIMessage: true, feedback: 'Prima!' })),
    },
  });
  const actor = createActor(machine);
  actor.subscribe({ error: () => {} });
  actor.start();
  actor.send({ type: 'START' });
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'SUBMIT', values: { [iMessages.fields[0]!.id]: 'Ich finde dich scheiße, du Idiot, wenn du das machst.' } });
  return actor.getSnapshot();
}

describe('the writing games’ answer checks in the browser', () => {
  it('judge no answer before they are loaded: the play stops instead of sending it on', async () => {
    const snapshot = await submitHurtful();
    expect(snapshot.status).toBe('error');
    expect(snapshot.matches('checking')).toBe(false);
  });

  it('refuse a hurtful answer once loaded, with the calm sentence and no checker', async () => {
    await loadAnswerRules('text');
    const snapshot = await submitHurtful();
    expect(snapshot.status).toBe('active');
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.context.feedback).toMatchObject({ kind: 'invalid', message: safetyMessage });
  });
});
