/**
 * Round 41: money taken in by selling, asked as made ("how much did I make selling honey at the market", "how much have we
 * made by selling the lambs"): the selling is the question's frame, as "make from" was (Round 28's honey "from" sales).
 * Money in, not spending.
 */
export const SELLING_IN = String.raw`\b(?:make|made|making)\s+(?:by\s+|from\s+)?selling\b`;
