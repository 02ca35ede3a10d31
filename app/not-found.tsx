import { AppLink } from "@/components/shell/app-link";
import { getDictionary } from "@/lib/i18n/dictionary";

export default async function NotFound() {
  const words = (await getDictionary()).t.shell.notFound;
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-3 px-6">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400">404</p>
      <h1 className="text-2xl font-semibold">{words.title}</h1>
      <p>{words.body}</p>
      <AppLink href="/" className="underline">
        {words.back}
      </AppLink>
    </main>
  );
}
