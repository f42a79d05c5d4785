/** The two text models in data/text-model.bin, by the names the build's environment uses. */
export type ModelName = "domain" | "event";

/** Which models a build retrains, and which of those the read halves train. */
export interface ModelPlan {
  /** Models trained on the corpus plus the read halves (TRAIN_READ_MODELS). */
  read: ModelName[];
  /** Models retrained at all (TRAIN_MODELS); the others are copied byte for byte from the shipped file. */
  retrain: ModelName[];
}

function names(value: string, variable: string): ModelName[] {
  const list = value.split(",").map((m) => m.trim()).filter((m) => m);
  if (list.some((m) => m !== "domain" && m !== "event")) throw new Error(`${variable}: expected "domain", "event" or "domain,event", got ${value}`);
  return [...new Set(list as ModelName[])];
}

/**
 * The build's plan from its environment. TRAIN_READ_MODELS (Round 72; default "domain") names the models the read
 * halves train. TRAIN_MODELS (Round 74; default: the same list) names the models retrained: one in it but not in
 * TRAIN_READ_MODELS is trained on the corpus alone, so a corpus edit can retrain the event-type model without adding
 * the read halves to it (TRAIN_MODELS=domain,event). A model the read halves train must be retrained.
 */
export function modelPlan(env: { TRAIN_READ_MODELS?: string; TRAIN_MODELS?: string }): ModelPlan {
  const read = names(env.TRAIN_READ_MODELS ?? "domain", "TRAIN_READ_MODELS");
  const retrain = env.TRAIN_MODELS === undefined ? read : names(env.TRAIN_MODELS, "TRAIN_MODELS");
  const missing = read.filter((m) => !retrain.includes(m));
  if (missing.length) throw new Error(`TRAIN_MODELS (${env.TRAIN_MODELS}) leaves out ${missing.join(", ")}, which TRAIN_READ_MODELS trains`);
  return { read, retrain };
}
