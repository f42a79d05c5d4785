import { calendarSystems, communicationTools, emailSystems, jobTypes, type SetupAnswers } from "@life/contracts";
import { asOptions, CheckboxGroup } from "./choice-group";
import { NameList, RowList } from "./row-list";

type Update = (changes: Partial<SetupAnswers>) => void;

const jobTypeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/** Phase 3: work, the people and projects in it, tools and service providers. */
export function PhaseProfessional({ answers, update }: { answers: SetupAnswers; update: Update }) {
  return (
    <>
      <RowList
        legend="Jobs"
        noun="job"
        rows={answers.jobs}
        blank={() => ({ title: "", company: "", type: "full-time" as const })}
        onChange={(jobs) => update({ jobs })}
        renderRow={(job, set, i) => (
          <>
            <input className="input" aria-label={`Job ${i + 1} title`} placeholder="Title" value={job.title} maxLength={200} onChange={(e) => set({ ...job, title: e.target.value })} />
            <input className="input" aria-label={`Job ${i + 1} company`} placeholder="Company" value={job.company} maxLength={200} onChange={(e) => set({ ...job, company: e.target.value })} />
            <select className="input" aria-label={`Job ${i + 1} type`} value={job.type} onChange={(e) => set({ ...job, type: e.target.value as (typeof jobTypes)[number] })}>
              {jobTypes.map((type) => (
                <option key={type} value={type}>
                  {jobTypeLabel(type)}
                </option>
              ))}
            </select>
          </>
        )}
      />
      <NameList legend="Managers" noun="manager" names={answers.managers} onChange={(managers) => update({ managers })} />
      <NameList legend="Colleagues" noun="colleague" names={answers.colleagues} onChange={(colleagues) => update({ colleagues })} />
      <NameList legend="Work projects" noun="work project" names={answers.work_projects} onChange={(work_projects) => update({ work_projects })} />
      <NameList legend="Business ventures" noun="business" names={answers.businesses} onChange={(businesses) => update({ businesses })} />
      <CheckboxGroup legend="Email systems" name="email" options={asOptions(emailSystems)} selected={answers.email_systems} onChange={(email_systems) => update({ email_systems })} />
      <CheckboxGroup legend="Calendar systems" name="calendar" options={asOptions(calendarSystems)} selected={answers.calendar_systems} onChange={(calendar_systems) => update({ calendar_systems })} />
      <CheckboxGroup legend="Communication tools" name="tools" options={asOptions(communicationTools)} selected={answers.communication_tools} onChange={(communication_tools) => update({ communication_tools })} />
      <RowList
        legend="Service providers"
        noun="service provider"
        rows={answers.service_providers}
        blank={() => ({ name: "", service: "" })}
        onChange={(service_providers) => update({ service_providers })}
        renderRow={(provider, set, i) => (
          <>
            <input className="input" aria-label={`Service provider ${i + 1} name`} placeholder="Name" value={provider.name} maxLength={200} onChange={(e) => set({ ...provider, name: e.target.value })} />
            <input className="input" aria-label={`Service provider ${i + 1} service`} placeholder="Service type (dentist, plumber…)" value={provider.service} maxLength={200} onChange={(e) => set({ ...provider, service: e.target.value })} />
          </>
        )}
      />
    </>
  );
}
