/**
 * `npm run eval:checkers -- --provider openai` scores the model path on the same labelled sets,
 * here against the project's fake OpenAI server driven by the real SDK. The fake model praises
 * every answer: what keeps hurtful answers from being praised is then the safety gate and the
 * built-in hostility veto, and the test shows they hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiProvider } from '../../server/ai/create-provider.ts';
import { evaluateProvider, hardSetsDir } from '../../server/cli/eval-checkers.ts';
import { loadConfig } from '../../server/config.ts';
import { shippedCatalog } from '../../server/content.ts';
import { startFakeOpenAi, type ChatBody, type FakeOpenAi } from '../fakes/fake-openai.ts';

let fake: FakeOpenAi;

/** A model that says yes to everything, in whatever shape the request asks for. */
function praiseEverything(body: ChatBody) {
  const schema = body.response_format?.json_schema?.schema as { properties?: Record<string, { type?: string }> } | undefined;
  const json = Object.fromEntries(
    Object.entries(schema?.properties ?? {}).map(([key, p]) => [key, p.type === 'boolean' ? true : 'Super gemacht!']),
  );
  return { json };
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.replyChat(praiseEverything);
});
afterAll(() => fake.close());

describe('eval:checkers --provider openai', () => {
  it('runs every labelled answer through the model path, and nothing hurtful is praised', async () => {
    const config = loadConfig({
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_TIMEOUT_MS: '5000',
    });
    const provider = createAiProvider(config, shippedCatalog(), { log: () => {} });
    const reports = await evaluateProvider(provider, hardSetsDir);

    // The model was asked, deterministically, with the situation's words for the sentence games.
    const asked = fake.chatRequests();
    expect(asked.length).toBeGreaterThan(100);
    expect(asked.every((b) => b.temperature === 0)).toBe(true);
    expect(asked.some((b) => b.messages.some((m) => m.content.includes('Darum geht es in der Situation')))).toBe(true);

    // A model that praises everything still gets no insulting or threatening answer through:
    // the safety gate and the hostility veto hold. (Relevance and subtler blame are left to the
    // model on this path; a model that praises everything shows them as false accepts.)
    for (const r of reports) expect(r.byClass.hurtful?.falseAccepts ?? 0, r.name).toBe(0);
    expect(reports.reduce((n, r) => n + (r.byClass.hurtful?.total ?? 0), 0)).toBeGreaterThan(20);
    // Every labelled answer goes through the provider one by one; the hard sets keep growing.
  }, 180_000);
});
