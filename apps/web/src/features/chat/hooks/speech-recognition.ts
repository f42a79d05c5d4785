/**
 * The slice of the Web Speech API the bar uses. TypeScript's DOM library does not declare it
 * (Chrome and Safari ship it prefixed as webkitSpeechRecognition).
 */
export interface SpeechRecognitionResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: { readonly transcript: string };
}

export interface SpeechRecognitionEventLike {
  readonly results: ArrayLike<SpeechRecognitionResultLike>;
}

export interface SpeechRecognitionErrorEventLike {
  readonly error: string;
}

export interface SpeechRecognitionLike {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEventLike) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

export function speechRecognitionConstructor(): SpeechRecognitionConstructor | undefined {
  const w = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** Everything heard so far, final and interim, as one line. */
export function transcriptOf(event: SpeechRecognitionEventLike): string {
  let text = "";
  for (let i = 0; i < event.results.length; i++) text += ` ${event.results[i]?.[0]?.transcript ?? ""}`;
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Dictation cannot work here (no speech service offline, none configured in the browser build,
 * or its own audio capture failing, as in headless Chromium): record and upload instead. If the
 * microphone itself is missing, the recorder's getUserMedia says so.
 */
export const DICTATION_UNAVAILABLE = new Set(["network", "service-not-allowed", "language-not-supported", "audio-capture"]);
/** The person refused the microphone. */
export const MICROPHONE_REFUSED = new Set(["not-allowed"]);
