/**
 * Round 76 (sched76): "tonight" after the name of a thing to do, in a thought read as an observation.
 */
import { tagsOf } from "../entities/lexicon.js";

/** Tags of a word that describes a state or an action, not a thing to do ("quiet", "raining", "is"). */
const NOT_A_THING = new Set(["Adjective", "Comparative", "Superlative", "Infinitive", "PresentTense", "PastTense", "Participle", "Copula", "Verb", "Modal", "Auxiliary", "Adverb", "Pronoun"]);
/** Weather told for the night is an observation ("storm tonight", "frost tonight"); a fixed table. */
const WEATHER = new Set(["rain", "storm", "storms", "frost", "snow", "wind", "winds", "fog", "thunder", "showers", "gale", "gales", "ice", "sleet", "hail", "heatwave", "moon", "sky", "stars", "tide", "tides"]);
/** Words that may stand between the thing and "tonight" ("… for dinner tonight"). */
const LINKS = new Set(["for", "the", "a", "an", "at", "of", "with", "to", "'s"]);

/**
 * "OET writing practice tonight, the referral letter one" (14th), "Harvey's for dinner tonight, nobody has the energy to
 * cook" (17th): a clause that is only the name of a thing to do (a class, a meal out) and "tonight", in a thought with
 * no past verb, states tonight's plan even where the event type reads an observation (4.1: "tonight" is 20:00); a state
 * ("quiet on the ward tonight"), a verb or the weather keeps the observation unscheduled. `lead` is the clause's text
 * before "tonight", lowercase.
 */
export function tonightNamesAPlan(lead: string): boolean {
  const words = lead.trim().split(/\s+/).filter((w) => w !== "");
  if (words.length === 0 || words.length > 5) return false;
  return words.every((w) => {
    const bare = w.replace(/'s$/, "");
    if (LINKS.has(w) || WEATHER.has(bare)) return LINKS.has(w);
    if (/(?:ly|ed)$/.test(bare) || !/^[a-z][a-z'-]*$/.test(w)) return false;
    return !tagsOf(bare).some((t) => NOT_A_THING.has(t));
  });
}
