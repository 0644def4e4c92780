import { describe, it, expect } from 'vitest';
import { loadLexicon } from './lexicon.ts';
import { faultOnOthers, lovedMore } from './fault-on-others.ts';
import { tokenize } from './german-text.ts';

const lex = loadLexicon();
const fault = (text: string) => faultOnOthers(lex, tokenize(text));
const loved = (text: string) => lovedMore(tokenize(text));

describe('faultOnOthers', () => {
  it('hears the fault given to a named child or grown-up', () => {
    expect(fault('ich fühle mich ungerecht behandelt. Aber eigentlich war ja Jonas schuld und nicht ich')).toBe(
      'Aber eigentlich war ja Jonas schuld',
    );
    // "Mia" written as a name is a girl, not Bavarian "mia" (we).
    expect(fault('Ich fühl mich schlecht, aber eigentlich ist Mia schuld, die ist halt immer die Beste')).toBe(
      'aber eigentlich ist Mia schuld',
    );
    expect(fault('Lass uns das Projekt retten. Aber der Tim ist schuld, der hat das Plakat schlecht geklebt')).toBe(
      'Aber der Tim ist schuld',
    );
    expect(fault('das war eigentlich ihre Schuld')).toBe('das war eigentlich ihre Schuld');
  });

  it('leaves a fault denied, taken by oneself or given to a thing', () => {
    expect(fault('Mein Bruder ist nicht schuld, Mama hat einfach so geschnitten.')).toBeNull();
    expect(fault('Keiner ist schuld, wir sind ein Team.')).toBeNull();
    expect(fault('Ist ja nicht deine Schuld, das war bestimmt aus Versehen.')).toBeNull();
    expect(fault('der doofe kleber ist schuld, nicht ich')).toBeNull();
    expect(fault('mia san schuld, mia ham ned aufpasst')).toBeNull();
    expect(fault('es ist egal wer schuld ist, komm wir suchen den hamster zusammen')).toBeNull();
  });

  it('hears "der macht sowas immer" after a name and "nur deswegen gewinnt er"; praise, the child itself and a plain reason stay fine', () => {
    expect(fault('Ist ja nicht deine Schuld, Paul hat dich geschubst, der macht sowas immer')).toBe('der macht sowas immer');
    expect(fault('Er hat halt einen viel teureren Schläger, nur deswegen gewinnt er immer.')).toBe('nur deswegen gewinnt er immer');
    expect(fault('Oma backt Kuchen, die macht das immer so lecker')).toBeNull();
    expect(fault('Paul hat mich geschubst, aber ich mach sowas immer mit ihm zum Spaß')).toBeNull();
    expect(fault('Er übt jeden Tag, deswegen gewinnt er.')).toBeNull();
    expect(fault('Ich übe jeden Tag, nur deswegen kann ich das.')).toBeNull();
  });

  it('hears "eigentlich war es ja Tim, der …" as the real culprit named, not a story told', () => {
    expect(fault('Ich fühle mich ungerecht behandelt, aber eigentlich war es ja Tim, der die Lampe kaputt gemacht hat')).toBe(
      'war es ja Tim',
    );
    expect(fault('Es war Mama, die mir beim Kleben geholfen hat.')).toBeNull();
  });

  it('hears someone else called no good at it, but not someone who cannot come', () => {
    expect(fault('Ist schon ok, Mama kann halt nicht gerade schneiden, nächstes Mal schneid ich selber')).toBe(
      'Mama kann halt nicht gerade schneiden',
    );
    expect(fault('wir haben verloren weil der Finn, der kann nix')).toBe('der kann nix');
    expect(fault('Oma kann nicht kommen, weil sie krank ist.')).toBeNull();
    expect(fault('Mama kann nix dafür, der Ofen ist alt.')).toBeNull();
  });

  it('hears someone else told to do better, but not a plan for oneself', () => {
    expect(fault('Ich hab meinen Teil gut gemacht. Die anderen müssen halt mal mehr üben, dann wird es besser.')).toBe(
      'Die anderen müssen halt mal mehr üben',
    );
    expect(fault('Ich muss halt mehr üben, dann wird es besser.')).toBeNull();
    expect(fault('Die anderen müssen auch mehr trinken, es ist heiß.')).toBeNull();
  });

  it('hears what someone else failed to do again, given as the reason', () => {
    expect(fault('Ich bin traurig, bestimmt weil deine Mama dich wieder nicht erinnert hat.')).toBe(
      'weil deine Mama dich wieder nicht erinnert hat',
    );
    expect(fault('Ich bin traurig, weil Oma nicht kommen konnte.')).toBeNull();
  });

  it('hears what someone else should have done, but not what they would have liked', () => {
    expect(fault('Ist nicht so schlimm, der Torwart hätte den Ball ja auch halten können.')).toBe(
      'der Torwart hätte den Ball ja auch halten können',
    );
    expect(fault('Eigentlich hätte Mama mir die Brotdose ja in den Ranzen tun müssen.')).toBe(
      'hätte Mama mir die Brotdose ja in den Ranzen tun müssen',
    );
    expect(fault('Mama hätte mir bestimmt gern geholfen.')).toBeNull();
    expect(fault('Ich hätte den Ball halten können, nächstes Mal klappt es.')).toBeNull();
  });

  it('hears the one who "at least" does it, said against the other', () => {
    expect(fault('Aber nächstes mal lassen wir lieber den Jonas ins Tor, der hält wenigstens was.')).toBe('der hält wenigstens was');
    expect(fault('Es hat geregnet, aber es war wenigstens lustig.')).toBeNull();
  });
});

describe('lovedMore', () => {
  it('hears that the other loves a child more, not that a pet is a favourite', () => {
    expect(loved('Ich fühle mich ungerecht behandelt, weil meine Schwester sowieso dein Liebling ist.')).toBe(
      'meine Schwester sowieso dein Liebling',
    );
    expect(loved('Dein Hund ist bestimmt dein Liebling, oder?')).toBeNull();
    expect(loved('Ich bin traurig, weil das mein Lieblingsessen ist.')).toBeNull();
  });

  it('hears "das lag nur an Tim" as the fault given to him, not "es lag am Wetter" or "lag nicht an Tim"', () => {
    expect(fault('das lag nur an tim weil der nix gemacht hat, nächstes mal mach ich alles ohne ihn')).toBe('das lag nur an tim');
    expect(fault('es lag am Wetter, nächstes Mal klappt es')).toBeNull();
    expect(fault('es lag nicht an Tim, wir üben alle zusammen')).toBeNull();
  });

  it('hears "nur weil Tim so doof gepasst hat" as the fault given to him, not "weil ich so doof gestanden hab"', () => {
    expect(fault('das war nur weil tim so doof gepasst hat, nächstes mal pass ich besser auf')).toBe('weil tim so doof gepasst hat');
    expect(fault('das war nur weil ich so doof gestanden hab, nächstes mal pass ich besser auf')).toBeNull();
  });
});

describe('faultOnOthers: what someone else missed', () => {
  it('hears "aber eigentlich hat ja der Tim vorher die ganzen Chancen vergeben"; the child’s own miss and a pardon are no blame', () => {
    expect(fault('wir haben alle zusammen gespielt, aber eigentlich hat ja der tim vorher die ganzen chancen vergeben')).toBe(
      'der tim vorher die ganzen chancen vergeben',
    );
    expect(fault('Jonas hat verschossen')).toBe('Jonas hat verschossen');
    expect(fault('ich hab verschossen, nächstes mal treff ich')).toBeNull();
    expect(fault('Tim hat nicht verschossen, das war der Wind')).toBeNull();
    expect(fault('Oma hat mir vergeben')).toBeNull();
  });
});
