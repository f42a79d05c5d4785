import { extractSchedule } from "../dates.js";
import { classifyLocal } from "../pipeline.js";

/**
 * npm run bench:paste
 * The date engine on long pastes (up to the 10,000 characters a thought may hold) of one repeated shape each.
 * The server reads schedules of whole texts outside the classifier's 600-character window (a Shortcut's input, every
 * note a question may cite), so each shape's cost must grow in step with its length: the ratio 10,000 / 2,500 is
 * about 4 for a linear cost and about 16 for a quadratic one. Reported as CPU time, best of three, so a busy machine
 * does not read as slowness.
 */
const SHAPES = [
  "monday tuesday wednesday thursday friday saturday sunday ", "tonight ", "tomorrow ", "at 3 ", "3pm ", "the 3rd ",
  "next week ", "weekend ", "mon + thu ", "fri arvo ", "monday, ", "jan 3 ", "wednesdy ", "a week on friday ",
  "if friday or saturday ", "half 3 ", "12:30 ", "christmas eve ", "every tuesday ", "by friday ", "10-12 ",
  "call mum friday at 3 ", "i need to book the dentist for next tuesday and then pick up the kids after school, ",
];
const now = new Date("2026-11-25T10:00:00Z");

function cpuMs(run: () => void): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const c0 = process.cpuUsage();
    run();
    const c = process.cpuUsage(c0);
    best = Math.min(best, (c.user + c.system) / 1000);
  }
  return best;
}

const paste = (shape: string, length: number): string => shape.repeat(Math.ceil(length / shape.length)).slice(0, length);

extractSchedule("call mum friday at 3", now, "Europe/London");
let worst = { shape: "", ms: 0, ratio: 0 };
let worstRatio = 0;
for (const shape of SHAPES) {
  const short = cpuMs(() => extractSchedule(paste(shape, 2500), now, "Europe/London"));
  const long = cpuMs(() => extractSchedule(paste(shape, 10_000), now, "Europe/London"));
  const ratio = long / Math.max(short, 0.5);
  worstRatio = Math.max(worstRatio, ratio);
  if (long > worst.ms) worst = { shape: shape.trim(), ms: long, ratio };
  console.log(`${JSON.stringify(shape.trim()).slice(0, 40).padEnd(42)} 2,500: ${short.toFixed(1).padStart(6)} ms   10,000: ${long.toFixed(1).padStart(6)} ms`);
}
const classifyMs = Math.max(...SHAPES.map((shape) => cpuMs(() => classifyLocal({ text: paste(shape, 10_000), now, timezone: "Europe/London", context: {} }))));
console.log(JSON.stringify({ schedule_worst_ms: Math.round(worst.ms * 10) / 10, schedule_worst_shape: worst.shape, worst_growth_ratio: Math.round(worstRatio * 10) / 10, classify_worst_ms: Math.round(classifyMs * 10) / 10 }));
