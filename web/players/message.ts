import type { Message } from '../../engine/game-schema.ts';
import { fillTemplate } from '../../engine/text-rules.ts';

/** A YAML message as title and text (a plain text has no title). */
export function messageParts(
  message: Message | null | undefined,
  values: Record<string, string | number> = {},
): { title: string | null; text: string } {
  if (!message) return { title: null, text: '' };
  if (typeof message === 'string') return { title: null, text: fillTemplate(message, values) };
  return { title: fillTemplate(message.title, values), text: fillTemplate(message.text, values) };
}

/** A message as one line to read aloud: its title, then its text. */
export function messageText(message: Message | null | undefined): string {
  const { title, text } = messageParts(message);
  return title ? `${title} ${text}` : text;
}
