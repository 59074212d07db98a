import { RankPage } from '@web/features/rank/components/rank-page';

export default function OiRankRoute() {
  return <RankPage type="OI" />;
}
