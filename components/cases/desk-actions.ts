import type { ActionState } from "@/lib/actions/action-state";

type Action = (state: ActionState, form: FormData) => Promise<ActionState>;

/** The page passes its server actions down, so components never import from app/. */
export type DeskActions = {
  addNote: Action;
  editNote: Action;
  decide: Action;
  confirmDecision: Action;
  resendLink: Action;
  openCall: Action;
};
