import { describe, expect, it } from 'vitest';
import { itemsFor } from './item-schemas.ts';

const choice = { prompt: 'Was hilft?', options: ['Reden', 'Schubsen'], correctIndex: 0, why: 'Reden klärt.' };
const textItem = { prompt: 'Sag es freundlich', raw: { sentence: 'Gib her!' }, model: 'Gibst du es mir bitte?' };
const tiles = [
  { text: 'Ich kann das nicht.', type: 'fixed', pair: 0 },
  { text: 'Ich kann das noch nicht.', type: 'growth', pair: 0 },
];
const colour = { feedback: 'Gut, dass du es sagst.', strategy: 'Atme tief durch.' };
const light = { text: 'Dein Turm fällt um.', red: colour, yellow: colour, green: { ...colour, title: 'Toll!' } };

describe('itemsFor', () => {
  it('passes items of each kind through unchanged, extra keys included', () => {
    expect(itemsFor('choice', [choice])).toEqual([choice]);
    expect(itemsFor('text', [{ ...textItem, band: '6-8', own: 1 }])).toEqual([{ ...textItem, band: '6-8', own: 1 }]);
    expect(itemsFor('matching', [{ tiles }])).toEqual([{ tiles }]);
    expect(itemsFor('traffic-light', [light])).toEqual([light]);
    expect(itemsFor('choice', [])).toEqual([]);
  });

  it('refuses a choice whose right answer names no option, with one option or an empty prompt', () => {
    expect(itemsFor('choice', [{ ...choice, correctIndex: 2 }])).toBeNull();
    expect(itemsFor('choice', [{ ...choice, correctIndex: -1 }])).toBeNull();
    expect(itemsFor('choice', [{ ...choice, options: ['Reden'] }])).toBeNull();
    expect(itemsFor('choice', [{ ...choice, prompt: '' }])).toBeNull();
  });

  it('refuses text items without their generator fields or with empty terms', () => {
    expect(itemsFor('text', [{ prompt: 'x' }])).toBeNull();
    expect(itemsFor('text', [{ ...textItem, terms: ['Hund', ''] }])).toBeNull();
  });

  it('refuses a board of one tile, an unknown tile kind, a light without its tip, and items of another kind', () => {
    expect(itemsFor('matching', [{ tiles: tiles.slice(0, 1) }])).toBeNull();
    expect(itemsFor('matching', [{ tiles: [tiles[0], { ...tiles[1], type: 'other' }] }])).toBeNull();
    expect(itemsFor('traffic-light', [{ ...light, yellow: { feedback: 'Hm.' } }])).toBeNull();
    expect(itemsFor('traffic-light', [choice])).toBeNull();
    expect(itemsFor('choice', 'not a list')).toBeNull();
  });
});
