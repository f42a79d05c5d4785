import { cosineSimilarity, embedText } from "../../embeddings/index.js";
import type { ContextTask } from "../../types.js";
import { IRREGULAR_PAST_FORMS } from "../../dates/tense.js";
import { STOPWORDS } from "../../text/normalize.js";
import { stem } from "../../text/stem.js";

/** Verbs that can report one another's task done ("emailed" does "Send…", "finished" does "Read…"). */
const VERB_GROUP_WORDS: string[][] = [
  ["call", "phone", "ring", "facetim", "zoom", "speak", "talk", "chat", "reach"],
  ["send", "email", "mail", "submit", "forward", "deliver", "post", "fil", "upload", "share", "text", "message", "hand", "drop", "turn"],
  ["pay", "settl", "transfer", "cover"],
  ["buy", "order", "purchas", "get", "pick", "grab", "receiv", "collect"],
  ["collect", "gather", "pull", "compil", "get", "grab", "find"],
  ["sell", "donat", "giv", "drop"],
  ["read", "finish", "watch", "listen", "complet"],
  ["pick", "choos", "decid", "select", "settl", "nam"],
  ["tak", "pass", "sit", "ac", "writ"],
  ["clean", "scrub", "clear", "tidi", "wash", "sort"],
  ["book", "schedul", "reserv", "arrang"],
  ["return", "drop"],
  ["ask", "get", "request"],
  ["fix", "repair", "patch", "replace", "swap", "change", "install"],
  ["renew", "extend"],
  ["cancel", "end", "stop"],
  ["launch", "ship", "releas", "publish", "deploy", "go", "rollout"],
  ["run", "test", "tri", "spike", "prototyp"],
  ["regist", "incorpor", "sign", "enrol", "appli"],
  ["get", "land", "receiv", "approv", "come"],
];
const VERB_GROUPS = VERB_GROUP_WORDS.map((g) => g.map(stem));
/** Partial progress, a failed attempt or a goal still open (GUIDELINES 8: "still no date", "50 pages in"). */
const NOT_DONE = /\b(half done|half-done|partly|partially|mostly done|almost done|still|haven'?t|hasn'?t|hasnt|havent|not yet|didn'?t|didnt|couldn'?t|can'?t|won'?t|tried to|trying to|almost|nearly|halfway|half way|pages into|working on|in progress|no luck|but not|never got|fell through|got rejected|was rejected|declined)\b/;

/**
 * Outcome wording that reports a task done without the task's own verb: "the visa went through",
 * "refund landed", "shipped the pricing page", "officially registered", "going with the blue
 * quote, done deciding", "is in Farida's inbox".
 */
/** A decision reported made completes only a task to decide, pick or choose. */
const DECIDED = /\b(done deciding|decided|going with|went with|settled on|we'?ll take|we'?re taking|told \w+ yes|picked|chose|final answer)\b/;
const DECIDE_VERBS = new Set(["pick", "choos", "decid", "select", "settl", "nam", "compar"]);

const OUTCOME = /\b(went through|came through|gone through|got through|landed|shipped|launched|is live|went live|officially|got approved|was approved|is approved|been approved|got accepted|passed|sorted|all sorted|is done|are done|all done|done and dusted|is finished|ticked off|crossed off|is in (?:\w+'s|the|their|her|his) (?:inbox|hands)|is with \w+ now|in the bag|locked in|signed off|is registered|are registered|arrived|works now|is working)\b|✅|☑️|✔️/;

const GENERIC_OBJECTS = new Set(["new", "thing", "stuff", "list", "item", "some", "few", "all", "time"]);

function contentStems(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [])
    .map((w) => w.replace(/'s$/, ""))
    .filter((w) => !STOPWORDS.has(w) && !GENERIC_OBJECTS.has(w))
    .map(stem);
}

/** Stems of the past-tense verbs in the text, plus "call" for "had a call with", "got through to". */
function doneVerbStems(lower: string): Set<string> {
  const out = new Set<string>();
  for (const m of lower.matchAll(/\b[a-z]+\b/g)) {
    const w = m[0];
    if (IRREGULAR_PAST_FORMS.has(w) || (w.length > 4 && w.endsWith("ed"))) out.add(stem(w));
  }
  if (/\bhad a (?:\w+ )?(?:call|chat|phone call)\b|\bgot through to\b|\bspoke (?:to|with)\b/.test(lower)) out.add("call");
  if (/\b(done|finished|complete|completed|sorted|taken care of|crossed off|wrapped up)\b/.test(lower)) out.add("done");
  return out;
}

function verbsCompatible(taskVerb: string, done: Set<string>): boolean {
  if (done.has(taskVerb)) return true;
  for (const v of done) if (VERB_GROUPS.some((g) => g.includes(taskVerb) && g.includes(v))) return true;
  return false;
}

/** "the gutters are done": a generic done word in the same clause as the task's object. */
function doneInClauseWith(lower: string, objects: string[]): boolean {
  return lower.split(/[,.;!?]|\s[—–-]\s/).some((clause) => {
    if (!/\b(done|finished|complete|completed|sorted|taken care of|crossed off|wrapped up)\b/.test(clause)) return false;
    const stems = new Set(contentStems(clause));
    return objects.some((o) => stems.has(o));
  });
}

export interface Completion {
  task: ContextTask;
  confidence: number;
  reasoning: string;
}

/**
 * A context task the thought reports as done (GUIDELINES 8): a past-tense verb that does the
 * task's verb, the task's object named, and no sign of partial progress, a reminder or waiting.
 */
/**
 * Cosine between the thought and a task title at which the task's subject counts as named with
 * no shared content word. Chosen on the fresh tuning set (eval-fresh): reported completions sat
 * at 0.72–0.93, other tasks in the same contexts at 0.54 and below; on the dev set an unrelated
 * project's task reached 0.6.
 */
export const SEMANTIC_MATCH = 0.7;

/** Task titles repeat from thought to thought: their embeddings are cached (bounded). */
const taskVectors = new Map<string, Float32Array | null>();
function taskVector(title: string): Float32Array | null {
  let v = taskVectors.get(title);
  if (v === undefined) {
    v = embedText(title.toLowerCase());
    if (taskVectors.size >= 500) taskVectors.clear();
    taskVectors.set(title, v);
  }
  return v;
}

export function findCompletion(lower: string, tasks: ContextTask[], isReminder: boolean, names: string[] = [], textEmbedding?: Float32Array | null): Completion | null {
  if (isReminder || !tasks.length) return null;
  if (NOT_DONE.test(lower)) return null;
  const done = doneVerbStems(lower);
  const outcome = OUTCOME.test(lower);
  if (!done.size && !outcome && !DECIDED.test(lower)) return null;
  // A person's name ties gratitude or news about them to their task, but says nothing is done.
  const nameStems = new Set(names.flatMap((n) => contentStems(n)));
  const textStems = new Set(contentStems(lower).filter((s) => !nameStems.has(s)));
  const textVector = textEmbedding === undefined ? embedText(lower) : textEmbedding;
  let best: Completion | null = null;
  let bestScore = 0;
  for (const task of tasks) {
    const stems = contentStems(task.title);
    const verb = stem((task.title.toLowerCase().match(/[a-z]+/) ?? [""])[0]);
    const objects = stems.filter((s) => s !== verb && !nameStems.has(s));
    const matched = objects.filter((s) => textStems.has(s) || [...textStems].some((t) => t.length >= 4 && s.length >= 4 && (t.startsWith(s) || s.startsWith(t))));
    const titleVector = taskVector(task.title);
    const similarity = textVector && titleVector ? cosineSimilarity(textVector, titleVector) : 0;
    if (!matched.length && similarity < SEMANTIC_MATCH) continue;
    const decided = DECIDE_VERBS.has(verb) && DECIDED.test(lower);
    if (!(verbsCompatible(verb, done) || doneInClauseWith(lower, matched) || outcome || decided)) continue;
    const score = matched.length / Math.max(objects.length, 1) + matched.length * 0.5 + similarity;
    if (score > bestScore) {
      bestScore = score;
      const confidence = Math.min(95, Math.round(55 + 25 * (matched.length / Math.max(objects.length, 1)) + 5 * matched.length));
      best = { task, confidence, reasoning: `The thought reports "${task.title}" as done (matched ${matched.join(", ")}).` };
    }
  }
  return best;
}
