"use client";

import { signOut } from "next-auth/react";

export function SignOutButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => signOut({ callbackUrl: "/sign-in" })} className="btn-secondary">
      {label}
    </button>
  );
}
