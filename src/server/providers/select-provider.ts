/**
 * Picks the provider the configuration names (see providerKind) and builds it. Each provider's
 * library is imported only here, when it is chosen: a server running the local model never
 * loads @huggingface/inference, and a hosted one never loads node-llama-cpp.
 */
import { providerKind, type Config } from '../config.js';
import type { LocalProvider, LocalProviderOptions } from './local/local-provider.js';
import { NO_PROVIDER, type RecipeProvider } from './recipe-provider.js';

export async function selectProvider(
  config: Config,
  localOptions: LocalProviderOptions,
): Promise<RecipeProvider | LocalProvider> {
  const kind = providerKind(config);
  if (kind === 'local' && config.localModel !== undefined) {
    const { createLocalProvider } = await import('./local/local-provider.js');
    return createLocalProvider(config.localModel, localOptions);
  }
  if (kind === 'hosted') {
    const { createHuggingFaceProvider } = await import('./huggingface/huggingface-provider.js');
    return createHuggingFaceProvider(config);
  }
  return NO_PROVIDER;
}

export function isLocalProvider(provider: RecipeProvider): provider is LocalProvider {
  return provider.name === 'local';
}
