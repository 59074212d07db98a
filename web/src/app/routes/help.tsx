import { CompilerHelpPage } from '@web/features/help/components/compiler-help-page';

export default function HelpRoute() {
  return <CompilerHelpPage />;
}
