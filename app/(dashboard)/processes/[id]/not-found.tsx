import { AppLink } from "@/components/shell/app-link";
import { EmptyState } from "@/components/ui/empty-state";
import { getDictionary } from "@/lib/i18n/dictionary";

export default async function ProcessNotFound() {
  const { t } = await getDictionary();
  return (
    <section className="space-y-4" data-testid="process-not-found">
      <h1 className="text-xl font-semibold">{t.common.notFoundTitle}</h1>
      <EmptyState title={t.common.notFoundBody}>
        <AppLink href="/processes" className="underline">
          {t.nav.processes}
        </AppLink>
      </EmptyState>
    </section>
  );
}
