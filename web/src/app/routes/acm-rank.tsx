import { RankPage } from '@web/features/rank/components/rank-page';

export default function AcmRankRoute() {
  return <RankPage type="ACM" />;
}
