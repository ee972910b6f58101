/** Picks the provider the configuration names (see providerKind) and builds it. */
import { providerKind, type Config } from '../config.js';
import { createHuggingFaceProvider } from './huggingface/huggingface-provider.js';
import {
  createLocalProvider,
  type LocalProvider,
  type LocalProviderOptions,
} from './local/local-provider.js';
import type { RecipeProvider } from './recipe-provider.js';

export interface SelectedProvider {
  provider: RecipeProvider;
  /** Its name in metrics and the log. */
  name: 'huggingface' | 'openai' | 'local';
  /** The local model, when it writes the recipes: started once the server listens. */
  local?: LocalProvider;
}

export function selectProvider(
  config: Config,
  localOptions: LocalProviderOptions,
): SelectedProvider {
  if (providerKind(config) === 'local' && config.localModel !== undefined) {
    const local = createLocalProvider(config.localModel, localOptions);
    return { provider: local, name: 'local', local };
  }
  return { provider: createHuggingFaceProvider(config), name: hostedProviderName(config) };
}

/** An OpenAI-compatible endpoint, or Hugging Face's Inference Providers. */
export function hostedProviderName(config: Config): 'openai' | 'huggingface' {
  return config.endpointUrl ? 'openai' : 'huggingface';
}
