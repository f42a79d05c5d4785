import { eventTypes, type Domain } from "@life/contracts";
import type { CorpusEntry } from "../corpus-types.js";
import { EXTRA_VOCAB, TEMPLATES } from "./templates.js";
import { VOCAB } from "./vocab.js";

const DOMAIN_CODES: Record<string, Domain> = { p: "personal", s: "social", w: "systems" };
const SLOTS: Record<string, string[]> = { ...VOCAB, ...EXTRA_VOCAB };

/** mulberry32: a small seeded generator, so the corpus (and the model built from it) is reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const pick = <T>(rand: Rand, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

function fill(template: string, rand: Rand): string {
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => {
    const options = SLOTS[slot];
    if (!options) throw new Error(`unknown corpus slot {${slot}}`);
    return pick(rand, options);
  });
}

const TYPOS: Array<[RegExp, string]> = [
  [/\btomorrow\b/g, "tmrw"], [/\bthe\b/, "teh"], [/\babout\b/g, "abt"], [/\bwith\b/g, "w"], [/\bplease\b/g, "pls"],
  [/\bbefore\b/g, "b4"], [/\byou\b/g, "u"], [/\bbecause\b/g, "cos"], [/\btonight\b/g, "tonite"], [/'/g, ""],
];
const REGIONAL: Array<[RegExp, string]> = [
  [/\bthis afternoon\b/g, "this arvo"], [/\bmom\b/g, "mum"], [/\bvery\b/g, "heaps"], [/\bgas\b/g, "petrol"],
  [/\btwo weeks\b/g, "a fortnight"], [/\bmeeting\b/g, "meeting itself"], [/\bcall\b/, "give a bell to"],
];
const EMOJI = ["🙄", "😩", "🎉", "✅", "👍", "🙏", "😬", "💸", "❤️", "😅", "🔥", "🥲"];
const OPENERS = ["ok so ", "ugh ", "right, ", "note: ", "so ", "hmm ", "also ", "oh and "];
const CLOSERS = [" lol", " tbh", " only", " itself", ", cheers", " haha", " fml", " yay", ", reckon", " innit"];

/** A typo in a longer word: two neighbouring letters swapped or one dropped, as typed on a phone. */
function typoWord(text: string, rand: Rand): string {
  const words = text.split(" ");
  const candidates = words.map((w, i) => [w, i] as const).filter(([w]) => /^[a-z]{6,}$/.test(w));
  if (!candidates.length) return text;
  const [w, i] = pick(rand, candidates);
  const at = 1 + Math.floor(rand() * (w.length - 3));
  words[i] = rand() < 0.5 ? w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2) : w.slice(0, at) + w.slice(at + 1);
  return words.join(" ");
}

/** Phrasing styles of GUIDELINES 1: lowercase, dictation without punctuation, typos, emojis, regional English. */
function styled(text: string, rand: Rand): string {
  let t = text;
  if (rand() < 0.5) t = t.toLowerCase();
  if (rand() < 0.25) t = t.replace(/[,.:;!?—–-]+/g, " ").replace(/\s+/g, " ").trim();
  if (rand() < 0.35) for (const [re, rep] of TYPOS) if (rand() < 0.5) t = t.replace(re, rep);
  if (rand() < 0.25) t = typoWord(t, rand);
  if (rand() < 0.3) for (const [re, rep] of REGIONAL) if (rand() < 0.5) t = t.replace(re, rep);
  if (rand() < 0.15) t = pick(rand, OPENERS) + t;
  if (rand() < 0.15) t += pick(rand, CLOSERS);
  if (rand() < 0.2) t += " " + pick(rand, EMOJI);
  return t.trim();
}

/**
 * The generated part of the training corpus: every template of every event type filled several
 * times with random slots and styles, plus run-ons joining two sentences of the same labels.
 */
export function generateCorpus(perTemplate = 14, seed = 20261125): CorpusEntry[] {
  const rand = seededRandom(seed);
  const out: CorpusEntry[] = [];
  const seen = new Set<string>();
  for (const eventType of eventTypes) {
    const byDomain = new Map<Domain, string[]>();
    for (const line of TEMPLATES[eventType]) {
      const domain = DOMAIN_CODES[line[0]!];
      if (!domain || line[1] !== "|") throw new Error(`bad template ${line}`);
      const template = line.slice(2);
      const made: string[] = [];
      for (let i = 0; i < perTemplate; i++) {
        const text = styled(fill(template, rand), rand);
        if (seen.has(text)) continue;
        seen.add(text);
        made.push(text);
        out.push({ text, domain, event_type: eventType, generated: true });
      }
      byDomain.set(domain, [...(byDomain.get(domain) ?? []), ...made]);
    }
    for (const [domain, texts] of byDomain) {
      for (let i = 0; i < Math.ceil(texts.length / 12); i++) {
        const text = `${pick(rand, texts)} ${pick(rand, ["and", "so yeah", "and also", "plus"])} ${pick(rand, texts)}`;
        if (!seen.has(text)) out.push({ text, domain, event_type: eventType, generated: true });
        seen.add(text);
      }
    }
  }
  return out;
}
