"use client";

import { useEffect } from "react";

/** After the first visit the token lives in an httpOnly cookie; the address bar keeps the clean URL. */
export function AdoptLink({
  processId,
  token,
  adopt,
}: {
  processId: string;
  token: string;
  adopt: (processId: string, token: string) => Promise<boolean>;
}) {
  useEffect(() => {
    void adopt(processId, token).then((isAdopted) => {
      if (isAdopted) window.history.replaceState(null, "", window.location.pathname);
    });
  }, [processId, token, adopt]);
  return null;
}
