"use client";

import NextLink from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

type AppLinkProps = Omit<ComponentProps<typeof NextLink>, "href" | "prefetch"> & { href: string };

/**
 * Every link of the app: it fetches its page ahead when the reader points at it, touches it or tabs to it, not when it
 * scrolls into view. Next's default fetched every visible link's page: one page view cost the server 12 to 27
 * prefetches (the navigation twice, each case of a list), most never followed.
 */
export function AppLink({ href, onMouseEnter, onTouchStart, onFocus, ...props }: AppLinkProps) {
  const router = useRouter();
  return (
    <NextLink
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        router.prefetch(href);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        router.prefetch(href);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        router.prefetch(href);
        onFocus?.(event);
      }}
      {...props}
    />
  );
}
