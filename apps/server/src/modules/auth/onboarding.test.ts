import { readdirSync, readFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ACCOUNT_EXISTS, LINK_INVALID, type AuthResponse } from "@life/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, uniqueEmail, type TestApp } from "../../../test/build-app.js";
import { linkIn, startMailServer } from "../../../test/mail-server.js";
import { hashToken } from "./credentials.js";

let t: TestApp;
let mail: Awaited<ReturnType<typeof startMailServer>>;
beforeAll(async () => {
  mail = await startMailServer();
  t = await buildTestApp({ mail: { smtpUrl: mail.url, from: "Life <hello@life.test>" }, publicUrl: "https://life.example.org" });
});
afterAll(async () => {
  await t.app.close();
  await mail.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
const tokenOf = (link: URL) => new URLSearchParams(link.hash.slice(1)).get("token") ?? "";

describe("landing sign-up by e-mail", () => {
  it("creates the account, mails a one-time link, and the link sets the password and signs in once", async () => {
    const email = uniqueEmail("signup");
    const response = await post("/api/auth/signup", { email });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: `Welcome! Check ${email} for your login details.` });

    const received = await mail.nextMail();
    expect(received.to).toEqual([email]);
    expect(received.from).toBe("hello@life.test");
    expect(received.text).toContain("Subject: Welcome to Life Intelligence");
    const link = linkIn(received);
    expect(link.origin + link.pathname).toBe("https://life.example.org/set-password");
    // The table holds only the token's digest.
    const rows = await t.database.db.selectFrom("sign_in_links").select(["token_hash"]).execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(tokenOf(link)));
    expect(rows.map((r) => r.token_hash)).not.toContain(tokenOf(link));

    // Before the link is used, no password works.
    expect((await post("/api/auth/login", { email, password: "" })).statusCode).toBe(400);

    const used = await post("/api/auth/link", { token: tokenOf(link), password: "my-own-secret" });
    expect(used.statusCode).toBe(200);
    const auth = used.json<AuthResponse>();
    expect(auth.user.email).toBe(email);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(auth.token) })).statusCode).toBe(200);
    expect((await post("/api/auth/login", { email, password: "my-own-secret" })).statusCode).toBe(200);

    const again = await post("/api/auth/link", { token: tokenOf(link), password: "another-secret" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: LINK_INVALID });
  });

  it("answers 400 'Account exists! Please login.' for a taken address and sends nothing", async () => {
    const email = uniqueEmail("taken");
    await post("/api/auth/register", { email, password: "secret123" });
    const before = mail.inbox.length;
    const response = await post("/api/auth/signup", { email: email.toUpperCase() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: ACCOUNT_EXISTS });
    expect(mail.inbox.length).toBe(before);
  });

  it("refuses an expired link", async () => {
    const email = uniqueEmail("expired");
    await post("/api/auth/signup", { email });
    const link = linkIn(await mail.nextMail());
    await t.database.db.updateTable("sign_in_links").set({ expires_at: new Date(Date.now() - 1000) }).where("token_hash", "=", hashToken(tokenOf(link))).execute();
    expect((await post("/api/auth/link", { token: tokenOf(link), password: "secret123" })).statusCode).toBe(400);
  });

  it("validates the e-mail", async () => {
    const response = await post("/api/auth/signup", { email: "not-an-address" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/e-mail/);
  });
});

describe("password reset by e-mail", () => {
  it("mails a reset link that sets a new password and ends every session", async () => {
    const email = uniqueEmail("reset");
    const registered = (await post("/api/auth/register", { email, password: "old-secret" })).json<AuthResponse>();
    const response = await post("/api/auth/password-reset", { email });
    expect(response.statusCode).toBe(200);
    const received = await mail.nextMail();
    expect(received.to).toEqual([email]);
    expect(received.text).toContain("Reset your Life Intelligence password");

    const used = await post("/api/auth/link", { token: tokenOf(linkIn(received)), password: "new-secret" });
    expect(used.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(registered.token) })).statusCode).toBe(401);
    expect((await post("/api/auth/login", { email, password: "old-secret" })).statusCode).toBe(401);
    expect((await post("/api/auth/login", { email, password: "new-secret" })).statusCode).toBe(200);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const before = mail.inbox.length;
    const known = await post("/api/auth/password-reset", { email: uniqueEmail("nobody") });
    expect(known.statusCode).toBe(200);
    expect(known.json().message).toMatch(/If an account exists/);
    expect(mail.inbox.length).toBe(before);
  });
});

describe("without SMTP_URL", () => {
  it("writes the message to DATA_DIR/outbox so the link can be handed on", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "life-outbox-"));
    const local = await buildTestApp({ dataDir });
    try {
      const email = uniqueEmail("outbox");
      const response = await local.app.inject({ method: "POST", url: "/api/auth/signup", payload: { email }, headers: { host: "life.local:8080" } });
      expect(response.statusCode).toBe(201);
      const files = readdirSync(path.join(dataDir, "outbox"));
      expect(files).toHaveLength(1);
      const message = readFileSync(path.join(dataDir, "outbox", files[0]!), "utf8").replace(/=\n/g, "");
      expect(message).toContain(`To: ${email}`);
      expect(message).toMatch(/http:\/\/life\.local:8080\/set-password#token=[\w-]+/);
    } finally {
      await local.app.close();
    }
  });
});
