/** Site calls (spec 1 §7 Site). */

export interface WebsiteConfig {
  name: string;
  shortName: string;
  description: string;
  register: boolean;
  openPublicDiscussion: boolean;
  openGroupDiscussion: boolean;
  openContestComment: boolean;
  recordName: string;
  recordUrl: string;
  projectName: string;
  projectUrl: string;
}

export interface CarouselImage {
  id: number;
  url: string;
}

export interface Announcement {
  id: number;
  title: string;
  content: string;
  status: number;
  /** The author; null once the author's account is deleted. */
  uid: string | null;
  username: string | null;
  gmtCreate: string;
  gmtModified: string;
}

export interface LastWeekSubmissionStatistics {
  /** Seven dates, oldest first, YYYY-MM-DD. */
  dateStrList: string[];
  acCountList: number[];
  totalCountList: number[];
}

export interface RecentUpdatedProblem {
  id: number;
  problemId: string;
  title: string;
  type: number;
  gmtCreate: string;
  gmtModified: string;
}
