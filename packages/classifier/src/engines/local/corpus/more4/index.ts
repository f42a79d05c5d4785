import type { CorpusEntry } from "../corpus-types.js";
import { getting4, messages4, money4, reminders4, tasks4 } from "./actions.js";
import { domainWords4 } from "./domains.js";
import { emotions4, learning4, milestones4, observations4 } from "./outcomes.js";
import { contacts4, decisions4, projects4, routines4 } from "./plans.js";

/**
 * The fourth written batch (issue 10, third round): every event type in all three domains, with
 * the borderlines and capture styles. Listed one by one so the corpus order, and the model's
 * fingerprint, are the same under every module loader.
 */
export const writtenCorpus4: CorpusEntry[] = [
  ...tasks4,
  ...reminders4,
  ...messages4,
  ...money4,
  ...getting4,
  ...projects4,
  ...routines4,
  ...contacts4,
  ...decisions4,
  ...learning4,
  ...milestones4,
  ...observations4,
  ...emotions4,
  ...domainWords4,
];
