"use client";

import type { ReactNode } from "react";
import { AppLink } from "@/components/shell/app-link";

/** A link inside a popover menu: the header stays mounted across pages, so the menu closes itself when followed. */
export function MenuLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <AppLink href={href} className={className} onClick={(event) => event.currentTarget.closest<HTMLElement>("[popover]")?.hidePopover()}>
      {children}
    </AppLink>
  );
}
