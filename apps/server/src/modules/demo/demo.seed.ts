import type { ThoughtStatus } from "@life/contracts";
import { hashPassword } from "../auth/credentials.js";
import type { ThoughtsService } from "../thoughts/thoughts.service.js";
import type { UsersRepository } from "../users/users.repository.js";

/** Public on purpose: DEMO_MODE=1 shows these in the login hint box. */
export const DEMO_ACCOUNT = { email: "demo@example.com", password: "demo1234" } as const;

const samples: Array<{ input: string; status?: ThoughtStatus }> = [
  { input: "Renew the car insurance before the end of the month" },
  { input: "Plan the kitchen renovation: get three quotes, pick tiles, book an electrician" },
  { input: "Email Sarah the Q3 budget draft by Friday", status: "approved" },
  { input: "Call the dentist to book a cleaning", status: "approved" },
  { input: "Birthday dinner for Mum on Saturday at 7pm" },
  { input: "Pick up milk and bread on the way home", status: "completed" },
  { input: "Ran 5 km this morning in 27 minutes, felt great", status: "completed" },
  { input: "Read chapter 3 of Deep Work and note the key ideas" },
];

/**
 * Creates the demo account with sample thoughts unless it exists. The thoughts go through
 * ThoughtsService, so once classification lands they are classified like anyone else's.
 */
export async function seedDemoAccount(users: UsersRepository, thoughts: ThoughtsService): Promise<boolean> {
  if (await users.findUserByEmail(DEMO_ACCOUNT.email)) return false;
  const user = await users.createUser({
    email: DEMO_ACCOUNT.email,
    passwordHash: await hashPassword(DEMO_ACCOUNT.password),
    displayName: "Demo",
    // Never an admin: the password is printed on the login page.
    role: "user",
    now: new Date(),
  });
  // Another process seeded it at the same moment.
  if (!user) return false;
  for (const sample of samples) {
    const thought = await thoughts.createThought(user, { original_input: sample.input });
    if (sample.status) await thoughts.updateThought(user, thought.id, { status: sample.status });
  }
  return true;
}
