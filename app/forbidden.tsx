import Link from "next/link";

export default function Forbidden() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-3 px-6">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400">403</p>
      <h1 className="text-2xl font-semibold">Not allowed</h1>
      <p>Your role does not give access to this page. Ask an administrator if you need it.</p>
      <Link href="/" className="underline">
        Back to the overview
      </Link>
    </main>
  );
}
