import { ROLES, type Role } from "../../security/roles";

/**
 * The role a user's claim grants: each value of the claim (a group name, or a list of them) looked up in the map;
 * several mapped groups give the widest of their roles; none gives null (the user is refused).
 */
export function roleFromClaim(claim: unknown, roleMap: Record<string, Role>): Role | null {
  const values = (Array.isArray(claim) ? claim : [claim]).filter((v): v is string => typeof v === "string");
  const granted = new Set(values.filter((v) => Object.hasOwn(roleMap, v)).map((v) => roleMap[v]));
  return ROLES.find((role) => granted.has(role)) ?? null;
}
