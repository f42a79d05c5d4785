/**
 * The follow-up task's wording from a waiting_for, which the classifier writes loosely as
 * "who: what" ("Grace: approved the budget") or just "what" ("delivery").
 */
export function describeFollowUp(waitingFor: string): { title: string; who: string | null } {
  const text = waitingFor.replace(/\s+/g, " ").trim();
  const match = /^([^:]{1,80}):\s*(.*)$/.exec(text);
  const who = match?.[1]?.trim() || null;
  const what = (match ? match[2]!.trim() : text) || "it";
  const title = who ? `Follow up with ${who} about ${what}` : `Follow up about ${what}`;
  // ai_title holds at most 200 characters (updateThoughtInput).
  return { title: title.length > 200 ? `${title.slice(0, 199)}…` : title, who };
}
