import { Developer } from '@web/features/about/components/developer';

export default function DeveloperRoute() {
  return <Developer />;
}
