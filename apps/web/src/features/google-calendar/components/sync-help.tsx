import { HelpCircle } from "lucide-react";

/** How sync works (spec 2.18's help section). */
export function SyncHelp() {
  return (
    <section className="card calendar-help" aria-labelledby="calendar-help-heading">
      <h3 id="calendar-help-heading">
        <HelpCircle size={18} aria-hidden="true" /> How calendar sync works
      </h3>
      <ul>
        <li>
          <strong>Automatic sync:</strong> every thought with a date or time goes to your connected calendars by itself, a few moments after you capture or change it, and again every few minutes.
          Times keep your time zone; thoughts with only a date become all-day events. Each event reminds you 15 minutes before; say
          &quot;remind me 1 hour before&quot; in the command bar to change that for one thought.
        </li>
        <li>
          <strong>Two-way sync:</strong> with a CalDAV calendar, events you add or change there come back as thoughts, and changes on either side reach the other. If both sides changed, the latest change wins. Deleting an event archives its thought; deleting a thought removes its event.
        </li>
        <li>
          <strong>Google Calendar:</strong> Sync to Calendar sends your scheduled thoughts now; Preview Import shows the calendar's events before you import them as thoughts. Importing twice never duplicates.
        </li>
        <li>
          <strong>Calendar feed:</strong> a read-only address any calendar app can subscribe to. Rotate it if it was shared by mistake.
        </li>
      </ul>
    </section>
  );
}
