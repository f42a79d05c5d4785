import type { ContextCandidate, ContextCandidates } from "../modules/classification/context-ranking.js";
import type { PipelineRequest } from "../modules/classification/pipeline-run.js";

const KINDS = ["projects", "tasks", "contacts", "waiting"] as const satisfies ReadonlyArray<keyof ContextCandidates>;

/** Candidates as posted to a classifier thread: their vectors in one buffer. */
interface PackedCandidates {
  candidates: ContextCandidates;
  candidatesMs: number;
  /** Every candidate's vector end to end, transferred rather than copied. */
  vectors: Float32Array;
  /** Per candidate, in KINDS order: the start of its vector in `vectors`, or -1 when it has none. */
  starts: Int32Array;
  /** Per candidate: the length of its vector. */
  lengths: Int32Array;
}

/** A PipelineRequest as posted to a classifier thread. */
export interface PackedRequest extends Omit<PipelineRequest, "context"> {
  context: PackedCandidates | Extract<PipelineRequest["context"], { read: unknown }>;
}

/**
 * A job sends hundreds of candidates, each with its own Float32Array; posting them one by one
 * made the structured clone copy and allocate every vector (about 2 ms of the API thread per
 * job). Packed, the vectors move as one buffer the thread takes over without a copy.
 */
export function packRequest(request: PipelineRequest): { message: PackedRequest; transfer: ArrayBuffer[] } {
  const { context } = request;
  // The thread reads them itself: nothing to pack.
  if ("read" in context) return { message: { ...request, context }, transfer: [] };
  const all = KINDS.flatMap((kind) => context.candidates[kind]);
  const starts = new Int32Array(all.length);
  const lengths = new Int32Array(all.length);
  let total = 0;
  all.forEach((candidate, i) => {
    starts[i] = candidate.embedding ? total : -1;
    lengths[i] = candidate.embedding?.length ?? 0;
    total += lengths[i]!;
  });
  const vectors = new Float32Array(total);
  all.forEach((candidate, i) => {
    if (candidate.embedding) vectors.set(candidate.embedding, starts[i]!);
  });
  const strip = (list: ContextCandidate[]) => list.map((candidate) => ({ ...candidate, embedding: null }));
  const { projects, tasks, contacts, waiting } = context.candidates;
  const candidates: ContextCandidates = { projects: strip(projects), tasks: strip(tasks), contacts: strip(contacts), waiting: strip(waiting) };
  return {
    message: { ...request, context: { candidates, candidatesMs: context.candidatesMs, vectors, starts, lengths } },
    transfer: [vectors.buffer as ArrayBuffer, starts.buffer as ArrayBuffer, lengths.buffer as ArrayBuffer],
  };
}

/** In the thread: the request as it was, each vector a view into the one buffer. */
export function unpackRequest(message: PackedRequest): PipelineRequest {
  if ("read" in message.context) return { ...message, context: message.context };
  const { vectors, starts, lengths, candidates, candidatesMs } = message.context;
  let i = 0;
  const restore = (list: ContextCandidate[]) =>
    list.map((candidate) => {
      const start = starts[i]!;
      const length = lengths[i]!;
      i += 1;
      return start < 0 ? candidate : { ...candidate, embedding: vectors.subarray(start, start + length) };
    });
  const restored = { projects: restore(candidates.projects), tasks: restore(candidates.tasks), contacts: restore(candidates.contacts), waiting: restore(candidates.waiting) };
  return { ...message, context: { candidates: restored, candidatesMs } };
}
