import type { CorpusEntry } from "../corpus-types.js";
import { home7 } from "./home.js";
import { people7 } from "./people.js";
import { shifts7 } from "./shifts.js";
import { work7 } from "./work.js";

/**
 * The seventh written batch (issue 10, domain on persona sets): domain carried by context rather than cue words.
 * Work told by its trade's jargon, people by first names with the thing done revealing the relation, and household
 * beside business money. It trains the domain model only: its event-type labels follow the guideline, but the
 * event-type model is left as it was (a batch written for domain should not move event type).
 */
const batch = [...work7, ...shifts7, ...people7, ...home7];
/** Each domain carries a third of the batch's weight, so the batch teaches cues, not a lean towards work. */
const perDomain = (d: CorpusEntry["domain"]): number => batch.length / (3 * batch.filter((e) => e.domain === d).length);
export const writtenCorpus7: CorpusEntry[] = batch.map((e) => ({ ...e, domainOnly: true, weight: perDomain(e.domain) }));
