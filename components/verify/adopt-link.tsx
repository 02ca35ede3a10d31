"use client";

import { useEffect } from "react";
import { adoptLink } from "@/app/verify/[processId]/actions";

/** After the first visit the token lives in an httpOnly cookie; the address bar keeps the clean URL. */
export function AdoptLink({ processId, token }: { processId: string; token: string }) {
  useEffect(() => {
    void adoptLink(processId, token).then((isAdopted) => {
      if (isAdopted) window.history.replaceState(null, "", window.location.pathname);
    });
  }, [processId, token]);
  return null;
}
