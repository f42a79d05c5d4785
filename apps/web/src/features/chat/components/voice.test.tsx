import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { renderChat } from "../chat-test-utils";
import { makeThought } from "../../../testing/factories";
import type { SpeechRecognitionEventLike, SpeechRecognitionLike } from "../hooks/speech-recognition";

class FakeRecorder {
  static last: FakeRecorder | null = null;
  state: "inactive" | "recording" = "inactive";
  mimeType = "audio/webm";
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(readonly stream: MediaStream) {
    FakeRecorder.last = this;
  }
  start() {
    this.state = "recording";
  }
  stop() {
    this.state = "inactive";
    this.ondataavailable?.({ data: new Blob(["fake audio"], { type: "audio/webm" }) });
    this.onstop?.();
  }
}

const stopTrack = vi.fn();

function stubMicrophone(getUserMedia: () => Promise<unknown>) {
  vi.stubGlobal("MediaRecorder", FakeRecorder);
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia: vi.fn(getUserMedia) }, configurable: true });
}

const grantedStream = () => Promise.resolve({ getTracks: () => [{ stop: stopTrack }] });

afterEach(() => {
  Reflect.deleteProperty(navigator, "mediaDevices");
  FakeRecorder.last = null;
});

function micButton() {
  return screen.getByRole("button", { name: "Record voice" });
}

function voiceStatus() {
  return within(screen.getByRole("form", { name: "Capture a thought" })).getByRole("status");
}

function historyPanel() {
  return screen.getByRole("region", { name: "Conversation history" });
}

describe("voice: recording and upload", () => {
  it("says 'Failed to access microphone' when permission is denied", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubMicrophone(() => Promise.reject(new DOMException("denied", "NotAllowedError")));
    const { user } = renderChat();
    await user.click(micButton());
    expect(await within(historyPanel()).findByText("Failed to access microphone")).toBeTruthy();
    expect(micButton().getAttribute("aria-pressed")).toBe("false");
  });

  it("says so when the browser cannot record at all", async () => {
    const { user } = renderChat();
    await user.click(micButton());
    expect(await within(historyPanel()).findByText("Failed to access microphone")).toBeTruthy();
  });

  it("records, shows it, and shows the server's 501 answer", async () => {
    stubMicrophone(grantedStream);
    const { user, api } = renderChat({
      "POST /thoughts/voice": { status: 501, body: { error: "Speech-to-text is not configured" } },
    });
    await user.click(micButton());
    await waitFor(() => expect(micButton().getAttribute("aria-pressed")).toBe("true"));
    expect(voiceStatus().textContent).toContain("Recording");

    await user.click(micButton());
    expect(await within(historyPanel()).findByText("Speech-to-text is not configured")).toBeTruthy();
    expect(stopTrack).toHaveBeenCalled();
    const upload = api.calls("POST /thoughts/voice")[0]!;
    expect(upload.body).toBeInstanceOf(FormData);
    const audio = (upload.body as FormData).get("audio") as File;
    expect(audio.size).toBeGreaterThan(0);
    expect(audio.name).toBe("recording.webm");
    expect(upload.headers["Content-Type"]).toBeUndefined();
    await waitFor(() => expect(micButton().getAttribute("aria-pressed")).toBe("false"));
  });

  it("captures the transcribed thought and refreshes the feed", async () => {
    stubMicrophone(grantedStream);
    const thought = makeThought({ original_input: "call the plumber" });
    const { user, queryClient } = renderChat({
      "POST /thoughts/voice": { status: 201, body: { data: thought, transcript: "call the plumber" } },
    });
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await user.click(micButton());
    await waitFor(() => expect(micButton().getAttribute("aria-pressed")).toBe("true"));
    await user.click(micButton());
    expect(await within(historyPanel()).findByText("Thought created and processing...")).toBeTruthy();
    expect(within(historyPanel()).getByText("call the plumber")).toBeTruthy();
    expect(invalidate).toHaveBeenCalled();
  });
});

describe("voice: live dictation", () => {
  class FakeRecognition implements SpeechRecognitionLike {
    static last: FakeRecognition | null = null;
    continuous = false;
    interimResults = false;
    lang = "";
    onresult: ((event: SpeechRecognitionEventLike) => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    start = vi.fn();
    stop = vi.fn(() => this.onend?.());
    abort = vi.fn();
    constructor() {
      FakeRecognition.last = this;
    }
    hear(...parts: [string, boolean][]) {
      const results = parts.map(([transcript, isFinal]) => Object.assign([{ transcript }], { isFinal }));
      this.onresult?.({ results });
    }
  }

  it("fills the box as the person speaks and stops on the second click", async () => {
    vi.stubGlobal("webkitSpeechRecognition", FakeRecognition);
    const { user, input, api } = renderChat();
    await user.type(input, "note:");
    await user.clear(input);
    await user.click(micButton());
    const recognition = FakeRecognition.last!;
    expect(recognition.start).toHaveBeenCalled();
    expect(recognition.interimResults).toBe(true);
    expect(micButton().getAttribute("aria-pressed")).toBe("true");
    expect(voiceStatus().textContent).toContain("Listening");

    act(() => recognition.hear(["buy", false]));
    expect(input.value).toBe("buy");
    act(() => recognition.hear(["buy oat milk", true], [" and bread", false]));
    expect(input.value).toBe("buy oat milk and bread");
    // While listening the button stays the microphone, so the second click stops.
    await user.click(micButton());
    expect(recognition.stop).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Send" })).toBeTruthy();
    expect(api.calls("POST /thoughts/voice")).toHaveLength(0);
  });

  it("says 'Failed to access microphone' when dictation is refused", async () => {
    vi.stubGlobal("SpeechRecognition", FakeRecognition);
    const { user } = renderChat();
    await user.click(micButton());
    act(() => {
      FakeRecognition.last!.onerror?.({ error: "not-allowed" });
      FakeRecognition.last!.onend?.();
    });
    expect(await within(historyPanel()).findByText("Failed to access microphone")).toBeTruthy();
    expect(micButton().getAttribute("aria-pressed")).toBe("false");
  });

  it("falls back to recording when the speech service is unreachable", async () => {
    vi.stubGlobal("SpeechRecognition", FakeRecognition);
    stubMicrophone(grantedStream);
    const { user } = renderChat({ "POST /thoughts/voice": { status: 501, body: { error: "Speech-to-text is not configured" } } });
    await user.click(micButton());
    act(() => {
      FakeRecognition.last!.onerror?.({ error: "network" });
      FakeRecognition.last!.onend?.();
    });
    await waitFor(() => expect(FakeRecorder.last?.state).toBe("recording"));
    await user.click(micButton());
    expect(await within(historyPanel()).findByText("Speech-to-text is not configured")).toBeTruthy();
  });
});
