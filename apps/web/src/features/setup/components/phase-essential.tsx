import { meetingFrequencies, type SetupAnswers } from "@life/contracts";
import { NameList, RowList } from "./row-list";

type Update = (changes: Partial<SetupAnswers>) => void;

/** Phase 1: immediate family and close friends. */
export function PhaseEssential({ answers, update }: { answers: SetupAnswers; update: Update }) {
  return (
    <>
      <h4 className="setup-group-title">Immediate family</h4>
      <NameList legend="Spouse / partner" noun="spouse or partner" names={answers.spouses} onChange={(spouses) => update({ spouses })} />
      <RowList
        legend="Children"
        noun="child"
        rows={answers.children}
        blank={() => ({ name: "", age: null })}
        onChange={(children) => update({ children })}
        renderRow={(child, set, i) => (
          <>
            <input className="input" aria-label={`Child ${i + 1} name`} placeholder="Name" value={child.name} maxLength={200} onChange={(e) => set({ ...child, name: e.target.value })} />
            <input
              className="input setup-age"
              type="number"
              min={0}
              max={120}
              aria-label={`Child ${i + 1} age`}
              placeholder="Age"
              value={child.age ?? ""}
              onChange={(e) => set({ ...child, age: e.target.value === "" ? null : Math.max(0, Math.min(120, Math.trunc(Number(e.target.value)))) })}
            />
          </>
        )}
      />
      <NameList legend="Parents" noun="parent" names={answers.parents} onChange={(parents) => update({ parents })} />
      <NameList legend="Siblings" noun="sibling" names={answers.siblings} onChange={(siblings) => update({ siblings })} />
      <RowList
        legend="Close friends"
        noun="friend"
        rows={answers.friends}
        blank={() => ({ name: "", context: "", frequency: "weekly" as const })}
        onChange={(friends) => update({ friends })}
        renderRow={(friend, set, i) => (
          <>
            <input className="input" aria-label={`Friend ${i + 1} name`} placeholder="Name" value={friend.name} maxLength={200} onChange={(e) => set({ ...friend, name: e.target.value })} />
            <input className="input" aria-label={`How you know friend ${i + 1}`} placeholder="How you know them" value={friend.context} maxLength={200} onChange={(e) => set({ ...friend, context: e.target.value })} />
            <select className="input" aria-label={`How often you see friend ${i + 1}`} value={friend.frequency} onChange={(e) => set({ ...friend, frequency: e.target.value as (typeof meetingFrequencies)[number] })}>
              {meetingFrequencies.map((f) => (
                <option key={f} value={f}>
                  {f.charAt(0).toUpperCase() + f.slice(1)}
                </option>
              ))}
            </select>
          </>
        )}
      />
    </>
  );
}
