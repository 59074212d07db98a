import type { JudgeCaseMode, JudgeMode } from '@contract/judge-status';
import type { AdminProblem, PublicProblem } from '@contract/problem';
import type { Dated } from './list-service';
import type { ProblemRow } from './policy';

/** The statement and settings anyone who may open the problem sees: no checker, no judge files. */
export function toPublicProblem(row: ProblemRow): Dated<PublicProblem> {
  return {
    id: row.id,
    problemId: row.problemId,
    title: row.title,
    author: row.author,
    type: row.type,
    judgeMode: row.judgeMode as JudgeMode,
    judgeCaseMode: row.judgeCaseMode as JudgeCaseMode,
    timeLimit: row.timeLimit,
    memoryLimit: row.memoryLimit,
    stackLimit: row.stackLimit,
    description: row.description,
    input: row.input,
    output: row.output,
    examples: row.examples,
    isRemote: row.isRemote,
    source: row.source,
    difficulty: row.difficulty,
    hint: row.hint,
    auth: row.auth,
    ioScore: row.ioScore,
    codeShare: row.codeShare,
    isRemoveEndBlank: row.isRemoveEndBlank,
    openCaseResult: row.openCaseResult,
    isUploadCase: row.isUploadCase,
    isFileIO: row.isFileIo,
    ioReadFileName: row.ioReadFileName,
    ioWriteFileName: row.ioWriteFileName,
    userExtraFile: row.userExtraFile,
    isGroup: row.isGroup,
    gid: row.gid,
    applyPublicProgress: row.applyPublicProgress,
    gmtCreate: row.gmtCreate,
    gmtModified: row.gmtModified,
  };
}

/** Everything, for the problem's editors. */
export function toAdminProblem(row: ProblemRow): Dated<AdminProblem> {
  return {
    ...toPublicProblem(row),
    spjCode: row.spjCode,
    spjLanguage: row.spjLanguage,
    judgeExtraFile: row.judgeExtraFile,
    caseVersion: row.caseVersion,
    modifiedUser: row.modifiedUser,
  };
}
