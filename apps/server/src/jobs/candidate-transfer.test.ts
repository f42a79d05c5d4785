import { describe, expect, it } from "vitest";
import type { PipelineRequest } from "../modules/classification/pipeline-run.js";
import { packRequest, unpackRequest } from "./candidate-transfer.js";

const candidate = (id: string, embedding: number[] | null) => ({ id, title: `title ${id}`, parentId: null, waitingFor: null, relation: null, embedding: embedding && new Float32Array(embedding) });

describe("the classifier thread's request", () => {
  it("moves every candidate's vector in one transferred buffer and restores each in place", () => {
    const request: PipelineRequest = {
      text: "call Sam",
      now: new Date("2026-11-25T12:00:00Z"),
      timezone: "UTC",
      context: {
        candidates: {
          projects: [candidate("p1", [1, 2, 3]), candidate("p2", null)],
          tasks: [candidate("t1", [4, 5])],
          contacts: [candidate("c1", null)],
          waiting: [candidate("w1", [6])],
        },
        candidatesMs: 1.5,
      },
      options: {},
    };
    const { message, transfer } = packRequest(request);
    if ("read" in message.context) throw new Error("packed as a read");
    const packed = message.context;
    expect([...packed.vectors]).toEqual([1, 2, 3, 4, 5, 6]);
    expect(transfer).toContain(packed.vectors.buffer);
    expect(packed.candidates.projects.every((c) => c.embedding === null)).toBe(true);

    // What the thread receives: a structured clone, with the transferred buffers moved.
    const received = structuredClone(message, { transfer });
    expect(packed.vectors.byteLength).toBe(0);
    const restored = unpackRequest(received);
    expect(restored).toEqual(request);
    if ("read" in restored.context || "read" in received.context) throw new Error("unpacked as a read");
    expect(restored.context.candidates.tasks[0]!.embedding!.buffer).toBe(received.context.vectors.buffer);
  });

  it("passes a request the thread reads the candidates for as it is", () => {
    const request: PipelineRequest = { text: "call Sam", now: new Date(), timezone: "UTC", context: { read: { userId: "u1", thoughtId: "t1" } }, options: {} };
    const { message, transfer } = packRequest(request);
    expect(transfer).toEqual([]);
    expect(unpackRequest(structuredClone(message))).toEqual(request);
  });
});
