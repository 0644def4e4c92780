// Each game world keeps one colour and one picture everywhere (home cards, category hero, tiles).
const themes: Record<string, { tone: string; icon: string }> = {
  loesungsorientierung: { tone: 'sun', icon: 'bulb' },
  mindset: { tone: 'leaf', icon: 'sprout' },
  konfliktloesung: { tone: 'sky', icon: 'handshake' },
  'emotionale-intelligenz': { tone: 'rose', icon: 'heart' },
};
const fallbackTones = ['sun', 'leaf', 'sky', 'rose'];

export function categoryTheme(pageId: string, index = 0): { tone: string; icon: string } {
  return themes[pageId] ?? { tone: fallbackTones[index % fallbackTones.length] ?? 'sun', icon: 'star' };
}
