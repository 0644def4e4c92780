/** What the child reads when the safety check refuses an answer: calm, never repeating the word. */
export const safetyMessage = 'Ferdy mag keine Wörter, die andere verletzen. Versuch es ohne sie.';
