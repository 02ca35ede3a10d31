/** The co-owners of an account, each a different person. */
export const JOINT_OWNERSHIP_TYPES = { "joint-ownership": { submissions: 1 } } as const;
