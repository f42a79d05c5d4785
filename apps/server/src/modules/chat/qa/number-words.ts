import { wordTable } from "@life/contracts";

/**
 * Numbers written as words ("three students", "two hours"). A table without a prototype: a note's word is looked up in
 * it, and "constructor" must find nothing.
 */
export const NUMBER_WORDS: Readonly<Record<string, number>> = wordTable({
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20, dozen: 12,
});
