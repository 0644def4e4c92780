// No zod here: the browser's game players import this, and zod would weigh more than the game.

export type CheckerId = 'check-rewrite' | 'check-ichbotschaft' | 'check-mindset-content' | 'check-mindshift-answer';

/** Which flags of a checker's answer must all be true for the child's text to pass. */
export const checkerPassFlags: Record<CheckerId, string[]> = {
  'check-rewrite': ['isImproved'],
  'check-ichbotschaft': ['isIMessage'],
  'check-mindset-content': ['fixedMindsetCorrect', 'growthMindsetCorrect', 'isOnTopic'],
  'check-mindshift-answer': ['isValid'],
};

export function checkerPassed(name: CheckerId, output: Record<string, unknown>): boolean {
  return checkerPassFlags[name].every((flag) => output[flag] === true);
}
