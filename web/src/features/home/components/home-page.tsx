import { AnnouncementPanel } from './announcement-panel';
import { HomeCarousel } from './home-carousel';
import { RecentAcRank } from './recent-ac-rank';
import { RecentContests } from './recent-contests';
import { RecentProblems } from './recent-problems';
import { RemoteJudges } from './remote-judges';
import { SubmissionChart } from './submission-chart';

/** Spec 1 §2.6. */
export function HomePage() {
  return (
    <div className="grid gap-5 lg:grid-cols-3">
      <div className="min-w-0 space-y-5 lg:col-span-2">
        <HomeCarousel />
        <AnnouncementPanel />
        <RecentContests />
        <RecentProblems />
      </div>
      <div className="min-w-0 space-y-5">
        <SubmissionChart />
        <RecentAcRank />
        <RemoteJudges />
      </div>
    </div>
  );
}
