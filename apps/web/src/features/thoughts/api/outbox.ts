import { useEffect, useSyncExternalStore } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { createStore, del, entries, set } from "idb-keyval";
import { ApiError } from "../../../lib/api-client";
import { refreshThoughtData } from "../../../lib/refresh-data";
import { pendingCard, type FeedThought } from "./feed-types";

/** A capture made while offline, kept until the server has it; the key is its Idempotency-Key. */
export interface QueuedCapture {
  key: string;
  text: string;
  created_at: string;
}

export const WAITING_TO_SEND = "Waiting to send";

// Opened on first use, so a browser without IndexedDB (or a test) never touches it otherwise.
let store: ReturnType<typeof createStore> | undefined;
const db = () => (store ??= createStore("life-intelligence", "outbox"));

let queued: QueuedCapture[] = [];
const listeners = new Set<() => void>();
const publish = (next: QueuedCapture[]) => {
  queued = next.sort((a, b) => (a.created_at < b.created_at ? 1 : -1));
  for (const listener of listeners) listener();
};

async function reload(): Promise<void> {
  publish((await entries<string, QueuedCapture>(db())).map(([, value]) => value));
}

export async function queueCapture(capture: { text: string; idempotencyKey: string }): Promise<QueuedCapture> {
  const item: QueuedCapture = { key: capture.idempotencyKey, text: capture.text, created_at: new Date().toISOString() };
  await set(item.key, item, db());
  publish([...queued.filter((q) => q.key !== item.key), item]);
  return item;
}

/** The card of a queued capture, on top of the feed until it is sent. */
export function queuedCard(item: QueuedCapture): FeedThought {
  return { ...pendingCard(`queued-${item.key}`, item.text, item.created_at), waiting_to_send: true };
}

export function useQueuedCaptures(): QueuedCapture[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => queued,
  );
}

let flushing: Promise<void> | null = null;

/**
 * Sends what is queued, oldest first, each with its own Idempotency-Key: a capture whose first
 * try reached the server is answered with the thought it already made, so nothing lands twice
 * (across tabs too). Stops at the first network failure and tries again when the browser is
 * back online. A capture the server refuses (4xx) is dropped; a 5xx keeps it.
 */
export function flushOutbox(send: (capture: { text: string; idempotencyKey: string }) => Promise<unknown>): Promise<void> {
  flushing ??= (async () => {
    try {
      await reload();
      for (const item of [...queued].reverse()) {
        try {
          await send({ text: item.text, idempotencyKey: item.key });
        } catch (error) {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429) {
            console.warn("A queued capture was refused and dropped", error);
          } else {
            break;
          }
        }
        await del(item.key, db());
        publish(queued.filter((q) => q.key !== item.key));
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/** Mounted once in the signed-in shell: sends the queue at start and whenever the browser comes back online. */
export function useOutboxSync(send: (capture: { text: string; idempotencyKey: string }) => Promise<unknown>): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof indexedDB === "undefined") return;
    let stopped = false;
    const run = () => {
      if (!navigator.onLine) return;
      void flushOutbox(send)
        .then(() => {
          if (!stopped) void refreshThoughtData(queryClient);
        })
        .catch((error: unknown) => console.warn("Sending queued captures failed", error));
    };
    void reload().then(run, () => undefined);
    window.addEventListener("online", run);
    return () => {
      stopped = true;
      window.removeEventListener("online", run);
    };
  }, [send, queryClient]);
}
