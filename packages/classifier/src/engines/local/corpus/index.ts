import { acquisitionCorpus } from "./acquisition.js";
import { communicationCorpus } from "./communication.js";
import { contactCorpus } from "./contact.js";
import type { CorpusEntry } from "./corpus-types.js";
import { decisionCorpus } from "./decision.js";
import { emotionCorpus } from "./emotion.js";
import { generateCorpus } from "./generated/index.js";
import { learningCorpus } from "./learning.js";
import { milestoneCorpus } from "./milestone.js";
import { writtenCorpus2 } from "./more/index.js";
import { writtenCorpus3 } from "./more3/index.js";
import { writtenCorpus4 } from "./more4/index.js";
import { writtenCorpus5 } from "./more5/index.js";
import { tradeTasks6 } from "./more6/trades.js";
import { writtenCorpus7 } from "./more7/index.js";
import { writtenCorpus8 } from "./more8/index.js";
import { writtenCorpus10 } from "./more10/index.js";
import { writtenCorpus11 } from "./more11/index.js";
import { writtenCorpus12 } from "./more12/index.js";
import { writtenCorpus13 } from "./more13/index.js";
import { writtenCorpus14 } from "./more14/index.js";
import { observationCorpus } from "./observation.js";
import { projectCorpus } from "./project.js";
import { reminderCorpus } from "./reminder.js";
import { routineCorpus } from "./routine.js";
import { taskCorpus } from "./task.js";
import { transactionCorpus } from "./transaction.js";

export type { CorpusEntry } from "./corpus-types.js";

/** The labelled training corpus for the local engine's domain and event-type classifiers. */
export const trainingCorpus: CorpusEntry[] = [
  ...taskCorpus,
  ...reminderCorpus,
  ...communicationCorpus,
  ...transactionCorpus,
  ...acquisitionCorpus,
  ...projectCorpus,
  ...routineCorpus,
  ...contactCorpus,
  ...decisionCorpus,
  ...learningCorpus,
  ...milestoneCorpus,
  ...observationCorpus,
  ...emotionCorpus,
  ...writtenCorpus2,
  ...writtenCorpus3,
  ...writtenCorpus4,
  ...writtenCorpus5,
  ...tradeTasks6,
  ...writtenCorpus7,
  ...writtenCorpus8,
  ...writtenCorpus10,
  ...writtenCorpus11,
  ...writtenCorpus12,
  ...writtenCorpus13,
  ...generateCorpus(),
  // Last, so that every earlier sentence keeps its index and so its cross-validation fold.
  ...writtenCorpus14,
];
