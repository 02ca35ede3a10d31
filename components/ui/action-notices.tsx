"use client";

import { createContext, type ReactNode, useContext, useState } from "react";

const AnnounceContext = createContext<((message: string) => void) | null>(null);

/** Says what a row's action did, above the rows: the refresh after it may remove the row (an ended session's) and its button. */
export function ActionNotices({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState("");
  return (
    <AnnounceContext.Provider value={setMessage}>
      <p role="status" className="min-h-5 text-sm text-green-800 dark:text-green-300">
        {message}
      </p>
      {children}
    </AnnounceContext.Provider>
  );
}

/** The nearest ActionNotices' announcer, or null outside one. */
export function useAnnounce(): ((message: string) => void) | null {
  return useContext(AnnounceContext);
}
