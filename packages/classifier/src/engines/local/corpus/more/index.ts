import type { CorpusEntry } from "../corpus-types.js";
import { acquisitionCorpus2 } from "./acquisition.js";
import { communicationCorpus2 } from "./communication.js";
import { contactCorpus2 } from "./contact.js";
import { decisionCorpus2 } from "./decision.js";
import { emotionCorpus2 } from "./emotion.js";
import { learningCorpus2 } from "./learning.js";
import { milestoneCorpus2 } from "./milestone.js";
import { observationCorpus2 } from "./observation.js";
import { projectCorpus2 } from "./project.js";
import { reminderCorpus2 } from "./reminder.js";
import { routineCorpus2 } from "./routine.js";
import { taskCorpus2 } from "./task.js";
import { transactionCorpus2 } from "./transaction.js";

/** The second written batch (issue 10): more people, places, regional English and borderlines. */
export const writtenCorpus2: CorpusEntry[] = [
  ...taskCorpus2,
  ...reminderCorpus2,
  ...communicationCorpus2,
  ...transactionCorpus2,
  ...acquisitionCorpus2,
  ...projectCorpus2,
  ...routineCorpus2,
  ...contactCorpus2,
  ...decisionCorpus2,
  ...learningCorpus2,
  ...milestoneCorpus2,
  ...observationCorpus2,
  ...emotionCorpus2,
];
