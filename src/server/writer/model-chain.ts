/**
 * Which model the next recipe asks first. A model found unavailable (no provider serves it) is
 * remembered in this process for a while, so later recipes go straight to the first model
 * believed available instead of paying a failed call each time.
 */

/** How long a model found unavailable is skipped. */
export const UNAVAILABLE_MEMORY_MS = 10 * 60 * 1000;

export interface ModelChainOptions {
  /** Milliseconds since the epoch; tests pass their own clock. */
  now?: () => number;
}

/** The models one recipe tries, in order, and those it skips as believed unavailable. */
export interface ModelPlan {
  models: readonly string[];
  skipped: readonly string[];
  /** Every model was believed unavailable, so all are tried anyway. */
  retryingAll: boolean;
}

export interface ModelChain {
  /** The configured models, in order. */
  readonly models: readonly string[];
  /**
   * The models believed available, in the configured order. When every model is believed
   * unavailable, all of them in order: a recipe is still worth a try, and the first to answer is
   * believed available again.
   */
  plan(): ModelPlan;
  /** The model the next recipe asks first. */
  modelInUse(): string;
  /** The provider serves no such model: skip it until UNAVAILABLE_MEMORY_MS have passed. */
  markUnavailable(model: string): void;
  /** The model answered with text: it is available, whatever was remembered. */
  markAnswered(model: string): void;
}

export function createModelChain(
  models: readonly string[],
  options: ModelChainOptions = {},
): ModelChain {
  if (models.length === 0) throw new Error('a model chain needs at least one model');
  const now = options.now ?? Date.now;
  const unavailableUntil = new Map<string, number>();

  const isSkipped = (model: string, at: number): boolean => {
    const until = unavailableUntil.get(model);
    if (until === undefined) return false;
    if (at < until) return true;
    unavailableUntil.delete(model);
    return false;
  };

  const plan = (): ModelPlan => {
    const at = now();
    const available = models.filter((model) => !isSkipped(model, at));
    if (available.length === 0) return { models, skipped: [], retryingAll: true };
    return {
      models: available,
      skipped: models.filter((model) => !available.includes(model)),
      retryingAll: false,
    };
  };

  return {
    models,
    plan,
    modelInUse: () => plan().models[0]!,
    markUnavailable(model) {
      if (models.includes(model)) unavailableUntil.set(model, now() + UNAVAILABLE_MEMORY_MS);
    },
    markAnswered(model) {
      unavailableUntil.delete(model);
    },
  };
}
