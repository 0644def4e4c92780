import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny OpenAI-compatible server on 127.0.0.1 for tests of the real `openai` SDK: chat
 * completions and moderations, each answering from a script the test sets, and a record of
 * every request so tests can check what left the server.
 */

/** One scripted chat answer; `delayMs` holds it back (to run past the client's timeout). */
export type ChatReply = (
  | { json: unknown } // content = JSON.stringify(json)
  | { content: string } // raw content, e.g. malformed JSON
  | { refusal: string }
  | { status: number; retryAfterMs?: number }
  | { finishReason: 'length' | 'content_filter'; content?: string }
) & { delayMs?: number };

export type ModerationReply = ({ flagged: boolean | ((text: string) => boolean) } | { status: number }) & { delayMs?: number };

export type ChatBody = {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
  [key: string]: unknown;
};
export type ModerationBody = { model?: string; input: string | string[] };

export type RecordedRequest = { path: string; authorization: string | undefined; body: unknown };

type Script<R, B> = R | ((body: B) => R);

export interface FakeOpenAi {
  /** for `new OpenAI({ baseURL })` */
  readonly baseURL: string;
  readonly requests: RecordedRequest[];
  chatRequests(): ChatBody[];
  moderationRequests(): ModerationBody[];
  /** Queue chat answers; the last one repeats for every later request. */
  replyChat(...replies: Script<ChatReply, ChatBody>[]): void;
  replyModeration(...replies: Script<ModerationReply, ModerationBody>[]): void;
  /** Forget requests and scripts (chat: HTTP 500, moderation: nothing flagged). */
  reset(): void;
  close(): Promise<void>;
}

function openAiError(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ error: { message, type: status >= 500 ? 'server_error' : 'invalid_request_error', code: null } }));
}

function json(res: ServerResponse, body: unknown) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function completion(model: string, message: { content: string | null; refusal: string | null }, finishReason: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: finishReason, logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'));
      } catch (err) {
        reject(err);
      }
    });
    req.on('error', reject);
  });
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  let chatScript: Script<ChatReply, ChatBody>[] = [];
  let moderationScript: Script<ModerationReply, ModerationBody>[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();

  function next<R, B>(queue: Script<R, B>[], fallback: R, body: B): R {
    const script = queue.length > 1 ? queue.shift()! : (queue[0] ?? fallback);
    return typeof script === 'function' ? (script as (b: B) => R)(body) : script;
  }

  /** Waits, unless the client hung up first (a timed-out SDK request); then answers nothing. */
  function after(ms: number | undefined, res: ServerResponse, answer: () => void) {
    if (!ms) return answer();
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!res.destroyed && !res.writableEnded) answer();
    }, ms);
    timers.add(timer);
  }

  function chat(body: ChatBody, res: ServerResponse) {
    const reply = next<ChatReply, ChatBody>(chatScript, { status: 500 }, body);
    after(reply.delayMs, res, () => {
      if ('status' in reply) {
        const headers: Record<string, string> = reply.retryAfterMs === undefined ? {} : { 'retry-after-ms': String(reply.retryAfterMs) };
        return openAiError(res, reply.status, 'scripted failure', headers);
      }
      if ('json' in reply) return json(res, completion(body.model, { content: JSON.stringify(reply.json), refusal: null }, 'stop'));
      if ('content' in reply && !('finishReason' in reply))
        return json(res, completion(body.model, { content: reply.content, refusal: null }, 'stop'));
      if ('refusal' in reply) return json(res, completion(body.model, { content: null, refusal: reply.refusal }, 'stop'));
      return json(res, completion(body.model, { content: reply.content ?? null, refusal: null }, reply.finishReason));
    });
  }

  function moderation(body: ModerationBody, res: ServerResponse) {
    const reply = next<ModerationReply, ModerationBody>(moderationScript, { flagged: false }, body);
    after(reply.delayMs, res, () => {
      if ('status' in reply) return openAiError(res, reply.status, 'scripted failure');
      const inputs = Array.isArray(body.input) ? body.input : [body.input];
      const flag = reply.flagged;
      json(res, {
        id: 'modr-fake',
        model: body.model ?? 'omni-moderation-latest',
        results: inputs.map((text) => {
          const flagged = typeof flag === 'function' ? flag(text) : flag;
          return { flagged, categories: { violence: flagged }, category_scores: { violence: flagged ? 0.9 : 0.01 } };
        }),
      });
    });
  }

  const server = createServer((req, res) => {
    readBody(req).then(
      (body) => {
        const path = (req.url ?? '').split('?')[0]!;
        requests.push({ path, authorization: req.headers.authorization, body });
        if (req.method === 'POST' && path === '/v1/chat/completions') return chat(body as ChatBody, res);
        if (req.method === 'POST' && path === '/v1/moderations') return moderation(body as ModerationBody, res);
        openAiError(res, 404, `Unknown request URL: ${req.method} ${path}`);
      },
      () => openAiError(res, 400, 'body is not JSON'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const bodiesAt = <B>(path: string) => requests.filter((r) => r.path === path).map((r) => r.body as B);

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    chatRequests: () => bodiesAt<ChatBody>('/v1/chat/completions'),
    moderationRequests: () => bodiesAt<ModerationBody>('/v1/moderations'),
    replyChat: (...replies) => {
      chatScript = replies;
    },
    replyModeration: (...replies) => {
      moderationScript = replies;
    },
    reset: () => {
      requests.length = 0;
      chatScript = [];
      moderationScript = [];
    },
    close: async () => {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
