import { Suspense, type ComponentProps } from 'react';
import { Later, loader } from './later.tsx';
import type { FeedbackCard as FeedbackCardType } from './feedback-card.tsx';
import type { GameFinish as GameFinishType } from './game-finish.tsx';
import type { WhyNote as WhyNoteType } from './why-note.tsx';
import type { ModelAnswer as ModelAnswerType } from './model-answer.tsx';
import type { Dialog as DialogType } from '../components/dialog.tsx';
import type { ReadAloud as ReadAloudType } from './read-aloud.tsx';
import type { LoadProblem as LoadProblemType } from './load-problem.tsx';

/**
 * What a play shows only after its start — Ferdy's reactions, why the right option helps, a
 * model answer, 'Vorlesen', the finish — in chunks of their own, loaded after the game's first render: the
 * first tap on the start button fetches them (a play resumed after a reload too), so by the
 * first answer they are there and render at once.
 */
const feedback = loader(() => import('./feedback-card.tsx'));
const finish = loader(() => import('./game-finish.tsx'));
const readAloud = loader(() => import('./read-aloud.tsx'));
const problem = loader(() => import('./load-problem.tsx'));
const dialog = loader(() => import('../components/dialog.tsx'));
const learning = loader(() =>
  Promise.all([import('./why-note.tsx'), import('./model-answer.tsx')]).then(([why, model]) => ({ ...why, ...model })),
);

/** Fetches the play's later parts; cheap to call again. */
export function preloadPlayParts(): void {
  void feedback();
  void finish().then((m) => m.preloadFinish());
  void learning();
  void dialog();
  void readAloud();
}

export function FeedbackCard(props: ComponentProps<typeof FeedbackCardType>) {
  return (
    <Suspense fallback={null}>
      <Later load={feedback} render={(m) => <m.FeedbackCard {...props} />} />
    </Suspense>
  );
}

export function GameFinish(props: ComponentProps<typeof GameFinishType>) {
  return (
    <Suspense fallback={null}>
      <Later load={finish} render={(m) => <m.GameFinish {...props} />} />
    </Suspense>
  );
}

export function WhyNote(props: ComponentProps<typeof WhyNoteType>) {
  return (
    <Suspense fallback={null}>
      <Later load={learning} render={(m) => <m.WhyNote {...props} />} />
    </Suspense>
  );
}

export function ModelAnswer(props: ComponentProps<typeof ModelAnswerType>) {
  return (
    <Suspense fallback={null}>
      <Later load={learning} render={(m) => <m.ModelAnswer {...props} />} />
    </Suspense>
  );
}

/** A dialog a play opens (the writing games' 'Noch nicht ganz'); nothing to draw until it opens. */
export function Dialog(props: ComponentProps<typeof DialogType>) {
  return (
    <Suspense fallback={null}>
      <Later load={dialog} render={(m) => <m.Dialog {...props} />} />
    </Suspense>
  );
}

/** 'Vorlesen': it shows only once the browser has a German voice, so it never was part of the first render. */
export function ReadAloud(props: ComponentProps<typeof ReadAloudType>) {
  return (
    <Suspense fallback={null}>
      <Later load={readAloud} render={(m) => <m.ReadAloud {...props} />} />
    </Suspense>
  );
}

/** Loading the play failed (no network, the day's limit): the game's own message. */
export function LoadProblem(props: ComponentProps<typeof LoadProblemType>) {
  return (
    <Suspense fallback={null}>
      <Later load={problem} render={(m) => <m.LoadProblem {...props} />} />
    </Suspense>
  );
}
