import { Introduction } from '@web/features/about/components/introduction';

export default function IntroductionRoute() {
  return <Introduction />;
}
