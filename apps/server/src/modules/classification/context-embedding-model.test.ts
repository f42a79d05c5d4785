import { embedText } from "@life/classifier";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-app.js";
import { makeThought, makeUser, setEmbedding } from "../../../test/factories.js";
import { ContextRepository } from "./context.repository.js";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.app.close();
});

describe("step 1's candidates", () => {
  it("carry only vectors of the offline model, the one the new text is embedded with", async () => {
    const user = await makeUser(t.database);
    const offline = await makeThought(t.database, user, { original_input: "Kitchen renovation", is_container: true, container_type: "Projects" });
    const fromApi = await makeThought(t.database, user, { original_input: "Garden shed", is_container: true, container_type: "Projects" });
    await setEmbedding(t.database, offline.id, embedText("Kitchen renovation")!);
    // The same size as an offline vector, so a size check alone would compare it.
    await setEmbedding(t.database, fromApi.id, embedText("Garden shed")!, "api:some-model");
    const { projects } = await new ContextRepository(t.database.db, t.database.dialect).loadCandidates(user.id, "none", "");
    const vectorOf = (id: string) => projects.find((p) => p.id === id)?.embedding;
    expect(vectorOf(offline.id)).toBeInstanceOf(Float32Array);
    expect(vectorOf(fromApi.id)).toBeNull();
  });
});
