import { CompilerHelpPage } from '@web/features/help/components/compiler-help-page';
import { useLanguages } from '@web/features/problem/api/get-languages';

/** The help page lists the judge languages, which the problem area owns and serves. */
export default function HelpRoute() {
  const languages = useLanguages();
  return <CompilerHelpPage languages={languages.data ?? []} loading={languages.isPending} />;
}
