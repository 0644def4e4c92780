import { z } from 'zod';

const text = z.string({ error: 'Hier gehört ein Text hin' }).trim().min(1, { error: 'Dieser Text darf nicht leer sein' });
const route = z
  .string()
  .regex(/^\/[a-z0-9-]+$/, { error: 'Eine Adresse beginnt mit / und hat nur Kleinbuchstaben, Ziffern und „-“ (z. B. /mindset)' });

const tileSchema = z.union([
  z.strictObject({
    /** id of a game in games/ */
    game: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
    /** tile title; the game's title when left out (e.g. TaktikTüftler for solutionstory) */
    title: text.optional(),
    hint: text.optional(),
    icon: z.string().optional(),
  }),
  z.strictObject({ comingSoon: z.literal(true), title: text, hint: text, icon: z.string().optional() }),
]);

export const categoriesFileSchema = z.strictObject({
  $schema: z.string().optional(),
  /** categories a play is recorded under (game_category), with the German label shown to people */
  categories: z.record(
    z.string().regex(/^[a-z_]+$/, { error: 'Der Name eines Bereichs hat nur Kleinbuchstaben und „_“ (z. B. conflict_resolution)' }),
    text,
  ),
  /** the four category pages, in the order of the home page's games section */
  pages: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9-]+$/),
        route,
        title: text,
        /** one sentence for the home page card */
        summary: text,
        hero: z.strictObject({ title: text, text: text, button: text }),
        intro: z.strictObject({
          heading: text,
          text: text.optional(),
          cards: z.array(z.strictObject({ title: text, text: text, icon: z.string().optional() })).min(1),
        }),
        games: z.strictObject({ heading: text, text: text.optional(), tiles: z.array(tileSchema).min(1) }),
      }),
    )
    .min(1),
});

export type CategoriesFile = z.infer<typeof categoriesFileSchema>;
export type CategoryPage = CategoriesFile['pages'][number];
export type CategoryTile = CategoryPage['games']['tiles'][number];
