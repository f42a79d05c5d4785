/** Function words that say nothing about a thought's topic; averaging them blurs every sentence together. */
const STOPWORDS = new Set(
  (
    "a about above after again against all am an and any are as at be because been before being below " +
    "between both but by can could did do does doing down during each few for from further had has have " +
    "having he her here hers herself him himself his how i if in into is it its itself just me more most my " +
    "myself no nor not now of off on once only or other our ours ourselves out over own same she should so " +
    "some such than that the their theirs them themselves then there these they this those through to too " +
    "under until up very was we were what when where which while who whom why will with would you your " +
    "yours yourself yourselves also get got gonna wanna really still maybe pls please thing things " +
    "today tomorrow tonight yesterday need needs want let lets ll ve re d s t m don didn doesn isn wasn " +
    "aren won wouldn shouldn couldn can't"
  ).split(" "),
);

/** Lowercased word tokens; possessive 's and contractions are split off the way GloVe's corpus was. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const m of text.toLowerCase().matchAll(/[a-z0-9]+(?:-[a-z0-9]+)*/g)) {
    const t = m[0];
    if (!STOPWORDS.has(t)) tokens.push(t);
  }
  return tokens;
}

/** Candidate spellings to look up when a word itself is not in the table, most likely first. */
export function stemCandidates(word: string): string[] {
  const out: string[] = [];
  const add = (w: string) => w.length >= 2 && out.push(w);
  if (word.endsWith("ies")) add(word.slice(0, -3) + "y");
  if (word.endsWith("es")) add(word.slice(0, -2));
  if (word.endsWith("s") && !word.endsWith("ss")) add(word.slice(0, -1));
  for (const suffix of ["ing", "ed"]) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    add(stem);
    add(stem + "e"); // "making" → "make"
    if (/([b-df-hj-np-tv-z])\1$/.test(stem)) add(stem.slice(0, -1)); // "planned" → "plan"
  }
  return out;
}
