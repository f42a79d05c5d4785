/**
 * Keys sit under the app-wide "thoughts" root: creating or editing a thought anywhere
 * (chat, feed) invalidates ["thoughts"], which refreshes the projects too.
 */
export const projectKeys = {
  all: ["thoughts", "projects"] as const,
  list: () => ["thoughts", "projects", "list"] as const,
  summary: () => ["thoughts", "projects", "summary"] as const,
  tasks: (projectId: string) => ["thoughts", "projects", "tasks", projectId] as const,
};
