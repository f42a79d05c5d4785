import type { Cue } from "./event-cues.js";

/**
 * Round on the seventieth set (set70): event-type shapes that read parts of several voices share. Appended to
 * EVENT_BOOST_CUES (no model feature); kept in its own file so event-cues.ts stays readable.
 */
export const SET70_EVENT_CUES: Cue[] = [
  // One's own care or service provider introduced by name, with the days they work ("my physio is Andrea Pérez at the
  // mutualista, tuesdays and fridays only", 69th; "my physio is Manana Kapanadze at the clinic, mondays and thursdays",
  // 70th): a contact card (rule 7), not a routine, though the plural weekdays read as one. Only "my/our <provider> is
  // <name>" at the start.
  { type: "contact", re: /^(?:my|our) (?:[a-z-]+ )?(?:physio|physiotherapist|therapist|doctor|gp|dentist|trainer|coach|tutor|teacher|mechanic|plumber|electrician|accountant|lawyer|vet|hairdresser|barber|masseuse|masseur|osteopath|chiropractor) is (?:(?:mr|mrs|ms|miss|dr)\.? )?(?:[a-z]+ )?zperson\b/, boost: 4, label: "describes who someone is" },
];
