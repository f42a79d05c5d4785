import { SUGGESTIONS_MIN_LENGTH, type ChatSuggestionsInput, type ChatSuggestionsResponse, type User } from "@life/contracts";
import type { ChatRepository } from "./chat.repository.js";
import { domainNamed } from "./domain-words.js";
import { buildCandidates, rankSuggestions } from "./suggestions.js";

export class ChatSuggestionsService {
  constructor(private readonly chat: ChatRepository) {}

  async suggest(user: User, input: ChatSuggestionsInput): Promise<ChatSuggestionsResponse> {
    // Checked before any query: the web app asks on every keystroke.
    if (input.partialCommand.trim().length < SUGGESTIONS_MIN_LENGTH) return { suggestions: [] };
    const [projects, contacts, tags] = await Promise.all([this.chat.listProjects(user.id), this.chat.listContacts(user.id), this.chat.recentTags(user.id)]);
    const selectedId = input.context?.thoughtId ?? null;
    const candidates = buildCandidates({
      // The selected thought cannot be moved into or connected to itself.
      projects: projects.filter((p) => p.id !== selectedId).map((p) => p.name),
      contacts: contacts.filter((c) => c.id !== selectedId).map((c) => c.name),
      tags,
      currentDomain: domainNamed(input.context?.currentDomain ?? "") ?? null,
    });
    return { suggestions: rankSuggestions(input.partialCommand, candidates) };
  }
}
