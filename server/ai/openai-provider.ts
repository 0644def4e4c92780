import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { z } from 'zod';
import type { Catalog } from '../../engine/catalog.ts';
import { itemsPerOutput, outputFromContent } from '../../engine/content-output.ts';
import {
  checkerOutputSchemas,
  checkerPassed,
  generatorContent,
  generatorOutputSchemas,
  type CheckerInput,
  type CheckerName,
  type CheckerOutput,
  type GeneratorName,
  type GeneratorOutput,
} from '../../engine/generators.ts';
import { topicsFromCatalog } from './builtin/checkers.ts';
import { hostileAnswer } from './builtin/hostility-veto.ts';
import { loadLexicon, type Lexicon } from './builtin/lexicon.ts';
import { drawContent } from './builtin-provider.ts';
import { checkerSystemPrompt, checkerUserMessage, childFields, generatorSystemPrompt, generatorUserMessage } from './openai-prompts.ts';
import type { AiProvider, GenerateRequest, Generated } from './provider.ts';

export type OpenAiProviderOptions = {
  apiKey: string;
  /** any OpenAI-compatible endpoint; the SDK's default (api.openai.com) when absent */
  baseUrl?: string | undefined;
  model: string;
  /** the longest a child waits for the model, moderation and retries included */
  timeoutMs: number;
  /** retries of a failed request (5xx, 429, connection reset) while time is left */
  maxRetries?: number;
  /** answers whenever the model cannot: timeout, error, refusal, bad output, flagged text */
  fallback: AiProvider;
  /** content bank, for a topic line and style examples in generation prompts */
  catalog?: Catalog;
  moderationModel?: string;
  /** the built-in word lists, for the hostility veto over the model's praise */
  lexicon?: Lexicon;
  /** one line per fallback; never receives a child's text */
  log?: (line: string) => void;
  now?: () => number;
};

/** Why the model's answer was not used; these are the only words that reach the log. */
type Reason = 'timeout' | 'network' | `http_${number}` | 'refusal' | 'malformed' | 'wrong_shape' | 'flagged' | 'too_few' | 'error';
type Stage = 'moderation' | 'chat' | 'output';

class AiFailure extends Error {
  constructor(
    readonly reason: Reason,
    readonly stage: Stage,
  ) {
    super(`${stage}: ${reason}`);
  }
}

function classify(err: unknown, stage: Stage): AiFailure {
  if (err instanceof AiFailure) return err;
  // Our own deadline is the only thing that aborts a request.
  if (err instanceof APIConnectionTimeoutError || err instanceof APIUserAbortError) return new AiFailure('timeout', stage);
  if (err instanceof APIConnectionError) return new AiFailure('network', stage);
  if (err instanceof APIError && typeof err.status === 'number') return new AiFailure(`http_${err.status}`, stage);
  if (err instanceof SyntaxError) return new AiFailure('malformed', stage);
  return new AiFailure('error', stage);
}

// --- JSON schema for strict structured output -------------------------------------------------

type JsonSchema = { [key: string]: unknown };

/**
 * Keywords kept from zod's JSON schema. Strict mode rejects some keywords (minLength among them)
 * and other compatible servers support even fewer; whatever is dropped here is still enforced,
 * because every answer is parsed with the engine's zod schema afterwards.
 */
const keptKeywords = new Set(['type', 'enum', 'minItems', 'maxItems', 'minimum', 'maximum', 'description']);

/** Strict mode: every property required, no extra properties; optional ones become nullable. */
export function strictJsonSchema(node: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (!keptKeywords.has(key)) continue;
    // zod writes Number.MAX_SAFE_INTEGER as the bound of an unbounded int; it only adds noise.
    if (key === 'maximum' && typeof value === 'number' && value >= Number.MAX_SAFE_INTEGER) continue;
    out[key] = value;
  }
  if (node.properties && typeof node.properties === 'object') {
    const required = new Set((node.required as string[] | undefined) ?? []);
    const properties: JsonSchema = {};
    for (const [key, child] of Object.entries(node.properties as Record<string, JsonSchema>)) {
      const strict = strictJsonSchema(child);
      properties[key] = required.has(key) ? strict : { anyOf: [strict, { type: 'null' }] };
    }
    out.properties = properties;
    out.required = Object.keys(properties);
    out.additionalProperties = false;
  }
  if (node.items && typeof node.items === 'object') out.items = strictJsonSchema(node.items as JsonSchema);
  if (Array.isArray(node.anyOf)) out.anyOf = (node.anyOf as JsonSchema[]).map(strictJsonSchema);
  return out;
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return strictJsonSchema(z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonSchema);
}

/** Names may only hold [a-zA-Z0-9_-]; 'generate-story-terms:solutionstory' has a colon. */
const schemaName = (name: string) => name.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 64);

const responseFormats = new Map<string, OpenAI.ResponseFormatJSONSchema>();

function responseFormat(name: GeneratorName | CheckerName): OpenAI.ResponseFormatJSONSchema {
  let format = responseFormats.get(name);
  if (!format) {
    const schema =
      name in generatorOutputSchemas
        ? // A list of answers must sit in an object: strict mode wants an object at the top.
          {
            type: 'object',
            properties: { items: { type: 'array', items: jsonSchemaOf(generatorOutputSchemas[name as GeneratorName]) } },
            required: ['items'],
            additionalProperties: false,
          }
        : jsonSchemaOf(checkerOutputSchemas[name as CheckerName]);
    format = { type: 'json_schema', json_schema: { name: schemaName(name), strict: true, schema } };
    responseFormats.set(name, format);
  }
  return format;
}

/** Nullable stand-ins for optional fields (see strictJsonSchema) go back to being absent. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, withoutNulls(v)]),
    );
  }
  return value;
}

// --- Making model items fit a play ------------------------------------------------------------

function shuffleWithAnswer(options: string[], answer: number, random: () => number): { options: string[]; answer: number } {
  const order = options.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return { options: order.map((i) => options[i]!), answer: order.indexOf(answer) };
}

/**
 * Models favour one answer position; a child would soon learn "it's always the middle one".
 * Shuffling here keeps the answers fair. Also trims lists to what the game shows, and returns
 * null for an item that cannot be used.
 */
function fitItem(generator: GeneratorName, item: Record<string, unknown>, pairs: number, random: () => number): unknown {
  switch (generator) {
    case 'generate-conflict': {
      const s = shuffleWithAnswer(item.options as string[], item.correctIndex as number, random);
      return { ...item, options: s.options, correctIndex: s.answer };
    }
    case 'generate-feeling-scenario': {
      const s = shuffleWithAnswer(item.options as string[], item.correct as number, random);
      return { ...item, options: s.options, correct: s.answer };
    }
    case 'generate-quiz-questions':
      if (random() < 0.5) return item;
      return { ...item, answerA: item.answerB, answerB: item.answerA, solutionOriented: item.solutionOriented === 'A' ? 'B' : 'A' };
    case 'generate-mindset-pairs': {
      const list = item.pairs as unknown[];
      return list.length < pairs ? null : { pairs: list.slice(0, pairs) };
    }
    case 'generate-story-terms': {
      const terms = (item.terms as string[]).slice(0, 3);
      const forms = item.forms as string[][] | undefined;
      // Forms that do not line up with the terms would credit the wrong words; without them the
      // term matcher still counts regular endings.
      if (!forms || forms.length < terms.length) return { terms };
      return { terms, forms: terms.map((t, i) => (forms[i]!.includes(t) ? forms[i]! : [t, ...forms[i]!])) };
    }
    default:
      return item;
  }
}

/** Every string of an item, for moderation. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

// --- The provider -----------------------------------------------------------------------------

/** Statuses by which an endpoint says "no moderation here" rather than "try again later". */
const moderationMissing = new Set([400, 401, 403, 404, 405, 422, 501]);

export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const { model, timeoutMs, fallback, catalog } = options;
  const maxRetries = options.maxRetries ?? 1;
  const moderationModel = options.moderationModel ?? 'omni-moderation-latest';
  const log = options.log ?? ((line: string) => console.warn(line));
  const now = options.now ?? Date.now;
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseUrl,
    timeout: timeoutMs,
    maxRetries,
    // SDK debug logs (OPENAI_LOG=debug) print request bodies, and those carry children's texts.
    logLevel: 'off',
  });
  let moderationAvailable = true;
  const lexicon = options.lexicon ?? loadLexicon();
  const topicOf = catalog ? topicsFromCatalog(catalog, lexicon) : () => [];

  /** One provider call: its abort signal, its deadline, and the step it is in (for the log). */
  type Call = { signal: AbortSignal; deadline: number; stage: Stage };
  const requestOptions = (call: Call) => ({ signal: call.signal, timeout: Math.max(1, call.deadline - now()), maxRetries });

  /**
   * Runs `work` under one deadline for the whole call. The race matters: the SDK sleeps between
   * retries without watching the abort signal, and the child must not wait for that sleep.
   */
  async function withDeadline<T>(work: (call: Call) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const call: Call = { signal: controller.signal, deadline: now() + timeoutMs, stage: 'chat' };
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new AiFailure('timeout', call.stage));
      }, timeoutMs);
    });
    const running = work(call);
    running.catch(() => {}); // its rejection after the deadline is expected and already handled
    try {
      return await Promise.race([running, expired]);
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  }

  /** Flags per text, or null when the endpoint has no moderation (checked once, then skipped). */
  async function moderate(texts: string[], call: Call, stage: Stage): Promise<boolean[] | null> {
    if (!moderationAvailable || texts.length === 0) return null;
    call.stage = stage;
    try {
      const res = await client.moderations.create({ model: moderationModel, input: texts }, requestOptions(call));
      if (!Array.isArray(res.results) || res.results.length !== texts.length) throw new AiFailure('malformed', stage);
      return res.results.map((r) => r.flagged === true);
    } catch (err) {
      if (
        err instanceof APIError &&
        typeof err.status === 'number' &&
        moderationMissing.has(err.status) &&
        !(err instanceof APIConnectionError)
      ) {
        if (moderationAvailable) log(`[ai] openai moderation=unavailable reason=http_${err.status} (continuing without moderation)`);
        moderationAvailable = false;
        return null;
      }
      // A moderation endpoint that exists but fails: nothing unchecked goes to or comes from the model.
      throw classify(err, stage);
    }
  }

  async function complete(name: GeneratorName | CheckerName, system: string, user: string, call: Call): Promise<unknown> {
    let completion: OpenAI.ChatCompletion;
    call.stage = 'chat';
    try {
      completion = await client.chat.completions.create(
        {
          model,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
          response_format: responseFormat(name),
          // The same answer gets the same verdict.
          temperature: 0,
        },
        requestOptions(call),
      );
    } catch (err) {
      throw classify(err, 'chat');
    }
    const choice = completion.choices?.[0];
    const message = choice?.message;
    if (message?.refusal) throw new AiFailure('refusal', 'chat');
    if (choice?.finish_reason === 'content_filter') throw new AiFailure('flagged', 'chat');
    // 'length' means the JSON was cut off.
    if (!message?.content || choice?.finish_reason === 'length') throw new AiFailure('malformed', 'chat');
    try {
      return withoutNulls(JSON.parse(message.content));
    } catch {
      throw new AiFailure('malformed', 'chat');
    }
  }

  function fallbackLine(name: string, failure: AiFailure, started: number): string {
    return `[ai] openai ${name} fallback=builtin reason=${failure.reason} stage=${failure.stage} ms=${now() - started}`;
  }

  function promptExamples(generator: GeneratorName, request: GenerateRequest, per: number) {
    const set = catalog?.content.find((s) => s.set === (request.set ?? generatorContent[generator].defaultSet));
    if (!set) return {};
    const howMany = per === 1 ? 2 : 1;
    const drawn = drawContent(set.items, howMany * per, new Set(), request.random ?? Math.random, request.band);
    const examples = Array.from({ length: howMany }, (_, i) => outputFromContent(generator, drawn.slice(i * per, (i + 1) * per)));
    return { topic: set.description, examples };
  }

  type ModelItems = { outputs: unknown[]; dropped: Reason | undefined };

  async function modelItems<G extends GeneratorName>(generator: G, request: GenerateRequest, call: Call): Promise<ModelItems> {
    const per = itemsPerOutput(generator, request.pairs);
    const pairs = itemsPerOutput('generate-mindset-pairs', request.pairs);
    const random = request.random ?? Math.random;
    const system = generatorSystemPrompt(generator, pairs);
    const user = generatorUserMessage({ count: request.count, ...promptExamples(generator, request, per) });
    const answer = await complete(generator, system, user, call);
    const list = (answer as { items?: unknown } | null)?.items;
    if (!Array.isArray(list)) throw new AiFailure('wrong_shape', 'chat');

    const schema = generatorOutputSchemas[generator];
    let dropped: Reason | undefined;
    const seen = new Set<string>();
    const fitted: unknown[] = [];
    for (const raw of list) {
      if (fitted.length === request.count) break;
      const first = schema.safeParse(raw);
      const item = first.success ? fitItem(generator, first.data as Record<string, unknown>, pairs, random) : null;
      const checked = item === null ? null : schema.safeParse(item);
      if (!checked?.success) {
        dropped = 'wrong_shape';
        continue;
      }
      const key = JSON.stringify(checked.data);
      if (seen.has(key)) continue; // the same item twice in one play
      seen.add(key);
      fitted.push(checked.data);
    }

    const flags = await moderate(
      fitted.map((o) => textsOf(o).join('\n')),
      call,
      'output',
    );
    const outputs = flags ? fitted.filter((_, i) => !flags[i]) : fitted;
    if (flags?.some(Boolean)) dropped = 'flagged';
    return { outputs, dropped: outputs.length < request.count ? (dropped ?? 'too_few') : undefined };
  }

  return {
    name: 'openai',

    async generate<G extends GeneratorName>(generator: G, request: GenerateRequest): Promise<Generated<G>> {
      const started = now();
      let result: ModelItems;
      try {
        result = await withDeadline((call) => modelItems(generator, request, call));
      } catch (err) {
        log(fallbackLine(generator, classify(err, 'chat'), started));
        return fallback.generate(generator, request);
      }
      const missing = request.count - result.outputs.length;
      if (missing === request.count) {
        log(fallbackLine(generator, new AiFailure(result.dropped ?? 'too_few', 'output'), started));
        return fallback.generate(generator, request);
      }
      if (missing === 0) return { outputs: result.outputs as GeneratorOutput<G>[], sourceIds: [] };
      // Keep the model's good items and fill the gap from the content bank.
      log(`[ai] openai ${generator} topup=builtin items=${missing}/${request.count} reason=${result.dropped} ms=${now() - started}`);
      const extra = await fallback.generate(generator, { ...request, count: missing });
      return { outputs: [...(result.outputs as GeneratorOutput<G>[]), ...extra.outputs], sourceIds: extra.sourceIds };
    },

    async check<C extends CheckerName>(checker: C, input: CheckerInput<C>): Promise<CheckerOutput<C>> {
      const started = now();
      try {
        return await withDeadline(async (call) => {
          const childTexts = (childFields[checker] as string[]).map((f) => String((input as Record<string, unknown>)[f] ?? ''));
          const inputFlags = await moderate(childTexts, call, 'moderation');
          if (inputFlags?.some(Boolean)) throw new AiFailure('flagged', 'moderation');

          const answer = await complete(checker, checkerSystemPrompt(checker), checkerUserMessage(checker, input, topicOf), call);
          const parsed = checkerOutputSchemas[checker].safeParse(answer);
          if (!parsed.success || parsed.data.feedback.trim() === '') throw new AiFailure('wrong_shape', 'chat');
          // Praise for an answer the built-in detector finds hostile is never passed on.
          if (checkerPassed(checker, parsed.data as never) && hostileAnswer(lexicon, checker, input)) return fallback.check(checker, input);

          const outputFlags = await moderate([parsed.data.feedback], call, 'output');
          if (outputFlags?.some(Boolean)) throw new AiFailure('flagged', 'output');
          return parsed.data as CheckerOutput<C>;
        });
      } catch (err) {
        log(fallbackLine(checker, classify(err, 'chat'), started));
        return fallback.check(checker, input);
      }
    },
  };
}
