import type { Domain } from "@life/contracts";

/** A note as the answerer reads it: its text, what the classifier found, and when it was captured. */
export interface QaNote {
  id: string;
  text: string;
  title: string;
  /** ISO instant of capture. */
  createdAt: string;
  /** The capture's local date, YYYY-MM-DD, in the person's zone. */
  localDate: string;
  domain: Domain | null;
  eventType: string | null;
  status: string;
  scheduledFor: string | null;
  waitingFor: string | null;
  waitingReceived: boolean;
  entities: string[];
  /** A contact card. */
  card: boolean;
  /** A card the pipeline added for a person another note named: it repeats that note, so it is no record of its own. */
  derived: boolean;
}

export interface QaAnswer {
  text: string;
  /** The notes the answer rests on, best first. */
  notes: QaNote[];
  /** The figure computed (a sum, a count), when the question asks for one. */
  number: number | null;
}
