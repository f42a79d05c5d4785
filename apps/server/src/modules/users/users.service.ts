import type { Role, User } from "@life/contracts";
import { NotFoundError } from "../../lib/errors.js";
import type { UsersRepository } from "./users.repository.js";

/** Account administration that does not go through HTTP (the admin CLI for now). */
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  async setRoleByEmail(email: string, role: Role): Promise<User> {
    const user = await this.users.findUserByEmail(email.trim().toLowerCase());
    if (!user) throw new NotFoundError(`No account with the e-mail ${email}`);
    const updated = await this.users.setRole(user.id, role);
    if (!updated) throw new NotFoundError(`No account with the e-mail ${email}`);
    return updated;
  }
}
