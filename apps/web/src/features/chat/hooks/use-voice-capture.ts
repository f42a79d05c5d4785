import { useCallback, useEffect, useRef, useState } from "react";
import type { VoiceThoughtResponse } from "@life/contracts";
import { errorText } from "../../../lib/api-client";
import { uploadVoice } from "../api/chat-api";
import {
  DICTATION_UNAVAILABLE,
  MICROPHONE_REFUSED,
  speechRecognitionConstructor,
  transcriptOf,
  type SpeechRecognitionLike,
} from "./speech-recognition";

export const MICROPHONE_FAILED = "Failed to access microphone";
/** A recording stops by itself after this long, so a forgotten microphone does not fill the upload limit. */
export const MAX_RECORDING_MS = 2 * 60 * 1000;

export type VoiceState = "idle" | "starting" | "listening" | "recording" | "uploading";

interface VoiceOptions {
  /** Live dictation: everything heard since the microphone was switched on (interim included). */
  onDictation: (transcript: string) => void;
  /** Dictation started; the bar remembers what was already typed. */
  onDictationStart: () => void;
  /** A recording was transcribed and captured as a thought by the server. */
  onUploaded: (response: VoiceThoughtResponse) => void;
  onError: (message: string) => void;
}

/**
 * The microphone button (spec 2.13, issue 4): live dictation into the box where the browser has
 * the Web Speech API; otherwise a MediaRecorder recording posted to /thoughts/voice on stop.
 */
export function useVoiceCapture(options: VoiceOptions) {
  const [state, setState] = useState<VoiceState>("idle");
  const optionsRef = useRef(options);
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mountedRef = useRef(true);
  const dictationBrokenRef = useRef(false);

  useEffect(() => {
    optionsRef.current = options;
  });

  const releaseMicrophone = useCallback(() => {
    clearTimeout(timerRef.current);
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  }, []);

  const upload = useCallback(async (audio: Blob) => {
    setState("uploading");
    try {
      const response = await uploadVoice(audio);
      if (mountedRef.current) optionsRef.current.onUploaded(response);
    } catch (error) {
      // 501 carries "Speech-to-text is not configured"; show whatever the server said.
      if (mountedRef.current) optionsRef.current.onError(errorText(error, "Failed to create thought"));
    } finally {
      if (mountedRef.current) setState("idle");
    }
  }, []);

  const startRecording = useCallback(async () => {
    const media = typeof navigator === "undefined" ? undefined : navigator.mediaDevices;
    if (!media?.getUserMedia || typeof MediaRecorder === "undefined") {
      optionsRef.current.onError(MICROPHONE_FAILED);
      setState("idle");
      return;
    }
    setState("starting");
    let stream: MediaStream;
    try {
      stream = await media.getUserMedia({ audio: true });
    } catch (error) {
      console.error("Microphone refused", error);
      if (mountedRef.current) {
        optionsRef.current.onError(MICROPHONE_FAILED);
        setState("idle");
      }
      return;
    }
    if (!mountedRef.current) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }
    streamRef.current = stream;
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      recorderRef.current = null;
      releaseMicrophone();
      if (!mountedRef.current) return;
      const audio = new Blob(chunks, { type: recorder.mimeType || chunks[0]?.type || "audio/webm" });
      if (audio.size === 0) {
        optionsRef.current.onError("No audio was recorded");
        setState("idle");
        return;
      }
      void upload(audio);
    };
    recorderRef.current = recorder;
    recorder.start();
    setState("recording");
    timerRef.current = setTimeout(() => {
      if (recorder.state !== "inactive") recorder.stop();
    }, MAX_RECORDING_MS);
  }, [releaseMicrophone, upload]);

  const startDictation = useCallback(
    (Recognition: NonNullable<ReturnType<typeof speechRecognitionConstructor>>) => {
      const recognition = new Recognition();
      let heard = false;
      recognition.continuous = true;
      recognition.interimResults = true;
      recognition.lang = navigator.language || "en-US";
      recognition.onresult = (event) => {
        heard = true;
        optionsRef.current.onDictation(transcriptOf(event));
      };
      recognition.onerror = (event) => {
        if (MICROPHONE_REFUSED.has(event.error)) {
          optionsRef.current.onError(MICROPHONE_FAILED);
        } else if (DICTATION_UNAVAILABLE.has(event.error) && !heard) {
          // No speech service (e.g. offline): fall back to recording for the server to transcribe.
          dictationBrokenRef.current = true;
          recognitionRef.current = null;
          void startRecording();
        } else if (event.error !== "no-speech" && event.error !== "aborted") {
          console.error("Speech recognition error", event.error);
        }
      };
      recognition.onend = () => {
        if (recognitionRef.current !== recognition) return;
        recognitionRef.current = null;
        if (mountedRef.current) setState("idle");
      };
      recognitionRef.current = recognition;
      optionsRef.current.onDictationStart();
      try {
        recognition.start();
        setState("listening");
      } catch (error) {
        console.error("Speech recognition did not start", error);
        recognitionRef.current = null;
        void startRecording();
      }
    },
    [startRecording],
  );

  const toggle = useCallback(() => {
    if (state === "listening") {
      recognitionRef.current?.stop();
      return;
    }
    if (state === "recording") {
      recorderRef.current?.stop();
      return;
    }
    if (state !== "idle") return; // starting or uploading: wait
    const Recognition = dictationBrokenRef.current ? undefined : speechRecognitionConstructor();
    if (Recognition) startDictation(Recognition);
    else void startRecording();
  }, [state, startDictation, startRecording]);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      recognitionRef.current?.abort();
      recognitionRef.current = null;
      if (recorderRef.current && recorderRef.current.state !== "inactive") recorderRef.current.stop();
      releaseMicrophone();
    };
  }, [releaseMicrophone]);

  return { state, toggle };
}
