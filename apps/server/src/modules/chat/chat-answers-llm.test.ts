import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completionReply, startFakeOpenAi, type FakeOpenAi } from "./testing/fake-openai.js";
import { ask, setUp, type Setup } from "../../../test/qa-notes.js";

/** The answer with an LLM configured, against a local server speaking the OpenAI protocol. */
describe("answers from notes with an LLM", () => {
  let fake: FakeOpenAi;
  let s: Setup;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    s = await setUp({ baseUrl: fake.baseUrl });
  });
  afterAll(async () => {
    await s.t.app.close();
    await fake.close();
  });

  it("keeps a model answer whose citations are notes it was given, and cites those", async () => {
    fake.reset();
    fake.reply(completionReply("You spent $318.46 at Kent on boards [N1], plus stain [N3]."));
    const body = await ask(s, "how much have i spent on the deck so far?");
    expect(body.response).toBe("You spent $318.46 at Kent on boards, plus stain.");
    const sent = JSON.stringify(fake.seen[0]!.json);
    expect(sent).toContain("[N1]");
    expect(sent).toContain("kent run for the deck");
    expect(body.citations.map((c) => c.id)).toEqual([s.ids.get("kent run for the deck: 14 pressure treated 2x6s + joist hangers $318.46"), s.ids.get("3 little sample cans of stain for the deck $26.85")]);
    expect(body.number).toBe(393.3);
  });

  it("rejects an answer citing a note it was not given, or none, and answers offline", async () => {
    for (const reply of ["You spent $2,000 [N99].", "You spent about two thousand dollars."]) {
      fake.reset();
      fake.reply(completionReply(reply));
      const body = await ask(s, "how much have i spent on the deck so far?");
      expect(body.response).toMatch(/^You spent \$393\.30 on deck/);
      expect(body.citations).toHaveLength(3);
      expect(fake.seen).toHaveLength(1);
    }
  });

  it("answers offline when the model fails", async () => {
    fake.reset();
    fake.reply({ status: 500, body: { error: { message: "down" } } });
    expect((await ask(s, "how much have i spent on the deck so far?")).response).toMatch(/^You spent \$393\.30/);
  });
});
