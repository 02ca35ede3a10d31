import { AppLink } from "@/components/shell/app-link";
import { ActionForm } from "@/components/ui/action-form";
import type { ActionState } from "@/lib/actions/action-state";
import type { Dictionary } from "@/lib/i18n/back-office/en";

type Action = (state: ActionState, form: FormData) => Promise<ActionState>;
type View = { id: string; name: string; search: string; isShared: boolean; ownerId: string; ownerEmail: string };

/** The saved views (the caller's and the team's shared ones) and a form that saves the current filters under a name. */
export function SavedViews(props: {
  views: View[];
  currentPath: string;
  staffId: string;
  q: Dictionary["queue"];
  actions: { save: Action; remove: Action };
}) {
  const { q } = props;
  return (
    <section aria-labelledby="saved-views" className="space-y-2 text-sm">
      <h2 id="saved-views" className="font-semibold">
        {q.savedViews}
      </h2>
      {props.views.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{q.noSavedViews}</p>
      ) : (
        <ul className="space-y-1">
          {props.views.map((view) => (
            <li key={view.id} className="flex flex-wrap items-center gap-2">
              <AppLink href={view.search} className="underline">
                {view.name}
              </AppLink>
              {view.isShared && view.ownerId !== props.staffId && (
                <span className="text-slate-600 dark:text-slate-400">
                  ({q.sharedBy} {view.ownerEmail})
                </span>
              )}
              {view.ownerId === props.staffId && (
                <ActionForm action={props.actions.remove} submitLabel={q.removeView} variant="secondary" className="inline-flex gap-2">
                  <input type="hidden" name="viewId" value={view.id} />
                </ActionForm>
              )}
            </li>
          ))}
        </ul>
      )}
      <ActionForm action={props.actions.save} submitLabel={q.saveView} variant="secondary">
        <input type="hidden" name="path" value={props.currentPath} />
        <label>
          <span className="block">{q.viewName}</span>
          <input name="name" required maxLength={60} className="input" />
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="isShared" />
          {q.shared}
        </label>
      </ActionForm>
    </section>
  );
}
