"use client";

import { useEffect, useRef } from "react";
import { startCallRecorder } from "@/lib/steps/videoconference/call/call-recorder";

/** Records while the applicant's media flows; each new remote stream (a reconnection) is a new recorder segment. */
export function useCallRecording(processId: string, remote: MediaStream | null, local: MediaStream | null, isConnected: boolean) {
  const recorder = useRef<ReturnType<typeof startCallRecorder> | null>(null);
  useEffect(() => {
    if (!remote || !local || !isConnected) return;
    const upload = async (segment: string, seq: number, chunk: Blob) => {
      const url = `/processes/${encodeURIComponent(processId)}/call/recording?segment=${segment}&seq=${seq}`;
      await fetch(url, { method: "POST", body: chunk, headers: { "Content-Type": chunk.type || "video/webm" } });
    };
    const current = startCallRecorder({ remote, local, upload });
    recorder.current = current;
    return () => {
      void current.stop();
    };
  }, [processId, remote, local, isConnected]);
  return () => recorder.current?.stop() ?? Promise.resolve();
}
