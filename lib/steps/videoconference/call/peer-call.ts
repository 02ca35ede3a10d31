"use client";

export type CallState = "waiting" | "connecting" | "connected" | "reconnecting" | "ended";
export type IceServer = { urls: string | string[]; username?: string; credential?: string };

type Signal = { sdp?: RTCSessionDescriptionInit; candidate?: RTCIceCandidateInit };
type Message = { type: "peer"; present: boolean } | { type: "signal"; data: Signal } | { type: "hangup" } | { type: "ended" };

export type PeerCallOptions = {
  /** The signalling socket's address (same origin). */
  url: string;
  /** The agent makes the offers; the applicant answers them. */
  isOfferer: boolean;
  iceServers: IceServer[];
  local: MediaStream;
  onState: (state: CallState) => void;
  onRemote: (stream: MediaStream | null) => void;
};

const RETRY_MS = 1500;

/**
 * One side of a call: a WebSocket to the signalling server (reopened while the call lasts) and a peer connection per
 * meeting of the two sides. When the other side (re)appears the offerer starts afresh, so a reopened page reconnects.
 */
export function startPeerCall({ url, isOfferer, iceServers, local, onState, onRemote }: PeerCallOptions) {
  let socket: WebSocket | null = null;
  let peer: RTCPeerConnection | null = null;
  let hasConnected = false;
  let isOver = false;
  let pending: RTCIceCandidateInit[] = [];

  const setState = (state: CallState) => !isOver && onState(state);
  const send = (message: object) => socket?.readyState === WebSocket.OPEN && socket.send(JSON.stringify(message));

  function dropPeer() {
    peer?.close();
    peer = null;
    pending = [];
    onRemote(null);
  }

  function newPeer(): RTCPeerConnection {
    dropPeer();
    const pc = new RTCPeerConnection({ iceServers });
    for (const track of local.getTracks()) pc.addTrack(track, local);
    pc.onicecandidate = (event) => event.candidate && send({ type: "signal", data: { candidate: event.candidate.toJSON() } });
    pc.ontrack = (event) => onRemote(event.streams[0] ?? new MediaStream([event.track]));
    pc.onconnectionstatechange = () => {
      if (pc !== peer) return;
      if (pc.connectionState === "connected") {
        hasConnected = true;
        setState("connected");
      } else if (pc.connectionState === "disconnected" || pc.connectionState === "failed") setState("reconnecting");
    };
    peer = pc;
    return pc;
  }

  async function offer() {
    const pc = newPeer();
    await pc.setLocalDescription(await pc.createOffer());
    send({ type: "signal", data: { sdp: pc.localDescription?.toJSON() } });
  }

  async function onSignal({ sdp, candidate }: Signal) {
    if (sdp?.type === "offer" && !isOfferer) {
      const pc = newPeer();
      await pc.setRemoteDescription(sdp);
      await pc.setLocalDescription(await pc.createAnswer());
      send({ type: "signal", data: { sdp: pc.localDescription?.toJSON() } });
    } else if (sdp?.type === "answer" && peer) await peer.setRemoteDescription(sdp);
    else if (candidate && peer) {
      if (peer.remoteDescription) await peer.addIceCandidate(candidate);
      else pending.push(candidate);
      return;
    }
    for (const queued of pending.splice(0)) await peer?.addIceCandidate(queued);
  }

  function onMessage(message: Message) {
    if (message.type === "peer") {
      if (!message.present) {
        dropPeer();
        setState(hasConnected ? "reconnecting" : "waiting");
        return;
      }
      setState(hasConnected ? "reconnecting" : "connecting");
      if (isOfferer) void offer();
    } else if (message.type === "signal") void onSignal(message.data);
    else if (message.type === "hangup") onMessage({ type: "peer", present: false });
    else end();
  }

  function connect() {
    if (isOver) return;
    const ws = new WebSocket(new URL(url, window.location.href).toString().replace(/^http/, "ws"));
    socket = ws;
    ws.onmessage = (event) => onMessage(JSON.parse(String(event.data)) as Message);
    ws.onclose = () => {
      if (socket !== ws || isOver) return;
      setState(hasConnected ? "reconnecting" : "waiting");
      window.setTimeout(connect, RETRY_MS);
    };
  }

  function end() {
    if (isOver) return;
    onState("ended");
    isOver = true;
    dropPeer();
    socket?.close();
  }

  setState("waiting");
  connect();
  return {
    /** Ends this side; the other side is told (`ended` closes the applicant's call for good, `hangup` only leaves). */
    hangUp(message: "hangup" | "ended" = "hangup") {
      send({ type: message });
      end();
    },
    close: end,
  };
}

/** Turns the local microphone or camera on or off without renegotiating. */
export function setTrackEnabled(stream: MediaStream | null, kind: "audio" | "video", isEnabled: boolean): void {
  for (const track of stream?.getTracks() ?? []) if (track.kind === kind) track.enabled = isEnabled;
}
