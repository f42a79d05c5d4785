/**
 * The one definition of how text becomes search words, used for the words typed and, on
 * SQLite, for the words indexed (registered as the SQL function search_fold). PostgreSQL
 * indexes through its own search_fold, written step for step the same (see the
 * search-folding migration); the search tests hold the two to the same results.
 *
 * Compatibility forms are unified (ﬁ → fi, full-width → ASCII), case is folded with Unicode
 * rules plus ß → ss and final ς → σ, accents are dropped, and every run of letters and digits
 * is a word: "Ana@Example.com" is ana example com on both databases, where PostgreSQL's own
 * parser would have kept one e-mail token and SQLite three words.
 */

// The combining-diacritics blocks. Other marks (Indic vowel signs) carry meaning and stay.
// eslint-disable-next-line no-misleading-character-class -- ranges of combining marks, on purpose
const DIACRITICS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;
const WORD = /[\p{L}\p{N}]+/gu;

export function foldSearchText(text: string): string {
  return text.normalize("NFKC").toLowerCase().replaceAll("ß", "ss").replaceAll("ς", "σ").normalize("NFKD").replace(DIACRITICS, "");
}

/** The words of `text` after folding, in order, repeats kept. */
export function searchWords(text: string): string[] {
  return foldSearchText(text).match(WORD) ?? [];
}

/** What the index stores for one column: the folded words joined by single spaces. */
export function searchIndexText(text: string | null): string {
  return text === null ? "" : searchWords(text).join(" ");
}
