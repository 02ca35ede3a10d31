import type { DeskData } from "@/lib/cases/load-desk";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import { ActivityPanel } from "./activity-panel";
import { ContactPanel } from "./contact-panel";
import { DecisionPanel } from "./decision-panel";
import type { DeskActions } from "./desk-actions";
import { NotesPanel } from "./notes-panel";

/** The reviewer's side of a process page: decide, note, reach the applicant, and see who did what. */
export function DeskSection({ desk, actions, t }: { desk: DeskData; actions: DeskActions; t: Dictionary }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <DecisionPanel desk={desk} actions={actions} t={t} />
        <ContactPanel desk={desk} actions={actions} t={t} />
      </div>
      <div className="space-y-6">
        <NotesPanel desk={desk} actions={actions} t={t} />
        <ActivityPanel desk={desk} t={t} />
      </div>
    </div>
  );
}
