"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { type CallState, type IceServer, setTrackEnabled, startPeerCall } from "./peer-call";

function stopTracks(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * One side of a live call in a React page: camera and microphone, the peer call, its state, the remote stream and the
 * local controls. `start()` must run from a click (media permission, sound).
 */
export function useCall({ url, isOfferer, iceServers }: { url: string; isOfferer: boolean; iceServers: IceServer[] }) {
  const [state, setState] = useState<CallState | "idle" | "no-media">("idle");
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [isMuted, setIsMuted] = useState(false);
  const [isCameraOff, setIsCameraOff] = useState(false);
  const call = useRef<ReturnType<typeof startPeerCall> | null>(null);

  const start = useCallback(async () => {
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true, video: { width: 640, height: 480 } });
    } catch {
      try {
        media = await navigator.mediaDevices.getUserMedia({ audio: true });
      } catch {
        setState("no-media");
        return;
      }
    }
    setLocal(media);
    call.current = startPeerCall({ url, isOfferer, iceServers, local: media, onState: setState, onRemote: setRemote });
  }, [url, isOfferer, iceServers]);

  useEffect(
    () => () => {
      call.current?.close();
    },
    [],
  );
  useEffect(() => () => stopTracks(local), [local]);

  return {
    state,
    local,
    remote,
    isMuted,
    isCameraOff,
    start,
    toggleMute: () => {
      setTrackEnabled(local, "audio", isMuted);
      setIsMuted(!isMuted);
    },
    toggleCamera: () => {
      setTrackEnabled(local, "video", isCameraOff);
      setIsCameraOff(!isCameraOff);
    },
    hangUp: (message?: "hangup" | "ended") => {
      call.current?.hangUp(message);
      stopTracks(local);
    },
  };
}
