"use client";

const WIDTH = 320;
const HEIGHT = 240;
const FRAME_MS = 66;
const TIMESLICE_MS = 1000;

/**
 * Records the call in the agent's browser: the applicant's video beside the agent's own on a canvas, both sides'
 * audio mixed with Web Audio, as WebM. Each run of the recorder (a segment) is uploaded piece by piece every second,
 * in order, so a closed tab loses at most the last second; a reconnection starts a new segment.
 */
export function startCallRecorder({
  remote,
  local,
  upload,
}: {
  remote: MediaStream;
  local: MediaStream;
  upload: (segment: string, seq: number, chunk: Blob) => Promise<void>;
}) {
  const segment = crypto.randomUUID();
  const hasVideo = remote.getVideoTracks().length > 0 || local.getVideoTracks().length > 0;
  const audio = new AudioContext();
  void audio.resume();
  const mix = audio.createMediaStreamDestination();
  for (const stream of [remote, local]) if (stream.getAudioTracks().length) audio.createMediaStreamSource(stream).connect(mix);

  const tracks = [...mix.stream.getAudioTracks()];
  let timer = 0;
  let painted: HTMLVideoElement[] = [];
  if (hasVideo) {
    const canvas = document.createElement("canvas");
    canvas.width = WIDTH * 2;
    canvas.height = HEIGHT;
    const painter = canvas.getContext("2d");
    painted = [remote, local].map((stream) => {
      const video = document.createElement("video");
      video.muted = true;
      video.playsInline = true;
      video.srcObject = stream;
      void video.play();
      return video;
    });
    timer = window.setInterval(() => {
      if (!painter) return;
      painter.fillStyle = "#000";
      painter.fillRect(0, 0, canvas.width, canvas.height);
      for (const [i, video] of painted.entries()) if (video.videoWidth) painter.drawImage(video, i * WIDTH, 0, WIDTH, HEIGHT);
    }, FRAME_MS);
    tracks.unshift(...canvas.captureStream(1000 / FRAME_MS).getVideoTracks());
  }
  const mimeType = hasVideo ? "video/webm;codecs=vp8,opus" : "audio/webm;codecs=opus";
  const recorder = new MediaRecorder(new MediaStream(tracks), { mimeType, videoBitsPerSecond: 600_000, audioBitsPerSecond: 64_000 });
  let seq = 0;
  let queue = Promise.resolve();
  recorder.ondataavailable = (event) => {
    if (!event.data.size) return;
    const n = seq++;
    queue = queue.then(() => upload(segment, n, event.data)).catch(() => undefined);
  };
  const stopped = new Promise<void>((resolve) => {
    recorder.onstop = () => resolve();
  });
  recorder.start(TIMESLICE_MS);

  const finish = async () => {
    if (recorder.state !== "inactive") recorder.stop();
    await stopped;
    window.clearInterval(timer);
    for (const track of tracks) track.stop();
    for (const video of painted) video.srcObject = null;
    await queue;
    if (audio.state !== "closed") await audio.close();
  };
  // The agent's verdict stops the recording and the page's teardown stops it again: one stop serves both.
  let stopping: Promise<void> | null = null;
  return {
    /** Stops this segment and resolves once every piece of it is uploaded; later calls wait for the same stop. */
    stop(): Promise<void> {
      stopping ??= finish();
      return stopping;
    },
  };
}
