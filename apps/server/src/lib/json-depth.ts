/** Deepest nesting a request body may have; far beyond any real payload, far below a stack overflow. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, found by one pass over the
 * characters (brackets inside strings do not count). It runs before JSON.parse, so a hostile
 * body is refused before any recursive parse, validation or stringify can overflow the stack.
 */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > max) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return false;
}
