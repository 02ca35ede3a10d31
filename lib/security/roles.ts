export const ROLES = ["admin", "reviewer", "auditor"] as const;
export type Role = (typeof ROLES)[number];

/** What each role may do; every page, action and route handler asks this table, nothing else. */
const PERMISSIONS = {
  "records:read": ["admin", "reviewer", "auditor"],
  // Auditors read masked unless MASK_PERSONAL_DATA_FOR_AUDITORS=0 (lib/records/personal-data-policy.ts).
  "personal-data:read": ["admin", "reviewer"],
  "records:export": ["admin", "reviewer", "auditor"],
  "records:act": ["admin", "reviewer"],
  "audit:read": ["admin", "auditor"],
  "admin:manage": ["admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
