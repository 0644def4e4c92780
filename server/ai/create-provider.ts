import type { Catalog } from '../../engine/catalog.ts';
import type { Config } from '../config.ts';
import { createBuiltinProvider } from './builtin-provider.ts';
import { createOpenAiProvider } from './openai-provider.ts';
import type { AiProvider } from './provider.ts';
import { withSafetyCheck } from './safety-gate.ts';

/**
 * The provider the operator chose. A child's text leaves the server only with
 * AI_PROVIDER=openai and a key; even then the built-in provider answers whenever the model can't.
 */
export function createAiProvider(config: Config, catalog: Catalog, options: { log?: (line: string) => void } = {}): AiProvider {
  const log = options.log ?? ((line: string) => console.warn(line));
  const builtin = createBuiltinProvider(catalog);
  if (config.ai.provider !== 'openai') return builtin;
  if (!config.ai.apiKey) {
    log('[ai] AI_PROVIDER=openai, aber OPENAI_API_KEY fehlt: Ferdy nutzt den eingebauten Anbieter.');
    return builtin;
  }
  // The built-in provider checks safety itself; the model gets only what passed it.
  return withSafetyCheck(
    createOpenAiProvider({
      apiKey: config.ai.apiKey,
      baseUrl: config.ai.baseUrl,
      model: config.ai.model,
      timeoutMs: config.ai.timeoutMs,
      fallback: builtin,
      catalog,
      log,
    }),
  );
}
