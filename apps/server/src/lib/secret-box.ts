import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const VERSION = "v1";
const KEY_FILE = "secret.key";

/**
 * AES-256-GCM for credentials kept in the database (calendar tokens, CalDAV passwords), so a
 * copied database alone does not hand out access to someone's calendar. The key lives
 * outside the database: SECRET_KEY, or a file made once under DATA_DIR.
 */
export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  static fromKey(key: Buffer): SecretBox {
    if (key.length !== 32) throw new Error("Invalid configuration: SECRET_KEY must be 32 bytes (64 hex characters or base64)");
    return new SecretBox(key);
  }

  /** SECRET_KEY when set (hex or base64), else DATA_DIR/secret.key, created with mode 0600 on first use. */
  static load(secretKey: string | undefined, dataDir: string): SecretBox {
    if (secretKey) return SecretBox.fromKey(parseKey(secretKey));
    const file = path.join(dataDir, KEY_FILE);
    if (!existsSync(file)) {
      mkdirSync(dataDir, { recursive: true });
      // wx: two processes starting at once must not overwrite each other's key.
      try {
        writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
    }
    return SecretBox.fromKey(parseKey(readFileSync(file, "utf8").trim()));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return [VERSION, iv.toString("base64"), cipher.getAuthTag().toString("base64"), body.toString("base64")].join(":");
  }

  /** Throws when the text was not sealed with this key or was altered. */
  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split(":");
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("Unreadable sealed secret");
    const decipher = createDecipheriv("aes-256-gcm", this.key, Buffer.from(iv, "base64"));
    decipher.setAuthTag(Buffer.from(tag, "base64"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64")), decipher.final()]).toString("utf8");
  }

  /** A keyed signature, for values that travel through a browser and must come back unchanged (OAuth state). */
  sign(text: string): string {
    return createHmac("sha256", this.key).update(text).digest("base64url");
  }

  verify(text: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(text));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

function parseKey(value: string): Buffer {
  return /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, "hex") : Buffer.from(value, "base64");
}
