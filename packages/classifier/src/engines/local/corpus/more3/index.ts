import type { CorpusEntry } from "../corpus-types.js";
import { borderlineTasks, borderlineReminders, borderlineCommunication, borderlineTransactions, borderlineAcquisitions, borderlineRoutines, borderlineDecisions, borderlineLearning, borderlineMilestones, borderlineObservations, borderlineEmotions, borderlineContacts, borderlineProjects } from "./borderlines.js";
import { styleTasks, styleReminders, styleCommunication, styleTransactions, styleAcquisitions, styleRoutines, styleDecisions, styleLearning, styleMilestones, styleObservations, styleEmotions, styleContacts, ownBusiness, ownBusinessMoney, readingProgress } from "./styles.js";

/**
 * The third written batch (issue 10): domain borderlines and phrasing styles in every event
 * type. Listed one by one, so the order (and the model's corpus fingerprint) is the same under
 * every module loader.
 */
export const writtenCorpus3: CorpusEntry[] = [
  ...borderlineTasks,
  ...borderlineReminders,
  ...borderlineCommunication,
  ...borderlineTransactions,
  ...borderlineAcquisitions,
  ...borderlineRoutines,
  ...borderlineDecisions,
  ...borderlineLearning,
  ...borderlineMilestones,
  ...borderlineObservations,
  ...borderlineEmotions,
  ...borderlineContacts,
  ...borderlineProjects,
  ...styleTasks,
  ...styleReminders,
  ...styleCommunication,
  ...styleTransactions,
  ...styleAcquisitions,
  ...styleRoutines,
  ...styleDecisions,
  ...styleLearning,
  ...styleMilestones,
  ...styleObservations,
  ...styleEmotions,
  ...styleContacts,
  ...ownBusiness,
  ...ownBusinessMoney,
  ...readingProgress,
];
