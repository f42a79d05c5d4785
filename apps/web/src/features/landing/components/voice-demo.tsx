import { ArrowDown, CalendarClock, Mic } from "lucide-react";

/** A static illustration of one spoken thought and what the app makes of it. */
export function VoiceDemo() {
  return (
    <section className="landing-section" aria-labelledby="voice-title">
      <h2 id="voice-title">Just say it</h2>
      <div className="voice-demo">
        <figure className="voice-bubble">
          <Mic size={20} aria-hidden="true" />
          <blockquote>“Remind me to call Sarah about the Henderson proposal tomorrow at 2pm.”</blockquote>
          <figcaption className="visually-hidden">What you say</figcaption>
        </figure>
        <ArrowDown size={24} aria-hidden="true" className="voice-arrow" />
        <div className="voice-result" aria-label="What Life Intelligence files">
          <div className="voice-chips">
            <span className="chip chip-systems">Work</span>
            <span className="chip">task</span>
            <span className="chip chip-warning">high priority</span>
          </div>
          <p className="voice-title">Call Sarah about the Henderson proposal</p>
          <p className="voice-when">
            <CalendarClock size={16} aria-hidden="true" /> Tomorrow, 2:00 PM · linked to Henderson
          </p>
        </div>
      </div>
    </section>
  );
}
