import type { CalendarHeatmap, UserHomeInfo } from '@contract/account';
import { PROBLEM_AUTH, PROBLEM_TYPE } from '@contract/limits';
import { isSiteAdmin } from '@contract/roles';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { problem, submission, userInfo, userProblemProgress, userRecord, userSession } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { addDays, startOfUtcDay, utcDateString, yearWindowStart } from '../site/index';

export const USER_NOT_FOUND = 'The user does not exist';

type HomeQuery = { uid?: string; username?: string };

/** The user a home page is about: by uid, else by username, else the caller. */
async function findHomeUid(db: DbOrTx, caller: CurrentUser | null, query: HomeQuery): Promise<string> {
  if (!query.uid && !query.username) {
    if (!caller) throw badRequest('uid or username is required');
    return caller.uid;
  }
  const [row] = await db
    .select({ uid: userInfo.uid })
    .from(userInfo)
    .where(
      query.uid
        ? eq(userInfo.uid, query.uid)
        : eq(sql`lower(${userInfo.username})`, query.username!.trim().toLowerCase()),
    );
  if (!row) throw notFound(USER_NOT_FOUND);
  return row.uid;
}

/** A real name is personal: only its owner and the site's admins see it on a home page. */
const mayReadRealname = (caller: CurrentUser | null, uid: string) =>
  caller !== null && (caller.uid === uid || isSiteAdmin(caller.roles));

/** GET /api/get-user-home-info. */
export async function getUserHomeInfo(
  db: DbOrTx,
  caller: CurrentUser | null,
  query: HomeQuery,
): Promise<UserHomeInfo> {
  const uid = await findHomeUid(db, caller, query);
  const [user] = await db
    .select({
      uid: userInfo.uid,
      username: userInfo.username,
      nickname: userInfo.nickname,
      realname: userInfo.realname,
      avatar: userInfo.avatar,
      school: userInfo.school,
      gender: userInfo.gender,
      signature: userInfo.signature,
      github: userInfo.github,
      blog: userInfo.blog,
      cfUsername: userInfo.cfUsername,
      titleName: userInfo.titleName,
      titleColor: userInfo.titleColor,
      gmtCreate: userInfo.gmtCreate,
      total: userRecord.submissionCount,
      rating: userRecord.rating,
    })
    .from(userInfo)
    .leftJoin(userRecord, eq(userRecord.uid, userInfo.uid))
    .where(eq(userInfo.uid, uid));
  if (!user) throw notFound(USER_NOT_FOUND);

  const solved = await db
    .select({
      pid: problem.id,
      problemId: problem.problemId,
      title: problem.title,
      difficulty: problem.difficulty,
    })
    .from(userProblemProgress)
    .innerJoin(problem, eq(problem.id, userProblemProgress.pid))
    .where(
      and(
        eq(userProblemProgress.uid, uid),
        eq(userProblemProgress.status, 0),
        eq(problem.auth, PROBLEM_AUTH.PUBLIC),
        eq(problem.isGroup, false),
      ),
    )
    .orderBy(problem.id);
  const solvedGroupByDifficulty: UserHomeInfo['solvedGroupByDifficulty'] = { '0': [], '1': [], '2': [] };
  for (const row of solved) {
    const group = solvedGroupByDifficulty[String(row.difficulty) as '0' | '1' | '2'];
    group?.push({ problemId: row.problemId, pid: row.pid, title: row.title });
  }

  // Every OI problem's best rank score, so the list sums to user_record.oiScore: a group's
  // problems count in neither (HOJ's scoreList reads only submissions outside groups).
  const scores = await db
    .select({ score: userProblemProgress.oiRankScore })
    .from(userProblemProgress)
    .innerJoin(problem, eq(problem.id, userProblemProgress.pid))
    .where(
      and(eq(userProblemProgress.uid, uid), eq(problem.type, PROBLEM_TYPE.OI), eq(problem.isGroup, false)),
    )
    .orderBy(userProblemProgress.pid);

  const [lastLogin] = await db
    .select({ at: userSession.gmtCreate })
    .from(userSession)
    .where(eq(userSession.uid, uid))
    .orderBy(desc(userSession.gmtCreate))
    .limit(1);

  const { total, rating, gender, gmtCreate, realname, ...profile } = user;
  return {
    ...profile,
    realname: mayReadRealname(caller, uid) ? realname : null,
    gender: gender === 'male' || gender === 'female' ? gender : 'secrecy',
    total: total ?? 0,
    rating: rating ?? null,
    scoreList: scores.map((s) => s.score),
    solvedList: solved.map((s) => s.problemId),
    solvedGroupByDifficulty,
    recentLoginTime: lastLogin ? lastLogin.at.toISOString() : null,
    gmtCreate: gmtCreate.toISOString(),
  };
}

/** Submissions per UTC day over the year ending today; days without submissions are left out. */
export async function getCalendarHeatmap(
  db: DbOrTx,
  caller: CurrentUser | null,
  query: HomeQuery,
  now: Date,
): Promise<CalendarHeatmap> {
  const uid = await findHomeUid(db, caller, query);
  const day = sql<string>`to_char(${submission.submitTime} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, count: sql<number>`count(*)::int` })
    .from(submission)
    .where(
      and(
        eq(submission.uid, uid),
        gte(submission.submitTime, yearWindowStart(now)),
        lt(submission.submitTime, addDays(startOfUtcDay(now), 1)),
      ),
    )
    .groupBy(day)
    .orderBy(day);
  return {
    dataList: rows.map((r) => ({ date: r.date, count: Number(r.count) })),
    endDate: utcDateString(now),
  };
}
