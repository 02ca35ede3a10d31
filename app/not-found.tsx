import Link from "next/link";

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-3 px-6">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400">404</p>
      <h1 className="text-2xl font-semibold">Not found</h1>
      <p>There is nothing at this address.</p>
      <Link href="/" className="underline">
        Back to the overview
      </Link>
    </main>
  );
}
