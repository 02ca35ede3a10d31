/** A short selfie video, checked for one consistent moving face. */
export const VIDEO_TYPES = { "video-liveness": { submissions: 1 } } as const;
