import type { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { authOptions } from "@/lib/staff-auth/options";

type Context = { params: Promise<{ nextauth: string[] }> };

async function handler(request: NextRequest, context: Context) {
  return NextAuth(request, { params: await context.params }, authOptions());
}

export { handler as GET, handler as POST };
